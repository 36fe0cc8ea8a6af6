#!/usr/bin/env node
// Serves one built bundle on its own, as a deployment would: `node scripts/serve-bundle.mjs <dist> <port>
// [--spa] [--cors] [--config-file <file>] [--api <url>] [--no-preload] [--no-first-view]`. The shell's /config.json comes from the file
// when given (re-read per request), so pointing a remote elsewhere needs no rebuild; --api forwards the
// API's feeds (/rss.xml, /sitemap.xml) so they are reachable on the site's origin. With a config file
// the home page's HTML carries a preconnect hint to the API (--no-preload: none, as for the benchmark's
// single bundle). The shell's home page also carries Popular Blogs' cards rendered with the API's data
// and a post its header and cover (packages/build/first-view.mjs; --no-first-view: the built pages as they are).
// SITE_URL (default http://localhost:<port>) is the public origin in a post's canonical and share-preview tags.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, siteSecurityHeaders } from '../packages/build/csp.mjs';
import { firstViewFor } from '../packages/build/first-view.mjs';
import { homePreloadHeader } from '../packages/build/preload.mjs';
import { serveStatic } from '../packages/build/serve.mjs';

const [dist, port, ...flags] = process.argv.slice(2);
if (!dist || !port) {
  console.error(
    'usage: serve-bundle.mjs <dist> <port> [--spa] [--cors] [--config-file <file>] [--api <url>] [--no-preload] [--no-first-view]',
  );
  process.exit(2);
}
const flag = (name) => flags.includes(`--${name}`);
const value = (name) => {
  const i = flags.indexOf(`--${name}`);
  return i >= 0 ? flags[i + 1] : undefined;
};
const configFile = value('config-file');
const hashes = flag('spa') ? inlineScriptHashes(readFileSync(path.join(dist, 'index.html'), 'utf8')) : [];
const server = await serveStatic({
  root: dist,
  port: Number(port),
  host: process.env.HOST ?? '0.0.0.0',
  spa: flag('spa'),
  cors: flag('cors'),
  apiUrl: value('api'),
  // The shell's origin carries the security policy, built from the config it serves.
  headers: configFile
    ? () => siteSecurityHeaders(JSON.parse(readFileSync(configFile, 'utf8')), hashes)
    : undefined,
  // Home's HTML asks the browser to open the API's connections early.
  homeLinks:
    configFile && !flag('no-preload')
      ? () => homePreloadHeader(JSON.parse(readFileSync(configFile, 'utf8')))
      : undefined,
  firstView:
    configFile && !flag('no-first-view')
      ? firstViewFor(
          dist,
          () => JSON.parse(readFileSync(configFile, 'utf8')).apiBaseUrl,
          process.env.SITE_URL || `http://localhost:${port}`,
        )
      : undefined,
  dynamic: configFile
    ? {
        '/config.json': () => ({
          type: 'application/json; charset=utf-8',
          body: readFileSync(configFile, 'utf8'),
        }),
      }
    : undefined,
});
console.log(`serving ${dist} on http://localhost:${port}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
