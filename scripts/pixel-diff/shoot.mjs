// The shoot half of scripts/pixel-diff.mjs: a checkout's built site on freshly seeded data, every route
// of e2e/src/site-routes.ts screenshotted at 375 and 1280 px in light and dark, with the API's and the
// browser's clocks frozen so two runs render the same dates ("3 days ago" included).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { register } from 'tsx/cjs/api';
import { BUNDLES } from '../lib.mjs';
import { shotName } from './compare.mjs';

// The e2e route list, its sign-in and settle helpers, the Chromium flags and the demo accounts are
// TypeScript: loaded through tsx rather than written a second time, as CommonJS, which is how Jest
// runs them (the e2e helpers use __dirname and require.resolve).
register();
const load = createRequire(import.meta.url);
const [routes, e2eApi, browserFlags, contracts, seedContent] = [
  load('../../e2e/src/site-routes.ts'),
  load('../../e2e/src/api.ts'),
  load('../../packages/build/chromium.ts'),
  load('../../packages/contracts/src/index.ts'),
  load('../../api/src/seed/content.ts'),
];

/** The API's "now" while it seeds; an arbitrary fixed instant. */
const SEED_NOW = '2026-03-02T08:00:00.000Z';
/** The browser's fixed "now": an hour after the seed, so the newest seeded rows read "1 hour ago". */
const BROWSER_NOW = new Date(Date.parse(SEED_NOW) + 3_600_000);
const ADMIN = { username: 'admin', password: 'admin12345' };
export const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 860 },
];
export const THEMES = ['light', 'dark'];
const AUDIENCE_OF = { signedOut: 'visitor', anyone: 'visitor', signedIn: 'user', admin: 'admin' };
const SETTLE_MS = 20_000;

/** Resolves once no request but the notification stream has been in flight for `quietMs`. */
function networkQuiet(page) {
  const inflight = new Set();
  page.on('request', (r) => {
    if (r.resourceType() !== 'eventsource') inflight.add(r);
  });
  const done = (r) => inflight.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (quietMs = 500) => {
    const deadline = Date.now() + SETTLE_MS;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) throw new Error(`network still busy: ${[...inflight].map((r) => r.url())}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (inflight.size > 0) quietSince = Date.now();
    }
  };
}

/** The page as a reader would see it once everything arrived: data, every image (lazy ones too), fonts. */
async function settle(page, route, quiet) {
  try {
    await routes.waitUntilSettled(page, route.ready);
  } catch (e) {
    // Shot anyway: a baseline may lack the page or its heading, and the comparison shows it.
    console.warn(`  ${route.key}: "${route.ready}" never settled (${e.message.split('\n')[0]})`);
  }
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    // A full-page shot paints below the first screen without scrolling there, and an image first shown
    // down there could come out blank (seen on the search page at 375 px): walk the page once so every
    // image has been on screen, then go back to the top. No page here loads more on scroll.
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
    await document.fonts.ready;
  });
  await quiet();
}

async function signIn(apiUrl) {
  const [demo] = seedContent.DEMO_USERS;
  const user = await e2eApi.login(apiUrl, demo.username, seedContent.DEMO_PASSWORD);
  const admin = await e2eApi.login(apiUrl, ADMIN.username, ADMIN.password);
  const own = await fetch(
    `${apiUrl}${contracts.apiPath(contracts.API.postsByUser, { userId: user.id })}?size=1`,
  );
  const [ownPost] = await own.json();
  if (!ownPost) throw new Error(`the seeded ${demo.username} has no post to edit`);
  const data = await routes.loadRouteData(apiUrl, user, { id: ownPost.id, title: ownPost.title });
  return { sessions: { visitor: null, user, admin }, data };
}

/**
 * Serves `checkout`'s builds on ports from `basePort` (the shell first, the API at +5) and writes one
 * PNG per route, width and theme into `outDir`; with `only`, just the routes with those keys.
 */
export async function shoot(checkout, outDir, { basePort, only }) {
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cwt-pixel-diff-'));
  // Each checkout's builds are served by that checkout's own scripts/site.mjs: how a build is served
  // (its server-side first view, for one) changes with the build, so today's server cannot serve an
  // older baseline.
  const { startSite } = await import(
    pathToFileURL(path.join(path.resolve(checkout), 'scripts/site.mjs')).href
  );
  const site = await startSite({
    root: path.resolve(checkout),
    env: {
      ...Object.fromEntries(BUNDLES.map((b, i) => [b.portVar, String(basePort + i)])),
      API_PORT: String(basePort + BUNDLES.length),
      CWT_PUBLIC_HOST: 'localhost',
      CWT_DATA_DIR: dataDir,
      DATABASE_URL: '',
      CWT_SEED: 'true',
      CWT_ADMIN_USER: ADMIN.username,
      CWT_ADMIN_PASSWORD: ADMIN.password,
      CWT_RATE_LIMIT_FACTOR: '100',
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: `--import=${pathToFileURL(path.join(import.meta.dirname, 'frozen-clock.mjs'))}`,
      CWT_FROZEN_CLOCK: SEED_NOW,
    },
  });
  const browser = await chromium.launch({
    executablePath: browserFlags.chromiumPath(),
    headless: true,
    args: [...browserFlags.CHROMIUM_FLAGS],
  });
  try {
    const siteUrl = site.layout.bundles[0].url;
    const { sessions, data } = await signIn(site.layout.apiUrl);
    const table = routes.siteRoutes(data).filter((r) => !only || only.includes(r.key));
    if (table.length === 0) throw new Error(`no route has a key in --only=${only?.join(',')}`);
    for (const viewport of WIDTHS) {
      for (const theme of THEMES) {
        for (const audience of ['visitor', 'user', 'admin']) {
          const context = await browser.newContext({
            viewport,
            colorScheme: theme,
            reducedMotion: 'reduce',
            locale: 'en-GB',
            timezoneId: 'UTC',
            deviceScaleFactor: 1,
          });
          await context.clock.setFixedTime(BROWSER_NOW);
          // tsx compiles the e2e helpers with esbuild's keepNames, so the functions they hand to the page
          // call esbuild's `__name` helper, which only exists in Node: give the page a no-op one.
          await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
          const page = await context.newPage();
          page.setDefaultTimeout(SETTLE_MS);
          const quiet = networkQuiet(page);
          await routes.storeSession(page, siteUrl, sessions[audience]);
          for (const route of table.filter((r) => AUDIENCE_OF[r.access] === audience)) {
            await page.goto(siteUrl + route.path);
            await settle(page, route, quiet);
            const file = path.join(outDir, shotName(route.key, viewport.width, theme));
            writeFileSync(
              file,
              await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }),
            );
            console.log(`  ${path.basename(file)}`);
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
