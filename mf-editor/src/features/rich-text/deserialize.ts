import { type CodeLanguage, codeLanguageOf } from '@cwt/contracts';
import type { Descendant } from 'slate';
import {
  ALIGNS,
  type Align,
  type BlockLayout,
  type CodeBlockElement,
  emptyValue,
  type FormattedText,
  type HeadingLevel,
  type InlineNode,
  type ListItemElement,
  MAX_INDENT,
  type Mark,
  safeUrl,
  type TopBlock,
} from './types';

type Marks = Partial<Record<Mark, true>>;

/** Elements whose whole content is dropped (never text in a post). */
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'HEAD',
  'META',
  'LINK',
  'TITLE',
  'SVG',
  'MATH',
  'CANVAS',
  'VIDEO',
  'AUDIO',
  'SELECT',
  'TEXTAREA',
  'BUTTON',
  'INPUT',
]);
const BLOCK_TAGS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'FIGURE',
  'FIGCAPTION',
  'TABLE',
  'TBODY',
  'THEAD',
  'TR',
  'TD',
  'TH',
  'DL',
  'DT',
  'DD',
  'IMG',
  'HR',
  'BODY',
  'HTML',
]);

function marksOf(el: HTMLElement, inherited: Marks): Marks {
  const marks: Marks = { ...inherited };
  const tag = el.tagName;
  const style = el.style;
  if (tag === 'STRONG' || tag === 'B') marks.bold = true;
  if (tag === 'EM' || tag === 'I') marks.italic = true;
  if (tag === 'U' || tag === 'INS') marks.underline = true;
  if (tag === 'S' || tag === 'STRIKE' || tag === 'DEL') marks.strikethrough = true;
  if (tag === 'CODE' || tag === 'KBD' || tag === 'SAMP' || tag === 'TT') marks.code = true;
  if (style) {
    const weight = style.fontWeight;
    if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) marks.bold = true;
    // Google Docs wraps whole documents in <b style="font-weight:normal">.
    if (weight === 'normal' || (Number(weight) > 0 && Number(weight) < 600)) delete marks.bold;
    if (style.fontStyle === 'italic') marks.italic = true;
    const decoration = `${style.textDecoration} ${style.textDecorationLine}`;
    if (decoration.includes('underline')) marks.underline = true;
    if (decoration.includes('line-through')) marks.strikethrough = true;
  }
  return marks;
}

function layoutOf(el: HTMLElement): BlockLayout {
  const layout: BlockLayout = {};
  const align = (el.style?.textAlign || '').toLowerCase();
  const classAlign = /(?:^|\s)ql-align-(center|right|justify)(?:\s|$)/.exec(el.className)?.[1];
  const a = (ALIGNS as readonly string[]).includes(align)
    ? (align as Align)
    : (classAlign as Align | undefined);
  if (a && a !== 'left') layout.align = a;
  let indent = 0;
  const classIndent = /(?:^|\s)ql-indent-(\d+)(?:\s|$)/.exec(el.className)?.[1];
  if (classIndent) indent = Number(classIndent);
  else if (el.dataset?.indent) indent = Number(el.dataset.indent);
  else {
    const pad = /^(\d+(?:\.\d+)?)em$/.exec(el.style?.paddingLeft || el.style?.marginLeft || '');
    if (pad) indent = Math.round(Number(pad[1]) / 3);
  }
  if (Number.isFinite(indent) && indent > 0) layout.indent = Math.min(MAX_INDENT, Math.floor(indent));
  return layout;
}

/** A <pre>'s text with its whitespace as written; <br> is a newline, other tags give their text. */
function preText(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? '';
  if (node.nodeType !== 1) return '';
  const tag = (node as HTMLElement).tagName.toUpperCase();
  if (tag === 'BR') return '\n';
  if (DROP.has(tag)) return '';
  return Array.from(node.childNodes).map(preText).join('');
}

/** The language a <pre> or its <code> names in a `language-x` / `lang-x` class (highlighters, Markdown renderers). */
function languageOf(pre: HTMLElement): CodeLanguage | null {
  for (const el of [pre, ...Array.from(pre.querySelectorAll('code'))]) {
    for (const cls of Array.from(el.classList)) {
      const language = codeLanguageOf(/^(?:language|lang)-(.+)$/.exec(cls)?.[1]);
      if (language) return language;
    }
  }
  return null;
}

function codeBlock(pre: HTMLElement): CodeBlockElement {
  const language = languageOf(pre);
  return { type: 'code-block', ...(language ? { language } : {}), children: [{ text: preText(pre) }] };
}

type Piece = InlineNode | TopBlock | ListItemElement;
const isInline = (p: Piece): p is InlineNode => !('type' in p) || p.type === 'link';

function text(value: string, marks: Marks): FormattedText {
  return { text: value, ...marks };
}

/** Merges neighbouring texts with equal marks so equal documents compare equal. */
function mergeInlines(nodes: InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    const prev = out[out.length - 1];
    if (prev && !('type' in prev) && !('type' in node)) {
      const { text: a, ...ma } = prev;
      const { text: b, ...mb } = node;
      if (JSON.stringify(Object.keys(ma).sort()) === JSON.stringify(Object.keys(mb).sort())) {
        out[out.length - 1] = { ...prev, text: a + b };
        continue;
      }
    }
    if ('type' in node) node.children = mergeInlines(node.children) as FormattedText[];
    out.push(node);
  }
  // Slate wants text at both ends and between inlines.
  const normalized: InlineNode[] = [];
  for (const node of out) {
    const prev = normalized[normalized.length - 1];
    if ('type' in node && (!prev || 'type' in prev)) normalized.push({ text: '' });
    if (!('type' in node) && node.text === '' && normalized.length > 0) continue;
    normalized.push(node);
  }
  const last = normalized[normalized.length - 1];
  if (!last || 'type' in last) normalized.push({ text: '' });
  return normalized;
}

/** Outside <pre> (read whole by codeBlock), runs of whitespace are one space, as a browser shows them. */
function collapseSpaces(value: string): string {
  return value.replace(/[\t\n\r ]+/g, ' ');
}

/** Turns a DOM node into inline pieces and block pieces, in order. */
function walk(node: Node, marks: Marks): Piece[] {
  if (node.nodeType === 3) {
    const value = collapseSpaces(node.textContent ?? '');
    return value ? [text(value, marks)] : [];
  }
  if (node.nodeType !== 1) return [];
  const el = node as HTMLElement;
  const tag = el.tagName.toUpperCase();
  if (DROP.has(tag)) return [];
  if (tag === 'BR') return [text('\n', marks)];
  if (tag === 'HR') return [];
  if (tag === 'PRE') return [codeBlock(el)];
  if (tag === 'IMG') {
    const url = safeUrl(el.getAttribute('src') ?? '', 'image');
    if (!url) return [];
    const alt = el.getAttribute('alt') ?? '';
    return [{ type: 'image', url, ...(alt ? { alt } : {}), children: [{ text: '' }] }];
  }
  const childMarks = marksOf(el, marks);
  const children = (): Piece[] => Array.from(el.childNodes).flatMap((c) => walk(c, childMarks));

  if (tag === 'A') {
    const url = safeUrl(el.getAttribute('href') ?? '', 'link');
    const inner = children();
    if (!url || inner.some((p) => !isInline(p))) return inner;
    const texts = inner.flatMap((p) => ('type' in p ? (p as { children: FormattedText[] }).children : [p]));
    return [{ type: 'link', url, children: texts as FormattedText[] }];
  }
  if (/^H[1-6]$/.test(tag)) {
    return toBlocks(children(), (inlines) => ({
      type: 'heading',
      level: Number(tag[1]) as HeadingLevel,
      ...layoutOf(el),
      children: inlines,
    }));
  }
  if (tag === 'UL' || tag === 'OL') {
    const items = listItems(el, 0);
    return items.length ? [{ type: tag === 'UL' ? 'bulleted-list' : 'numbered-list', children: items }] : [];
  }
  if (tag === 'LI') {
    // An <li> outside a list is just a paragraph.
    return toBlocks(children(), (inlines) => ({ type: 'paragraph', ...layoutOf(el), children: inlines }));
  }
  if (BLOCK_TAGS.has(tag)) {
    const layout = layoutOf(el);
    return toBlocks(children(), (inlines) => ({ type: 'paragraph', ...layout, children: inlines }));
  }
  return children();
}

/** Items of a list; nested lists are flattened into the parent with one more level of indent. */
function listItems(list: HTMLElement, depth: number): ListItemElement[] {
  const items: ListItemElement[] = [];
  for (const child of Array.from(list.children) as HTMLElement[]) {
    const tag = child.tagName.toUpperCase();
    if (tag === 'UL' || tag === 'OL') {
      items.push(...listItems(child, depth + 1));
      continue;
    }
    if (tag !== 'LI') continue;
    const layout = layoutOf(child);
    const indent = Math.min(MAX_INDENT, (layout.indent ?? 0) + depth);
    const inlines: Piece[] = [];
    const nested: ListItemElement[] = [];
    for (const node of Array.from(child.childNodes)) {
      const nodeTag = node.nodeType === 1 ? (node as HTMLElement).tagName.toUpperCase() : '';
      if (nodeTag === 'UL' || nodeTag === 'OL') nested.push(...listItems(node as HTMLElement, depth + 1));
      else inlines.push(...walk(node, {}));
    }
    // Blocks inside an item (<li><p>..</p></li>) contribute their text.
    const flat = inlines.flatMap((p): InlineNode[] =>
      isInline(p) ? [p] : 'children' in p && p.type !== 'image' ? flattenInlines(p) : [],
    );
    items.push({
      type: 'list-item',
      ...(layout.align ? { align: layout.align } : {}),
      ...(indent > 0 ? { indent } : {}),
      children: mergeInlines(trimInlines(flat)),
    });
    items.push(...nested);
  }
  return items;
}

function flattenInlines(block: Piece): InlineNode[] {
  if (isInline(block)) return [block];
  if (block.type === 'image') return [];
  return (block.children as Piece[]).flatMap(flattenInlines);
}

/** Trims collapsible whitespace at the edges of a block, as a browser does when rendering. */
function trimInlines(nodes: InlineNode[]): InlineNode[] {
  const copy = nodes.map((n) =>
    'type' in n ? { ...n, children: n.children.map((c) => ({ ...c })) } : { ...n },
  );
  const first = copy[0];
  if (first && !('type' in first)) first.text = first.text.replace(/^ +/, '');
  const last = copy[copy.length - 1];
  if (last && !('type' in last)) last.text = last.text.replace(/ +$/, '');
  return copy.filter((n) => 'type' in n || n.text !== '');
}

/** Groups runs of inline pieces into blocks made by `make`; nested blocks pass through. */
function toBlocks(pieces: Piece[], make: (inlines: InlineNode[]) => TopBlock): Piece[] {
  const out: Piece[] = [];
  let run: InlineNode[] = [];
  let sawBlock = false;
  const flush = (force: boolean) => {
    const trimmed = trimInlines(run);
    const onlySpace = run.every((n) => !('type' in n) && n.text.trim() === '' && n.text !== '\n');
    if (trimmed.length > 0 && !onlySpace) out.push(make(mergeInlines(trimmed)));
    else if (force) out.push(make([{ text: '' }]));
    run = [];
  };
  for (const piece of pieces) {
    if (isInline(piece)) run.push(piece);
    else {
      flush(false);
      sawBlock = true;
      out.push(piece);
    }
  }
  // An empty element (<p></p>, <p><br></p>) is one empty block, the way the editor wrote it.
  flush(!sawBlock);
  return out.map((p) => {
    if ('type' in p && p.type === 'paragraph') {
      const only = p.children.length === 1 ? p.children[0] : undefined;
      if (only && !('type' in only) && only.text === '\n') return { ...p, children: [{ text: '' }] };
    }
    return p;
  });
}

/** Cleaned HTML -> Slate value. Unknown tags keep their text; scripts, styles and frames vanish. */
export function deserialize(html: string): Descendant[] {
  if (!html?.trim()) return emptyValue();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const pieces = Array.from(doc.body.childNodes).flatMap((n) => walk(n, {}));
  const blocks = toBlocks(pieces, (inlines) => ({ type: 'paragraph', children: inlines })) as TopBlock[];
  return blocks.length ? blocks : emptyValue();
}

/** Parses a pasted or loaded fragment into blocks for Transforms.insertFragment. */
export function deserializeFragment(html: string): Descendant[] {
  return deserialize(html);
}
