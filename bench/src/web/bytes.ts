// What a first visit downloads: every response of one page load in a fresh browser context (empty
// cache), with its bundle, type, bytes on the wire and gzip size, plus which responses carry React
// and react-dom (found by content, so a second copy is caught whatever its chunk is named).
import { gzipSync } from 'node:zlib';
import type { Locale } from '@cwt/contracts';
import type { Browser } from 'playwright-core';
import { BROWSER_LOCALE, bundleOf } from './site';

export interface ResponseRecord {
  url: string;
  bundle: string;
  /** script, stylesheet, document, fetch, image, font, ... (the browser's resource type) */
  type: string;
  status: number;
  /** Bytes of the body on the wire (brotli when the server has a .br copy). */
  transferred: number;
  /** Decoded body bytes. */
  decoded: number;
  /** The body gzipped at level 9: the figure budgets are stated in. */
  gzip: number;
  /** Shared libraries recognised in the body. */
  carries: string[];
}

/** Strings only a production build of each library contains (checked against the built chunks). */
const SIGNATURES: Record<string, string> = {
  react: '__COMPILER_RUNTIME=',
  'react-dom': 'rendererPackageName:"react-dom"',
};

export interface PageLoad {
  url: string;
  responses: ResponseRecord[];
  /** Visible text of the HTML document itself, before any script ran (is the first view prerendered?). */
  documentHasHero: boolean;
}

export async function recordPageLoad(
  browser: Browser,
  url: string,
  options: { heroText?: string; readySelector?: string; locale?: Locale } = {},
): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: BROWSER_LOCALE[options.locale ?? 'en'],
  });
  const page = await context.newPage();
  const pending: Promise<ResponseRecord | null>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const request = response.request();
        const type = request.resourceType();
        let body: Buffer;
        try {
          body = await response.body();
        } catch {
          return null; // redirects and aborted requests have no body
        }
        const sizes = await request.sizes().catch(() => null);
        const text = type === 'script' ? body.toString('utf8') : '';
        return {
          url: response.url(),
          bundle: bundleOf(response.url()),
          type,
          status: response.status(),
          transferred: sizes?.responseBodySize ?? body.length,
          decoded: body.length,
          gzip: type === 'image' ? body.length : gzipSync(body, { level: 9 }).length,
          carries: Object.entries(SIGNATURES)
            .filter(([, signature]) => text.includes(signature))
            .map(([name]) => name),
        };
      })(),
    );
  });
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  // What loads after a page has rendered (a highlighter) comes after the network first went idle.
  if (options.readySelector) await page.locator(options.readySelector).first().waitFor({ timeout: 120_000 });
  // Widgets load when the browser is idle after the first render (DeferredRemote): wait them out too.
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  const html = document ? await document.text() : '';
  await context.close();
  const responses = (await Promise.all(pending)).filter((r): r is ResponseRecord => r !== null);
  return {
    url,
    responses,
    documentHasHero: options.heroText ? html.includes(options.heroText) : false,
  };
}

export interface BundleBytes {
  bundle: string;
  js: number;
  css: number;
  files: number;
}

export interface BytesSummary {
  perBundle: BundleBytes[];
  totalJsGzip: number;
  totalCssGzip: number;
  htmlGzip: number;
  /** Responses (files) that carry each library: 1 means downloaded once. */
  copies: Record<string, number>;
  requests: number;
}

const isJs = (r: ResponseRecord) => r.type === 'script';
const isCss = (r: ResponseRecord) => r.type === 'stylesheet';

export function summarize(load: PageLoad): BytesSummary {
  const byBundle = new Map<string, BundleBytes>();
  for (const r of load.responses.filter((x) => isJs(x) || isCss(x))) {
    const entry = byBundle.get(r.bundle) ?? { bundle: r.bundle, js: 0, css: 0, files: 0 };
    if (isJs(r)) entry.js += r.gzip;
    else entry.css += r.gzip;
    entry.files += 1;
    byBundle.set(r.bundle, entry);
  }
  const sum = (rs: ResponseRecord[]) => rs.reduce((n, r) => n + r.gzip, 0);
  const copies: Record<string, number> = {};
  for (const name of Object.keys(SIGNATURES)) {
    copies[name] = load.responses.filter((r) => r.carries.includes(name)).length;
  }
  return {
    perBundle: [...byBundle.values()].sort((a, b) => b.js + b.css - (a.js + a.css)),
    totalJsGzip: sum(load.responses.filter(isJs)),
    totalCssGzip: sum(load.responses.filter(isCss)),
    htmlGzip: sum(load.responses.filter((r) => r.type === 'document')),
    copies,
    requests: load.responses.length,
  };
}
