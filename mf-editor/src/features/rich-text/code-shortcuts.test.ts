import { createEditor, type Descendant, Editor, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { indentCode, toggleCodeBlock } from './code-block';
import { currentBlockFormat, setBlockFormat } from './commands';
import { fencedMarkdownToBlocks } from './markdown-code';
import { serialize } from './serialize';
import { withRichText } from './withRichText';

function editorWith(value: Descendant[]): Editor {
  const editor = withRichText(withHistory(createEditor()));
  editor.children = value;
  Editor.normalize(editor, { force: true });
  Transforms.select(editor, Editor.end(editor, []));
  return editor;
}

const paragraph = (text: string): Descendant => ({ type: 'paragraph', children: [{ text }] });

function type(editor: Editor, keys: string): void {
  for (const key of keys) {
    if (key === '\n') editor.insertBreak();
    else editor.insertText(key);
  }
}

function clipboard(data: Record<string, string>): DataTransfer {
  return { getData: (kind: string) => data[kind] ?? '' } as unknown as DataTransfer;
}

describe('Markdown shortcuts', () => {
  test('``` on an empty line starts a code block; what follows is code, newlines and all', () => {
    const editor = editorWith([paragraph('')]);
    type(editor, '```if x:\n    y()');
    expect(serialize(editor.children)).toBe('<pre><code>if x:\n    y()</code></pre>');
  });

  test('```lang then Enter starts a code block in that language (aliases too)', () => {
    const editor = editorWith([paragraph('intro'), paragraph('')]);
    type(editor, '```ts\nconst a = 1;');
    expect(serialize(editor.children)).toBe(
      '<p>intro</p><pre><code class="language-typescript">const a = 1;</code></pre>',
    );
  });

  test('a first line that names no language is code like any other', () => {
    const editor = editorWith([paragraph('')]);
    type(editor, '```make\nall');
    expect(serialize(editor.children)).toBe('<pre><code>make\nall</code></pre>');
  });

  test('``` after other text on the line is just text', () => {
    const editor = editorWith([paragraph('see ')]);
    type(editor, '```');
    expect(serialize(editor.children)).toBe('<p>see ```</p>');
  });

  test('`code` typed inline becomes inline code, and typing goes on in plain text', () => {
    const editor = editorWith([paragraph('')]);
    type(editor, 'run `npm test` now');
    expect(serialize(editor.children)).toBe('<p>run <code>npm test</code> now</p>');
  });

  test('a backtick pair with only spaces inside stays text', () => {
    const editor = editorWith([paragraph('')]);
    type(editor, 'a `  ` b');
    expect(serialize(editor.children)).toBe('<p>a `  ` b</p>');
  });
});

describe('inside a code block', () => {
  const block = (text: string): Descendant => ({
    type: 'code-block',
    language: 'python',
    children: [{ text }],
  });

  test('Enter inserts a newline and keeps the indentation typed after it', () => {
    const editor = editorWith([block('def f():')]);
    type(editor, '\n    return 1');
    expect(editor.children).toEqual([block('def f():\n    return 1')]);
  });

  test('Enter twice at the end leaves the block: the empty line goes, a paragraph follows', () => {
    const editor = editorWith([block('x = 1')]);
    type(editor, '\n\nafter');
    expect(serialize(editor.children)).toBe(
      '<pre><code class="language-python">x = 1</code></pre><p>after</p>',
    );
  });

  test('Shift+Enter is a newline too', () => {
    const editor = editorWith([block('a')]);
    editor.insertSoftBreak();
    editor.insertText('b');
    expect(editor.children).toEqual([block('a\nb')]);
  });

  test('Tab inserts two spaces at the cursor; Shift+Tab removes them from the line start', () => {
    const editor = editorWith([block('x')]);
    Transforms.select(editor, Editor.start(editor, []));
    indentCode(editor, false);
    expect(editor.children).toEqual([block('  x')]);
    indentCode(editor, true);
    expect(editor.children).toEqual([block('x')]);
  });

  test('Tab and Shift+Tab over several lines indent and outdent each line', () => {
    const editor = editorWith([block('a\nb\n c')]);
    Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
    indentCode(editor, false);
    expect(editor.children).toEqual([block('  a\n  b\n   c')]);
    indentCode(editor, true);
    indentCode(editor, true);
    expect(editor.children).toEqual([block('a\nb\nc')]);
  });

  test('marks and links never stay inside a code block', () => {
    const editor = editorWith([
      {
        type: 'code-block',
        children: [
          { text: 'a', bold: true },
          { type: 'link', url: 'https://x.y', children: [{ text: 'b' }] },
          { text: 'c', code: true },
        ],
      } as Descendant,
    ]);
    expect(editor.children).toEqual([{ type: 'code-block', children: [{ text: 'abc' }] }]);
  });

  test('pasting keeps the text exactly, ignoring the HTML beside it', () => {
    const editor = editorWith([block('')]);
    editor.insertData(clipboard({ 'text/plain': 'a\r\n\tb', 'text/html': '<p><b>a</b></p><p>b</p>' }));
    expect(editor.children).toEqual([block('a\n\tb')]);
  });
});

describe('toolbar commands', () => {
  test('Code block turns the selected paragraphs into one block of lines, and back', () => {
    const editor = editorWith([paragraph('one'), paragraph('  two'), paragraph('three')]);
    Transforms.select(editor, { anchor: Editor.start(editor, [0]), focus: Editor.end(editor, [1]) });
    toggleCodeBlock(editor);
    expect(serialize(editor.children)).toBe('<pre><code>one\n  two</code></pre><p>three</p>');
    expect(currentBlockFormat(editor)).toBe('code');
    toggleCodeBlock(editor);
    expect(serialize(editor.children)).toBe('<p>one</p><p>  two</p><p>three</p>');
  });

  test('choosing a heading in a code block makes each of its lines that heading', () => {
    const editor = editorWith([{ type: 'code-block', children: [{ text: 'a\nb' }] } as Descendant]);
    setBlockFormat(editor, 'h2');
    expect(serialize(editor.children)).toBe('<h2>a</h2><h2>b</h2>');
  });
});

describe('pasting Markdown with fenced code', () => {
  const markdown = 'Install it:\n\n```bash\nnpm i  cwt\n```\n\nThen call `cwt()`:\n~~~\nplain\n  text\n~~~';

  test('fences become code blocks in their language; other lines paragraphs with inline code', () => {
    const editor = editorWith([paragraph('')]);
    editor.insertData(clipboard({ 'text/plain': markdown, 'text/html': '<p>ignored</p>' }));
    expect(serialize(editor.children)).toBe(
      '<p>Install it:</p><pre><code class="language-bash">npm i  cwt</code></pre>' +
        '<p>Then call <code>cwt()</code>:</p><pre><code>plain\n  text</code></pre>',
    );
  });

  test('an unclosed fence runs to the end; a longer fence holds a shorter one', () => {
    expect(fencedMarkdownToBlocks('````md\n```js\nx\n```\n````')).toEqual([
      { type: 'code-block', children: [{ text: '```js\nx\n```' }] },
    ]);
    expect(fencedMarkdownToBlocks('```rust\nfn main() {}')).toEqual([
      { type: 'code-block', language: 'rust', children: [{ text: 'fn main() {}' }] },
    ]);
  });

  test('pasted into a paragraph with text, the blocks go after it', () => {
    const editor = editorWith([paragraph('Look:')]);
    editor.insertData(clipboard({ 'text/plain': '```go\nfunc f() {}\n```' }));
    expect(serialize(editor.children)).toBe(
      '<p>Look:</p><pre><code class="language-go">func f() {}</code></pre>',
    );
  });
});
