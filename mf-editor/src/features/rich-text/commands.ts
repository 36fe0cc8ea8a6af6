import { Editor, Element, type Node, Range, Transforms } from 'slate';
import { isCodeBlockActive, toggleCodeBlock } from './code-block';
import {
  type Align,
  type CustomElement,
  type HeadingLevel,
  type ImageElement,
  type LinkElement,
  type ListType,
  MARKS,
  MAX_INDENT,
  type Mark,
  safeUrl,
  type TextBlock,
} from './types';

const isList = (n: Node): n is Extract<CustomElement, { type: ListType }> =>
  Element.isElement(n) && (n.type === 'bulleted-list' || n.type === 'numbered-list');
const isTextBlock = (n: Node): n is TextBlock =>
  Element.isElement(n) && (n.type === 'paragraph' || n.type === 'heading' || n.type === 'list-item');

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

/** 'paragraph', 'h1'..'h6' or 'code' of the block at the selection, or '' when mixed or none. */
export type BlockFormat = 'paragraph' | `h${HeadingLevel}` | 'code';

export function currentBlockFormat(editor: Editor): BlockFormat | '' {
  if (!editor.selection) return 'paragraph';
  if (isCodeBlockActive(editor)) return 'code';
  const blocks = [...Editor.nodes(editor, { match: isTextBlock, mode: 'lowest' })].map(([n]) => n);
  const formats = new Set(blocks.map((b) => (b.type === 'heading' ? (`h${b.level}` as const) : 'paragraph')));
  return formats.size === 1 ? [...formats][0]! : '';
}

export function setBlockFormat(editor: Editor, format: BlockFormat): void {
  if (format === 'code') {
    if (!isCodeBlockActive(editor)) toggleCodeBlock(editor);
    return;
  }
  // Out of the code block first: its lines become paragraphs, which then take the format.
  if (isCodeBlockActive(editor)) toggleCodeBlock(editor);
  Editor.withoutNormalizing(editor, () => {
    // Headings are never list items: leave the list first.
    Transforms.unwrapNodes(editor, { match: isList, split: true });
    if (format === 'paragraph') {
      Transforms.setNodes(editor, { type: 'paragraph' }, { match: isTextBlock });
      Transforms.unsetNodes(editor, 'level', { match: isTextBlock });
    } else {
      Transforms.setNodes(
        editor,
        { type: 'heading', level: Number(format.slice(1)) as HeadingLevel },
        { match: isTextBlock },
      );
    }
  });
}

export function isListActive(editor: Editor, type: ListType): boolean {
  if (!editor.selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (n) => isList(n),
    mode: 'lowest',
  });
  return Boolean(match && (match[0] as CustomElement).type === type);
}

export function toggleList(editor: Editor, type: ListType): void {
  const active = isListActive(editor, type);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: isList, split: true });
    Transforms.setNodes(editor, { type: active ? 'paragraph' : 'list-item' }, { match: isTextBlock });
    Transforms.unsetNodes(editor, 'level', { match: isTextBlock });
    if (!active) Transforms.wrapNodes(editor, { type, children: [] }, { match: (n) => isTextBlock(n) });
  });
}

export function currentAlign(editor: Editor): Align {
  const [entry] = Editor.nodes(editor, { match: isTextBlock, mode: 'lowest' });
  return (entry?.[0] as TextBlock | undefined)?.align ?? 'left';
}

export function setAlign(editor: Editor, align: Align): void {
  if (align === 'left') Transforms.unsetNodes(editor, 'align', { match: isTextBlock });
  else Transforms.setNodes(editor, { align }, { match: isTextBlock });
}

export function changeIndent(editor: Editor, delta: 1 | -1): void {
  for (const [node, path] of Editor.nodes(editor, { match: isTextBlock, mode: 'lowest' })) {
    const next = Math.max(0, Math.min(MAX_INDENT, ((node as TextBlock).indent ?? 0) + delta));
    if (next === 0) Transforms.unsetNodes(editor, 'indent', { at: path });
    else Transforms.setNodes(editor, { indent: next }, { at: path });
  }
}

export function isLinkActive(editor: Editor): boolean {
  const [link] = Editor.nodes(editor, { match: (n) => Element.isElement(n) && n.type === 'link' });
  return Boolean(link);
}

/** Wraps the selection in a link, or inserts the URL as linked text when nothing is selected. */
export function insertLink(editor: Editor, raw: string): boolean {
  const url = safeUrl(/^www\./i.test(raw.trim()) ? `https://${raw.trim()}` : raw, 'link');
  if (!url) return false;
  if (isLinkActive(editor)) removeLink(editor);
  const link: LinkElement = { type: 'link', url, children: [] };
  if (!editor.selection || Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, { ...link, children: [{ text: url }] });
  } else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
  return true;
}

export function removeLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: (n) => Element.isElement(n) && n.type === 'link' });
}

export function insertImage(editor: Editor, raw: string, alt = ''): boolean {
  const url = safeUrl(raw, 'image');
  if (!url) return false;
  const image: ImageElement = { type: 'image', url, ...(alt ? { alt } : {}), children: [{ text: '' }] };
  Transforms.insertNodes(editor, [image, { type: 'paragraph', children: [{ text: '' }] }]);
  return true;
}

/** "Clean": plain paragraphs, no marks, no links, no lists, no layout. */
export function clearFormatting(editor: Editor): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.unsetNodes(editor, [...MARKS], { match: (n) => !Element.isElement(n), split: true });
    removeLink(editor);
    Transforms.unwrapNodes(editor, { match: isList, split: true });
    Transforms.setNodes(editor, { type: 'paragraph' }, { match: isTextBlock });
    Transforms.unsetNodes(editor, ['level', 'align', 'indent'], { match: isTextBlock });
  });
  for (const mark of MARKS) Editor.removeMark(editor, mark);
}
