// Serve time: a page's HTML with its first view rendered from the API's data in place of the build-time
// one, so the largest paint (home's first cards, a post's cover) is requested by the HTML parser
// instead of after the shell, the reader and the API answer.

import type { Locale } from '@cwt/contracts';
import { FIRST_VIEW_DATA_ID, type FirstViewData } from '@cwt/core';
import type { ApiSourceOptions } from './api-source';
import { DESCRIPTION, escapeHtml, TITLE } from './html';
import { localizeDocument } from './locale';

/** What the shell's server gives each page's document maker. */
export interface FirstViewDocumentOptions extends ApiSourceOptions {
  /** The built index.html. */
  template: string;
}

/**
 * JSON that can sit inside a <script> element: `<`, `>` and `&` (a title holding `</script>` or
 * `<!--`) and the JavaScript line separators are written as \u escapes, which JSON.parse reads back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface FirstView {
  /** The view's markup, rendered by the same routes as the browser's. */
  markup: string;
  /** What the placeholders and the page start from (the data block). */
  data: FirstViewData;
  /** The largest paint's image: preloaded before the page's scripts. */
  image?: string | null;
  /** The document's title and description, when the page has its own. */
  title?: string;
  description?: string;
  /** More of the head's markup (a post's canonical link and share-preview tags), already escaped. */
  head?: string;
}

/**
 * index.html in `locale` with `view` (rendered in it) in place of the build-time first view
 * (`prerendered`), the data in a JSON
 * block outside #root (React's render of #root would remove it), and the image preloaded first (the
 * head's deferred bundles would otherwise be fetched before it). Null when the template does not hold
 * the build-time markup (a build of another version).
 */
export function firstViewDocument(
  built: string,
  prerendered: string,
  view: FirstView,
  locale: Locale,
): string | null {
  const template = localizeDocument(built, locale);
  const at = template.indexOf(prerendered);
  const end = template.lastIndexOf('</body>');
  const head = template.indexOf('<script');
  if (at < 0 || end < 0 || head < 0 || head > at) return null;
  const block = `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${jsonForScript(view.data)}</script>`;
  const preload = view.image
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(view.image)}">`
    : '';
  let top = template.slice(0, head);
  if (view.title !== undefined)
    top = top.replace(TITLE, () => `<title>${escapeHtml(view.title ?? '')}</title>`);
  if (view.description !== undefined) {
    const content = escapeHtml(view.description);
    top = top.replace(DESCRIPTION, () => `<meta name="description" content="${content}">`);
  }
  return (
    top +
    (view.head ?? '') +
    preload +
    template.slice(head, at) +
    view.markup +
    template.slice(at + prerendered.length, end) +
    block +
    template.slice(end)
  );
}

/**
 * Renders each answer once: a source hands back the same object until it refreshes it, so its
 * document is kept beside it until then.
 */
export function renderedOnce<T extends object>(
  render: (data: T) => string | null,
): (data: T) => string | null {
  const documents = new WeakMap<T, string | null>();
  return (data) => {
    if (!documents.has(data)) documents.set(data, render(data));
    return documents.get(data) ?? null;
  };
}
