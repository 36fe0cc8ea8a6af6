import { codeLanguageOf } from '@cwt/contracts';
import { Editor, Element, type Node, type NodeEntry, Path, Range, Transforms } from 'slate';
import type { CodeBlockElement, CustomElement, TopBlock } from './types';

/** What Tab inserts in a code block, and Shift+Tab takes away from the start of a line. */
export const CODE_INDENT = '  ';

export const isCodeBlock = (n: Node): n is CodeBlockElement =>
  Element.isElement(n) && n.type === 'code-block';

/** The code block around the selection, if the selection is inside one. */
export function codeBlockAt(editor: Editor): NodeEntry<CodeBlockElement> | undefined {
  if (!editor.selection) return undefined;
  return Editor.above(editor, { at: editor.selection, match: isCodeBlock });
}

export function isCodeBlockActive(editor: Editor): boolean {
  return codeBlockAt(editor) !== undefined;
}

/** Top-level blocks the selection touches. */
function selectedTopBlocks(editor: Editor): NodeEntry<TopBlock>[] {
  if (!editor.selection) return [];
  const range = Editor.unhangRange(editor, editor.selection);
  return [
    ...Editor.nodes(editor, { at: range, match: (_n, path) => path.length === 1 }),
  ] as NodeEntry<TopBlock>[];
}

/**
 * Turns the selected blocks into one code block (their texts as its lines), or, inside code
 * blocks, each line back into a paragraph.
 */
export function toggleCodeBlock(editor: Editor, language?: CodeBlockElement['language']): void {
  const entries = selectedTopBlocks(editor);
  if (entries.length === 0) return;
  Editor.withoutNormalizing(editor, () => {
    if (entries.every(([node]) => node.type === 'code-block')) {
      let total = 0;
      for (const [, path] of [...entries].reverse()) {
        const lines = Editor.string(editor, path).split('\n');
        total += lines.length;
        Transforms.removeNodes(editor, { at: path });
        Transforms.insertNodes(
          editor,
          lines.map((text) => ({ type: 'paragraph', children: [{ text }] }) as TopBlock),
          { at: path },
        );
      }
      // The blocks are contiguous: select all the lines they became, so a heading can follow.
      const first = entries[0]![1][0]!;
      Transforms.select(editor, {
        anchor: Editor.start(editor, [first]),
        focus: Editor.end(editor, [first + total - 1]),
      });
      return;
    }
    const lines = entries.flatMap(([node, path]) =>
      node.type === 'bulleted-list' || node.type === 'numbered-list'
        ? node.children.map((_, i) => Editor.string(editor, [...path, i]))
        : node.type === 'image'
          ? []
          : [Editor.string(editor, path)],
    );
    const first = entries[0]![1];
    for (const [, path] of [...entries].reverse()) Transforms.removeNodes(editor, { at: path });
    const block: CodeBlockElement = {
      type: 'code-block',
      ...(language ? { language } : {}),
      children: [{ text: lines.join('\n') }],
    };
    Transforms.insertNodes(editor, block, { at: first });
    Transforms.select(editor, Editor.end(editor, first));
  });
}

export function setCodeLanguage(editor: Editor, path: Path, language: CodeBlockElement['language']): void {
  if (language) Transforms.setNodes(editor, { language }, { at: path });
  else Transforms.unsetNodes(editor, 'language', { at: path });
}

/** Leaves the code block by keyboard: an empty paragraph after it takes the cursor. */
export function exitCodeBlock(editor: Editor): boolean {
  const entry = codeBlockAt(editor);
  if (!entry) return false;
  const next = Path.next(entry[1]);
  Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: next });
  Transforms.select(editor, Editor.start(editor, next));
  return true;
}

/**
 * Enter inside a code block: a newline; on an empty last line (Enter twice at the end), that
 * line is dropped and the cursor leaves the block. In a new block with no language, a first line
 * naming one (```ts then Enter, as in Markdown) sets it instead.
 */
export function codeBlockBreak(editor: Editor): boolean {
  const entry = codeBlockAt(editor);
  if (!entry || !editor.selection) return false;
  const [block, path] = entry;
  const text = Editor.string(editor, path);
  const atEnd = Range.isCollapsed(editor.selection) && Editor.isEnd(editor, editor.selection.anchor, path);
  const named = atEnd && !block.language ? codeLanguageOf(text) : null;
  if (named) {
    Transforms.delete(editor, {
      at: { anchor: Editor.start(editor, path), focus: Editor.end(editor, path) },
    });
    Transforms.setNodes(editor, { language: named }, { at: path });
    return true;
  }
  if (atEnd && text.endsWith('\n')) {
    Transforms.delete(editor, { at: editor.selection.anchor, distance: 1, unit: 'character', reverse: true });
    return exitCodeBlock(editor);
  }
  Transforms.insertText(editor, '\n');
  return true;
}

/** Offsets (in the block's one text) where each line the selection touches starts. */
function touchedLineStarts(text: string, start: number, end: number): number[] {
  const starts = [text.lastIndexOf('\n', start - 1) + 1];
  for (let i = text.indexOf('\n', start); i !== -1 && i < end; i = text.indexOf('\n', i + 1))
    starts.push(i + 1);
  return starts;
}

/**
 * Tab in a code block: two spaces at the cursor, or before every selected line; Shift+Tab takes up
 * to two spaces from the start of each touched line.
 */
export function indentCode(editor: Editor, outdent: boolean): boolean {
  const entry = codeBlockAt(editor);
  if (!entry || !editor.selection) return false;
  const [block, path] = entry;
  const textPath = [...path, 0];
  // The block holds one text (normalization merges unmarked texts), so offsets are the block's.
  const text = (block.children[0] as { text: string }).text;
  const [start, end] = Range.edges(editor.selection).map((p) => p.offset) as [number, number];
  if (!outdent && Range.isCollapsed(editor.selection)) {
    Transforms.insertText(editor, CODE_INDENT);
    return true;
  }
  Editor.withoutNormalizing(editor, () => {
    for (const lineStart of touchedLineStarts(text, start, end).reverse()) {
      const at = { path: textPath, offset: lineStart };
      if (!outdent) {
        Transforms.insertText(editor, CODE_INDENT, { at });
        continue;
      }
      const spaces = /^ */.exec(text.slice(lineStart, lineStart + CODE_INDENT.length))![0].length;
      if (spaces > 0)
        Transforms.delete(editor, {
          at: { anchor: at, focus: { path: textPath, offset: lineStart + spaces } },
        });
    }
  });
  return true;
}

/** Keeps code blocks plain: no marks, no links inside. True when it changed something. */
export function normalizeCodeBlock(editor: Editor, [node, path]: NodeEntry<CustomElement>): boolean {
  if (node.type !== 'code-block') return false;
  for (const [i, child] of (node.children as Node[]).entries()) {
    if (Element.isElement(child)) {
      Transforms.unwrapNodes(editor, { at: [...path, i] });
      return true;
    }
    const marks = Object.keys(child).filter((k) => k !== 'text');
    if (marks.length > 0) {
      Transforms.unsetNodes(editor, marks, { at: [...path, i] });
      return true;
    }
  }
  return false;
}
