// Production static server for one front-end bundle: precompressed files (brotli/gzip), hashed
// chunks cached for a year, entry files (index.html, remoteEntry.js, mf-manifest.json, config.json)
// revalidated on every load, so a redeployed remote is picked up on reload.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const IMMUTABLE = /^\/(chunks|assets)\//;
/** A post's page (the shell renders its first view): /blog/<ObjectId>. */
const POST_PAGE = /^\/blog\/([0-9a-f]{24})\/?$/i;
/** Documents the API renders that belong on the site's origin. */
const API_FEEDS = /^\/(rss\.xml|sitemap(-\d+)?\.xml)$/;

function forward(url, res) {
  fetch(url)
    .then(async (upstream) => {
      res.writeHead(upstream.status, {
        'Content-Type': upstream.headers.get('content-type') ?? 'application/xml',
        'Cache-Control': 'public, max-age=300',
      });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    })
    .catch(() => res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('API unavailable'));
}

function spaDocument(root) {
  const app = path.join(root, 'app.html');
  return isFile(app) ? app : path.join(root, 'index.html');
}

function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/**
 * @param {object} options
 * @param {string} options.root              folder to serve (a bundle's dist)
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.spa]            extension-less paths fall back to app.html, else index.html (the shell)
 * @param {boolean} [options.cors]           allow any origin to fetch (remotes: the shell reads their manifest)
 * @param {Record<string, () => {type: string, body: string}>} [options.dynamic] generated files, e.g. /config.json
 * @param {Record<string, string> | (() => Record<string, string>)} [options.headers] extra headers on every
 *   response (the shell's security policy, recomputed per request when its config can change)
 * @param {() => string | undefined} [options.homeLinks] the shell: a Link header (preload hints) for the pages
 *   that carry a first view (home, a post)
 * @param {import('./first-view.mjs').FirstViewDocuments} [options.firstView] the shell: home's and a post's
 *   HTML rendered at serve time with the API's data (see first-view.mjs); null serves the built file
 * @param {string} [options.apiUrl]         the shell forwards the API's feeds (/rss.xml, /sitemap*.xml) so they live on the site's origin
 */
export function serveStatic(options) {
  const root = path.resolve(options.root);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const extra = typeof options.headers === 'function' ? options.headers() : options.headers;
    for (const [k, v] of Object.entries(extra ?? {})) res.setHeader(k, v);
    if (options.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
        return;
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (options.apiUrl && API_FEEDS.test(pathname)) {
      forward(options.apiUrl + pathname, res);
      return;
    }
    const generated = options.dynamic?.[pathname];
    if (generated) {
      const { type, body } = generated();
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let file = path.join(root, pathname);
    // Dot folders hold what the server itself uses (the shell's .server/first-view.cjs).
    if (!file.startsWith(root) || /(^|\/)\./.test(pathname)) {
      res.writeHead(403).end();
      return;
    }
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    if (!isFile(file)) {
      // Unknown asset paths are 404; only page-like paths get the app.
      // index.html carries home's prerendered first view; other pages get app.html when the build has it.
      if (options.spa && !path.extname(pathname)) file = spaDocument(root);
      else {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end('Not found');
        return;
      }
    }
    const isHome = file === path.join(root, 'index.html');
    const postId = options.spa ? POST_PAGE.exec(pathname)?.[1] : undefined;
    if (options.homeLinks && (isHome || postId)) {
      const links = options.homeLinks();
      if (links) res.setHeader('Link', links);
    }
    const firstView = options.firstView;
    if (firstView && path.extname(file) === '.html') {
      // The shell's pages are in the request's language (cookie, Accept-Language), so they vary by both.
      const locale = firstView.locale(req);
      const served = isHome ? firstView.home(locale) : postId ? firstView.post(postId, locale) : undefined;
      // Never fails: null (API slow or down, no such post) serves the built file in the language.
      Promise.resolve(served)
        .then(async (html) => html ?? (await firstView.page(readFileSync(file, 'utf8'), locale)))
        .then(
          (html) => sendHtml(req, res, html),
          (error) => {
            console.error('[cwt] serving a page failed', error);
            res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
          },
        );
      return;
    }
    sendFile(req, res, file, IMMUTABLE.test(pathname));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve(server));
  });
}

/** Compressed copies of the last documents sent, so each rendered page is compressed once. */
const compressed = new Map();

function encodeHtml(html, encoding) {
  const key = `${encoding}:${html}`;
  let body = compressed.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : encoding === 'gzip'
          ? zlib.gzipSync(html, { level: 9 })
          : Buffer.from(html);
    if (compressed.size >= 8) compressed.delete(compressed.keys().next().value);
    compressed.set(key, body);
  }
  return body;
}

/** A shell page: in the request's language, which comes from its cookie or its Accept-Language. */
function sendHtml(req, res, html) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
  const body = encodeHtml(html, encoding);
  const headers = {
    'Content-Type': TYPES['.html'],
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding, Accept-Language, Cookie',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': body.length,
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendFile(req, res, file, immutable) {
  const ext = path.extname(file);
  const accept = String(req.headers['accept-encoding'] ?? '');
  let served = file;
  let encoding;
  if (/\bbr\b/.test(accept) && existsSync(`${file}.br`)) {
    served = `${file}.br`;
    encoding = 'br';
  } else if (/\bgzip\b/.test(accept) && existsSync(`${file}.gz`)) {
    served = `${file}.gz`;
    encoding = 'gzip';
  }
  const stat = statSync(served);
  const etag = `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}${encoding ? `-${encoding}` : ''}"`;
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  headers['Content-Length'] = stat.size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(served).pipe(res);
}
