// Serve time: home's HTML with Popular Blogs' cards in it, so their images are requested by the HTML
// parser instead of after the shell, the reader and the API answer (they are home's largest paint).
import type { PagedPosts } from '@cwt/contracts';
import { FIRST_VIEW_DATA_ID, type FirstViewData } from '@cwt/core';
import { createPopularSource, type PopularSourceOptions } from './popular-source';
import { renderHome } from './render-home';

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

/** An attribute value between double quotes. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A preload of the first card's image, before the page's scripts in <head>: the browser fetches it
 * first instead of after the deferred bundles the head names earlier (it is the largest paint).
 */
function imagePreload(popular: PagedPosts): string {
  const url = popular.content[0]?.imageCloudUrl;
  return url ? `<link rel="preload" as="image" fetchpriority="high" href="${attribute(url)}">` : '';
}

/**
 * index.html with the first view rendered from `popular` in place of the build-time one, and the data
 * in a JSON block outside #root (the placeholder and the reader read it; React's render of #root would
 * remove it). Null when the template does not hold the build-time markup (a build of another version).
 */
export function homeDocument(template: string, popular: PagedPosts): string | null {
  const prerendered = renderHome();
  const at = template.indexOf(prerendered);
  const end = template.lastIndexOf('</body>');
  const head = template.indexOf('<script');
  if (at < 0 || end < 0 || head < 0 || head > at) return null;
  const data: FirstViewData = { popular };
  const block = `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${jsonForScript(data)}</script>`;
  return (
    template.slice(0, head) +
    imagePreload(popular) +
    template.slice(head, at) +
    renderHome(popular) +
    template.slice(at + prerendered.length, end) +
    block +
    template.slice(end)
  );
}

export interface HomeDocumentOptions extends PopularSourceOptions {
  /** The built index.html. */
  template: string;
}

/**
 * For the shell's static server: resolves to home's HTML with the popular posts, or null to serve the
 * built index.html as it is (API slow or down, no API configured, an unexpected template). Never throws.
 */
export function createHomeDocument(options: HomeDocumentOptions): () => Promise<string | null> {
  const popular = createPopularSource(options);
  // Rendered once per answer: the cache hands back the same object until it refreshes.
  let last: { data: PagedPosts; html: string | null } | null = null;
  return async () => {
    try {
      const data = await popular();
      if (!data || data.content.length === 0) return null;
      if (last?.data !== data) last = { data, html: homeDocument(options.template, data) };
      return last.html;
    } catch (error) {
      console.error('[cwt] home first view: serving the built page', error);
      return null;
    }
  };
}
