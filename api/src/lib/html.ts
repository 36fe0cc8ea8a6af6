import { CODE_LANGUAGE_CLASS } from '@cwt/contracts';
import sanitizeHtml from 'sanitize-html';

const MENTION_HREF = /^\/profile\/[0-9a-f]{24}$/;

/**
 * A mention keeps exactly `href="/profile/{id}" data-mention` (services/mentions.ts writes them);
 * `data-mention` on any other link is dropped, and every other link opens without an opener.
 */
function linkTransform(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { 'data-mention': mention, ...rest } = attribs;
  if (mention !== undefined && rest.href !== undefined && MENTION_HREF.test(rest.href))
    return { tagName, attribs: { href: rest.href, 'data-mention': '' } };
  return { tagName, attribs: { ...rest, rel: 'noopener noreferrer nofollow' } };
}

/** What the rich-text editor produces (headers, marks, lists, indent, align, links, images, code). */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'blockquote',
    'pre',
    'code',
    'span',
    'div',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'data-mention'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class', 'style', 'data-indent'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      'padding-left': [/^\d+(\.\d+)?(em|rem|px)$/],
      'margin-left': [/^\d+(\.\d+)?(em|rem|px)$/],
    },
  },
  // A code element may name its language, from the supported list only: the reader's highlighter
  // reads that class, and nothing else in a post may style itself through a class.
  allowedClasses: { '*': [/^ql-(align|indent)-[\w-]+$/], code: [CODE_LANGUAGE_CLASS] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  transformTags: { a: linkTransform },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|div|blockquote)>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function excerptOf(text: string, max = 220): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function wordCount(text: string): number {
  return text ? text.split(/\s+/).filter(Boolean).length : 0;
}

/** The spec: words / 200 rounded up; 5 when there is no content. */
export function readingMinutes(words: number): number {
  return words > 0 ? Math.ceil(words / 200) : 5;
}
