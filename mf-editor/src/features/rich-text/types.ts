import type { CodeLanguage } from '@cwt/contracts';
import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

export type Align = 'left' | 'center' | 'right' | 'justify';
export const ALIGNS: readonly Align[] = ['left', 'center', 'right', 'justify'];
export const MAX_INDENT = 8;
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Layout every text block may carry; `align` undefined means left. */
export interface BlockLayout {
  align?: Align;
  indent?: number;
}

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strikethrough?: true;
  /** Inline code: `<code>` outside a code block. */
  code?: true;
}
export type Mark = 'bold' | 'italic' | 'underline' | 'strikethrough' | 'code';
export const MARKS: readonly Mark[] = ['bold', 'italic', 'underline', 'strikethrough', 'code'];

export interface LinkElement {
  type: 'link';
  url: string;
  children: FormattedText[];
}
export type InlineNode = FormattedText | LinkElement;

export interface ParagraphElement extends BlockLayout {
  type: 'paragraph';
  children: InlineNode[];
}
export interface HeadingElement extends BlockLayout {
  type: 'heading';
  level: HeadingLevel;
  children: InlineNode[];
}
export interface ListItemElement extends BlockLayout {
  type: 'list-item';
  children: InlineNode[];
}
export interface ListElement {
  type: 'bulleted-list' | 'numbered-list';
  children: ListItemElement[];
}
export interface ImageElement {
  type: 'image';
  url: string;
  alt?: string;
  children: [FormattedText];
}

/**
 * A code block: one unmarked text whose newlines are its lines (Enter inserts one), stored as
 * `<pre><code class="language-<id>">`; no language means plain text.
 */
export interface CodeBlockElement {
  type: 'code-block';
  language?: CodeLanguage;
  children: FormattedText[];
}

export type TextBlock = ParagraphElement | HeadingElement | ListItemElement;
export type TopBlock = ParagraphElement | HeadingElement | ListElement | ImageElement | CodeBlockElement;
export type CustomElement = TopBlock | ListItemElement | LinkElement;
export type ListType = ListElement['type'];

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: CustomElement;
    Text: FormattedText;
  }
}

export type RichValue = Descendant[];

export const emptyValue = (): TopBlock[] => [{ type: 'paragraph', children: [{ text: '' }] }];

/** Links and images: only these schemes survive the editor, the paste cleaner and the server. */
export function safeUrl(raw: string, kind: 'link' | 'image'): string | null {
  const value = raw.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    const ok = kind === 'link' ? ['http:', 'https:', 'mailto:'] : ['http:', 'https:'];
    return ok.includes(url.protocol) ? value : null;
  } catch {
    return null;
  }
}
