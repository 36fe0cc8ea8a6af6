// The shell's server side of pages' first views: the prerender module the build copies into the dist
// (shell/src/prerender.tsx) renders home's Popular Blogs cards and a post's header and cover into the
// page with the API's data, and every page in the language the request negotiates.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the shell's build puts its prerender module, inside dist (a dot folder: never served). */
export const FIRST_VIEW_MODULE = '.server/first-view.cjs';

/**
 * @typedef {object} FirstViewDocuments
 * @property {(req: import('node:http').IncomingMessage) => string} locale the request's language: the
 *   `locale` cookie, then Accept-Language, then English
 * @property {(locale: string) => Promise<string | null>} home home's HTML, or null to serve index.html
 * @property {(id: string, locale: string) => Promise<string | null>} post a post's HTML, or null to serve
 *   the app page
 * @property {(html: string, locale: string) => Promise<string>} page a built page in the language
 */

/**
 * serveStatic's `firstView`, or undefined when the dist has no prerender module (a remote, a
 * development build): then the pages are served as built.
 * @param {string} dist the shell's dist
 * @param {() => string | undefined} apiBaseUrl read per request (the config file can change live)
 * @param {string} siteUrl the site's public origin: a post's canonical and share-preview URLs
 * @returns {FirstViewDocuments | undefined}
 */
export function firstViewFor(dist, apiBaseUrl, siteUrl) {
  const file = path.resolve(dist, FIRST_VIEW_MODULE);
  const index = path.resolve(dist, 'index.html');
  if (!existsSync(file) || !existsSync(index)) return undefined;
  const { createHomeDocument, createPostDocument, localizeDocument, prepareFirstView, requestLocale } =
    createRequire(import.meta.url)(file);
  const options = { template: readFileSync(index, 'utf8'), apiBaseUrl };
  const home = createHomeDocument(options);
  // Never the request's Host: rendered pages are kept and shared between visitors.
  const post = createPostDocument({ ...options, siteUrl: siteUrl.replace(/\/+$/, '') });
  // Asked once at start: the first visitor finds the answer cached instead of a cold API missing the
  // page's 300 ms wait (it never throws; an API not up yet just leaves the cache empty).
  void home('en');
  return {
    locale: (req) =>
      requestLocale({ cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] }),
    home,
    post,
    page: async (html, locale) => {
      await prepareFirstView();
      return localizeDocument(html, locale);
    },
  };
}
