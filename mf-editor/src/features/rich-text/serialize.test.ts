import type { Descendant } from 'slate';
import { deserialize } from './deserialize';
import { isEmptyHtml, serialize } from './serialize';
import type { TopBlock } from './types';

const p = (children: TopBlock extends never ? never : Descendant[], extra: object = {}): Descendant =>
  ({ type: 'paragraph', ...extra, children }) as Descendant;

/** Every format the toolbar can produce, each on its own and combined. */
const DOCUMENTS: Record<string, Descendant[]> = {
  'plain paragraph': [p([{ text: 'Hello world' }])],
  'empty paragraph': [p([{ text: '' }])],
  ...Object.fromEntries(
    ([1, 2, 3, 4, 5, 6] as const).map((level) => [
      `heading ${level}`,
      [{ type: 'heading', level, children: [{ text: `Title ${level}` }] } as Descendant],
    ]),
  ),
  bold: [p([{ text: 'a ' }, { text: 'bold', bold: true }, { text: ' b' }])],
  italic: [p([{ text: 'it', italic: true }])],
  underline: [p([{ text: 'under', underline: true }])],
  strikethrough: [p([{ text: 'gone', strikethrough: true }])],
  'all marks at once': [
    p([{ text: 'x', bold: true, italic: true, underline: true, strikethrough: true }, { text: ' y' }]),
  ],
  'bulleted list': [
    {
      type: 'bulleted-list',
      children: [
        { type: 'list-item', children: [{ text: 'one' }] },
        { type: 'list-item', children: [{ text: 'two', bold: true }] },
      ],
    } as Descendant,
  ],
  'numbered list with indented item': [
    {
      type: 'numbered-list',
      children: [
        { type: 'list-item', children: [{ text: 'first' }] },
        { type: 'list-item', indent: 1, children: [{ text: 'nested' }] },
      ],
    } as Descendant,
  ],
  indent: [p([{ text: 'indented twice' }], { indent: 2 })],
  ...Object.fromEntries(
    (['center', 'right', 'justify'] as const).map((align) => [
      `align ${align}`,
      [p([{ text: align }], { align })],
    ]),
  ),
  'heading aligned and indented': [
    { type: 'heading', level: 2, align: 'center', indent: 1, children: [{ text: 'H' }] } as Descendant,
  ],
  link: [
    p([
      { text: 'see ' },
      { type: 'link', url: 'https://example.com/a?b=1&c=2', children: [{ text: 'this', italic: true }] },
      { text: ' and ' },
      { type: 'link', url: 'mailto:me@example.com', children: [{ text: 'mail' }] },
      { text: '' },
    ] as Descendant[]),
  ],
  image: [
    {
      type: 'image',
      url: 'https://cdn.example.com/x.png',
      alt: 'A cat',
      children: [{ text: '' }],
    } as Descendant,
    p([{ text: 'after' }]),
  ],
  'special characters and line break': [p([{ text: '<script>alert("x")</script> & \'q\'\nnext line' }])],
  'inline code with other marks': [
    p([
      { text: 'call ' },
      { text: 'run()', code: true },
      { text: ' or ' },
      { text: 'stop', code: true, bold: true },
    ]),
  ],
  'code block with a language, indentation, blank lines and markup': [
    {
      type: 'code-block',
      language: 'typescript',
      children: [{ text: 'if (a < b && c) {\n\treturn "<p>";\n\n    // 4 spaces\n}' }],
    } as Descendant,
  ],
  'plain-text code block between paragraphs': [
    p([{ text: 'before' }]),
    { type: 'code-block', children: [{ text: '  $ npm test\n' }] } as Descendant,
    p([{ text: 'after' }]),
  ],
  'empty code block': [{ type: 'code-block', language: 'go', children: [{ text: '' }] } as Descendant],
  'several blocks': [
    { type: 'heading', level: 1, children: [{ text: 'Top' }] } as Descendant,
    p([{ text: 'Body', bold: true }]),
    { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'i' }] }] } as Descendant,
    p([{ text: '' }]),
    p([{ text: 'end' }], { align: 'right' }),
  ],
};

describe('serialize / deserialize round trip', () => {
  test.each(Object.entries(DOCUMENTS))('%s survives value -> HTML -> value -> HTML', (_name, value) => {
    const html = serialize(value);
    const back = deserialize(html);
    expect(back).toEqual(value);
    expect(serialize(back)).toBe(html);
  });

  test('HTML written by the editor is stable', () => {
    const html =
      '<h2 style="text-align:center">Hi</h2><p class="ql-indent-1" style="padding-left:3em"><strong>b</strong> ' +
      '<a href="https://x.y/">l</a></p><ul><li>a</li></ul><ol><li>b</li></ol><img src="https://x.y/i.png" alt="">';
    expect(serialize(deserialize(html))).toBe(html);
  });

  test('serialized marks and blocks use the tags the server keeps', () => {
    expect(serialize(DOCUMENTS['all marks at once']!)).toBe(
      '<p><strong><em><u><s>x</s></u></em></strong> y</p>',
    );
    expect(serialize(DOCUMENTS['align center']!)).toBe('<p style="text-align:center">center</p>');
    expect(serialize(DOCUMENTS.indent!)).toBe(
      '<p class="ql-indent-2" style="padding-left:6em">indented twice</p>',
    );
    expect(serialize(DOCUMENTS['special characters and line break']!)).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;<br>next line</p>',
    );
  });
});

describe('code', () => {
  test('blocks are <pre><code class="language-x"> with newlines kept and markup escaped', () => {
    expect(serialize(DOCUMENTS['code block with a language, indentation, blank lines and markup']!)).toBe(
      '<pre><code class="language-typescript">if (a &lt; b &amp;&amp; c) {\n\treturn &quot;&lt;p&gt;&quot;;\n\n    // 4 spaces\n}</code></pre>',
    );
    expect(serialize(DOCUMENTS['empty code block']!)).toBe('<pre><code class="language-go"></code></pre>');
    expect(serialize(DOCUMENTS['inline code with other marks']!)).toBe(
      '<p>call <code>run()</code> or <strong><code>stop</code></strong></p>',
    );
  });

  test('pasted code from other sites: language from language-/lang- classes and aliases, <br> as newline, spans as text', () => {
    expect(
      deserialize(
        '<div class="highlight"><pre class="lang-py"><span class="k">def</span> f():<br>    <span>pass</span></pre></div>',
      ),
    ).toEqual([{ type: 'code-block', language: 'python', children: [{ text: 'def f():\n    pass' }] }]);
    expect(deserialize('<pre><code class="hljs language-js">x</code></pre>')).toEqual([
      { type: 'code-block', language: 'javascript', children: [{ text: 'x' }] },
    ]);
    expect(deserialize('<pre><code class="language-cobol">x</code></pre>')).toEqual([
      { type: 'code-block', children: [{ text: 'x' }] },
    ]);
  });

  test('a script inside a pasted <pre> is dropped, its neighbours kept', () => {
    expect(serialize(deserialize('<pre>a<script>alert(1)</script>b</pre>'))).toBe(
      '<pre><code>ab</code></pre>',
    );
  });

  test('<code>, <kbd> and <samp> outside <pre> are inline code', () => {
    expect(serialize(deserialize('<p>Press <kbd>Ctrl</kbd> and run <code>make</code></p>'))).toBe(
      '<p>Press <code>Ctrl</code> and run <code>make</code></p>',
    );
  });

  test('an empty code block alone is an empty post; any code is content', () => {
    expect(isEmptyHtml('<pre><code class="language-go"></code></pre>')).toBe(true);
    expect(isEmptyHtml('<pre><code>x</code></pre>')).toBe(false);
  });
});

describe('pasted HTML is cleaned', () => {
  test('scripts, styles, iframes and event handlers are dropped; text stays', () => {
    const value = deserialize(
      '<style>p{color:red}</style><p onclick="x()">Hi <script>alert(1)</script><iframe src="https://e.vil"></iframe>there</p>',
    );
    expect(serialize(value)).toBe('<p>Hi there</p>');
  });

  test('javascript: links are unwrapped and javascript:/data: images dropped', () => {
    const html = serialize(
      deserialize(
        '<p><a href="javascript:alert(1)">click</a><img src="javascript:x"><img src="data:image/png;base64,AA"></p>',
      ),
    );
    expect(html).toBe('<p>click</p>');
  });

  test('unknown tags keep their text; spans with styles become marks', () => {
    const html = serialize(
      deserialize(
        '<div><font color="red">red</font> <span style="font-weight:700">bold</span> <span style="text-decoration: line-through">s</span></div>',
      ),
    );
    expect(html).toBe('<p>red <strong>bold</strong> <s>s</s></p>');
  });

  test('nested lists flatten into indented items; <p> inside <li> is unwrapped', () => {
    const html = serialize(deserialize('<ul><li><p>a</p><ul><li>b</li></ul></li><li>c</li></ul>'));
    expect(html).toBe('<ul><li>a</li><li class="ql-indent-1" style="padding-left:3em">b</li><li>c</li></ul>');
  });

  test('images inside paragraphs are lifted to their own block', () => {
    const html = serialize(deserialize('<p>before<img src="https://x.y/a.png" alt="a">after</p>'));
    expect(html).toBe('<p>before</p><img src="https://x.y/a.png" alt="a"><p>after</p>');
  });

  test('whitespace between tags does not create paragraphs; bare text becomes one', () => {
    expect(serialize(deserialize('\n  <p>a</p>\n  <p>b</p>\n'))).toBe('<p>a</p><p>b</p>');
    expect(serialize(deserialize('just text'))).toBe('<p>just text</p>');
    expect(serialize(deserialize(''))).toBe('<p></p>');
  });

  test('Quill classes (ql-align, ql-indent) are understood', () => {
    expect(serialize(deserialize('<p class="ql-align-justify ql-indent-1">q</p>'))).toBe(
      '<p class="ql-indent-1" style="text-align:justify;padding-left:3em">q</p>',
    );
  });
});

describe('isEmptyHtml (the "Content is required" rule)', () => {
  test.each([
    ['', true],
    ['<p></p>', true],
    ['<p><br></p>', true],
    ['<p>   </p><p>&nbsp;</p>', true],
    ['<ul><li></li></ul>', true],
    ['<p>x</p>', false],
    ['<img src="https://x.y/a.png" alt="">', false],
  ])('%j -> %s', (html, empty) => {
    expect(isEmptyHtml(html)).toBe(empty);
  });
});
