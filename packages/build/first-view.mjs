// The shell's server side of pages' first views: the prerender module the build copies into the dist
// (shell/src/prerender.tsx) renders home's Popular Blogs cards and a post's header and cover into the
// page with the API's data.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the shell's build puts its prerender module, inside dist (a dot folder: never served). */
export const FIRST_VIEW_MODULE = '.server/first-view.cjs';

/**
 * @typedef {object} FirstViewDocuments
 * @property {() => Promise<string | null>} home home's HTML, or null to serve index.html as built
 * @property {(id: string) => Promise<string | null>} post a post's HTML, or null to serve the app page
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
  const { createHomeDocument, createPostDocument } = createRequire(import.meta.url)(file);
  const options = { template: readFileSync(index, 'utf8'), apiBaseUrl };
  const home = createHomeDocument(options);
  // Never the request's Host: rendered pages are kept and shared between visitors.
  const post = createPostDocument({ ...options, siteUrl: siteUrl.replace(/\/+$/, '') });
  // Asked once at start: the first visitor finds the answer cached instead of a cold API missing the
  // page's 300 ms wait (it never throws; an API not up yet just leaves the cache empty).
  void home();
  return { home, post };
}
