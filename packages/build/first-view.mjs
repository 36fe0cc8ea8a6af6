// The shell's server side of home's first view: the prerender module the build copies into the dist
// (shell/src/prerender.tsx) renders Popular Blogs' cards into index.html with the API's data.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the shell's build puts its prerender module, inside dist (a dot folder: never served). */
export const FIRST_VIEW_MODULE = '.server/first-view.cjs';

/**
 * Home's document for serveStatic's `homeDocument`, or undefined when the dist has no prerender module
 * (a remote, a development build): then index.html is served as built.
 * @param {string} dist the shell's dist
 * @param {() => string | undefined} apiBaseUrl read per request (the config file can change live)
 * @returns {(() => Promise<string | null>) | undefined}
 */
export function homeDocumentFor(dist, apiBaseUrl) {
  const file = path.resolve(dist, FIRST_VIEW_MODULE);
  const index = path.resolve(dist, 'index.html');
  if (!existsSync(file) || !existsSync(index)) return undefined;
  const { createHomeDocument } = createRequire(import.meta.url)(file);
  const render = createHomeDocument({ template: readFileSync(index, 'utf8'), apiBaseUrl });
  // Asked once at start: the first visitor finds the answer cached instead of a cold API missing the
  // page's 300 ms wait (it never throws; an API not up yet just leaves the cache empty).
  void render();
  return render;
}
