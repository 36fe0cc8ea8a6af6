import type { Descendant } from 'slate';
import type { BlockLayout, FormattedText, InlineNode, TopBlock } from './types';

/** Quill's indent step, so posts written by earlier clients (ql-indent-N) render the same. */
export const INDENT_EM = 3;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function serializeText(node: FormattedText): string {
  // Line breaks typed with Shift+Enter live in the text as \n.
  let html = escapeHtml(node.text).replace(/\n/g, '<br>');
  if (!html) return '';
  if (node.code) html = `<code>${html}</code>`;
  if (node.strikethrough) html = `<s>${html}</s>`;
  if (node.underline) html = `<u>${html}</u>`;
  if (node.italic) html = `<em>${html}</em>`;
  if (node.bold) html = `<strong>${html}</strong>`;
  return html;
}

function serializeInlines(nodes: InlineNode[]): string {
  return nodes
    .map((n) =>
      'type' in n
        ? `<a href="${escapeHtml(n.url)}">${n.children.map(serializeText).join('')}</a>`
        : serializeText(n),
    )
    .join('');
}

function layoutAttrs(block: BlockLayout): string {
  const styles: string[] = [];
  let cls = '';
  if (block.align && block.align !== 'left') styles.push(`text-align:${block.align}`);
  if (block.indent && block.indent > 0) {
    styles.push(`padding-left:${block.indent * INDENT_EM}em`);
    cls = ` class="ql-indent-${block.indent}"`;
  }
  return `${cls}${styles.length ? ` style="${styles.join(';')}"` : ''}`;
}

function serializeBlock(block: TopBlock): string {
  switch (block.type) {
    case 'heading':
      return `<h${block.level}${layoutAttrs(block)}>${serializeInlines(block.children)}</h${block.level}>`;
    case 'bulleted-list':
    case 'numbered-list': {
      const tag = block.type === 'bulleted-list' ? 'ul' : 'ol';
      const items = block.children
        .map((li) => `<li${layoutAttrs(li)}>${serializeInlines(li.children)}</li>`)
        .join('');
      return `<${tag}>${items}</${tag}>`;
    }
    case 'image':
      return `<img src="${escapeHtml(block.url)}" alt="${escapeHtml(block.alt ?? '')}">`;
    case 'code-block': {
      // Newlines stay newlines: <pre> keeps them, and <br> would be a tag inside the code.
      const code = escapeHtml(block.children.map((t) => t.text).join(''));
      const cls = block.language ? ` class="language-${block.language}"` : '';
      return `<pre><code${cls}>${code}</code></pre>`;
    }
    default:
      return `<p${layoutAttrs(block)}>${serializeInlines(block.children)}</p>`;
  }
}

/** Slate value -> the HTML stored as the post's content. */
export function serialize(value: Descendant[]): string {
  return (value as TopBlock[]).map(serializeBlock).join('');
}

/** True for a document with no words and no image: empty, or one empty paragraph (the spec's rule). */
export function isEmptyHtml(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  return (
    html
      .replace(/<br\s*\/?>/gi, '')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}
