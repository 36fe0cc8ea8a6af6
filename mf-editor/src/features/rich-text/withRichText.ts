import { Editor, Element, Node, type Path, Range, Transforms } from 'slate';
import { codeBlockAt, codeBlockBreak, normalizeCodeBlock } from './code-block';
import { deserialize } from './deserialize';
import { fencedMarkdownToBlocks, fenceLanguage, hasFencedCode } from './markdown-code';
import type { CodeBlockElement, CustomElement, TopBlock } from './types';

/** Schema rules, HTML and Markdown paste and the Markdown code shortcuts on top of slate-react + slate-history. */
export function withRichText(editor: Editor): Editor {
  const { isInline, isVoid, normalizeNode, insertData, insertBreak, insertSoftBreak, insertText } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);

  editor.normalizeNode = (entry) => {
    const [node, path] = entry;
    if (Element.isElement(node)) {
      const el = node as CustomElement;
      if (normalizeCodeBlock(editor, [el, path])) return;
      if (el.type === 'bulleted-list' || el.type === 'numbered-list') {
        if (el.children.length === 0) {
          Transforms.removeNodes(editor, { at: path });
          return;
        }
        for (const [child, childPath] of Node.children(editor, path)) {
          if (Element.isElement(child) && child.type !== 'list-item') {
            Transforms.setNodes(editor, { type: 'list-item' }, { at: childPath });
            return;
          }
        }
        // Two lists of the same kind next to each other are one list.
        const next = Node.has(editor, [...path.slice(0, -1), path[path.length - 1]! + 1])
          ? Node.get(editor, [...path.slice(0, -1), path[path.length - 1]! + 1])
          : null;
        if (next && Element.isElement(next) && next.type === el.type) {
          Transforms.mergeNodes(editor, { at: [...path.slice(0, -1), path[path.length - 1]! + 1] });
          return;
        }
      }
      if (el.type === 'list-item') {
        const parent = Node.parent(editor, path);
        if (
          !Element.isElement(parent) ||
          (parent.type !== 'bulleted-list' && parent.type !== 'numbered-list')
        ) {
          Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
          return;
        }
      }
    }
    if (path.length === 0 && editor.children.length === 0) {
      Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: [0] });
      return;
    }
    normalizeNode(entry);
  };

  editor.insertBreak = () => {
    if (codeBlockBreak(editor)) return;
    if (codeFenceTyped(editor)) return;
    const entry = Editor.above(editor, { match: (n) => Element.isElement(n) && Editor.isBlock(editor, n) });
    const block = entry?.[0] as CustomElement | undefined;
    // Enter on an empty list item leaves the list, like every word processor.
    if (block?.type === 'list-item' && Node.string(block) === '' && editor.selection) {
      Transforms.unwrapNodes(editor, {
        match: (n) => Element.isElement(n) && (n.type === 'bulleted-list' || n.type === 'numbered-list'),
        split: true,
      });
      Transforms.setNodes(editor, { type: 'paragraph' });
      return;
    }
    insertBreak();
    // A new line after a heading is body text.
    if (block?.type === 'heading') {
      Transforms.setNodes(editor, { type: 'paragraph' });
      Transforms.unsetNodes(editor, 'level');
    }
  };

  editor.insertSoftBreak = () => {
    if (codeBlockAt(editor)) Transforms.insertText(editor, '\n');
    else insertSoftBreak();
  };

  editor.insertText = (text) => {
    if (text === '`' && codeShortcut(editor)) return;
    insertText(text);
  };

  editor.insertData = (data) => {
    const plain = data.getData('text/plain');
    // Inside a code block a paste is its text, whitespace and all, whatever else the clipboard holds.
    if (codeBlockAt(editor)) {
      if (plain) Transforms.insertText(editor, plain.replace(/\r\n?/g, '\n'));
      return;
    }
    // Markdown with fences (a README, a chat message) wins over the HTML an editor app puts beside it.
    if (plain && hasFencedCode(plain)) {
      insertBlocks(editor, fencedMarkdownToBlocks(plain));
      return;
    }
    const html = data.getData('text/html');
    if (html) {
      Transforms.insertFragment(editor, deserialize(html));
      return;
    }
    insertData(data);
  };

  return editor;
}

/** The paragraph around a collapsed selection, when it is a top-level paragraph. */
function paragraphAt(editor: Editor) {
  if (!editor.selection || !Range.isCollapsed(editor.selection)) return undefined;
  const entry = Editor.above(editor, { match: (n) => Element.isElement(n) && Editor.isBlock(editor, n) });
  return entry && entry[1].length === 1 && (entry[0] as CustomElement).type === 'paragraph'
    ? entry
    : undefined;
}

/** Enter after ```lang alone on a line: that paragraph becomes an empty code block in that language. */
function codeFenceTyped(editor: Editor): boolean {
  const entry = paragraphAt(editor);
  const fence = entry && fenceLanguage(Node.string(entry[0]));
  if (!entry || !fence) return false;
  emptyIntoCodeBlock(editor, entry[1], fence.language);
  return true;
}

/** The paragraph at `path`, emptied of the fence typed into it, becomes a code block. */
function emptyIntoCodeBlock(editor: Editor, path: Path, language?: CodeBlockElement['language']): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.delete(editor, {
      at: { anchor: Editor.start(editor, path), focus: Editor.end(editor, path) },
    });
    Transforms.unsetNodes(editor, ['align', 'indent'], { at: path });
    Transforms.setNodes(editor, { type: 'code-block', ...(language ? { language } : {}) }, { at: path });
  });
}

/**
 * A typed backtick: the third on an otherwise empty line starts a code block; one closing `text`
 * makes that text inline code (and what is typed next is plain again).
 */
function codeShortcut(editor: Editor): boolean {
  const selection = editor.selection;
  if (!selection || !Range.isCollapsed(selection) || codeBlockAt(editor)) return false;
  const paragraph = paragraphAt(editor);
  if (paragraph && Node.string(paragraph[0]) === '``') {
    emptyIntoCodeBlock(editor, paragraph[1]);
    return true;
  }
  const { anchor } = selection;
  const leaf = Node.leaf(editor, anchor.path);
  // Within one text only: a run across a link or other marks is left as typed.
  const match = /`([^`]*[^`\s][^`]*)$/.exec(leaf.text.slice(0, anchor.offset));
  if (!match || leaf.code) return false;
  const { text: _text, ...marks } = leaf;
  Transforms.delete(editor, {
    at: { anchor: { path: anchor.path, offset: anchor.offset - match[0].length }, focus: anchor },
  });
  Transforms.insertNodes(editor, { ...marks, text: match[1]!, code: true });
  Editor.removeMark(editor, 'code');
  return true;
}

/** Inserts whole blocks at the cursor: an empty paragraph there is replaced, a full one split. */
function insertBlocks(editor: Editor, blocks: TopBlock[]): void {
  if (blocks.length === 0) return;
  const paragraph = paragraphAt(editor);
  if (paragraph && Node.string(paragraph[0]) === '') {
    const [, path] = paragraph;
    Editor.withoutNormalizing(editor, () => {
      Transforms.removeNodes(editor, { at: path });
      Transforms.insertNodes(editor, blocks, { at: path });
    });
    Transforms.select(editor, Editor.end(editor, [path[0]! + blocks.length - 1]));
    return;
  }
  Transforms.insertNodes(editor, blocks);
}

export function editorText(editor: Editor): string {
  return editor.children.map((n) => Node.string(n)).join(' ');
}
