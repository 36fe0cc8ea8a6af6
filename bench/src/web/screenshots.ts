// Screenshots of home and a post at phone and desktop widths, light and dark: with JavaScript off (the prerendered
// HTML alone, and no theme script), at first paint (JavaScript on but the bundles' scripts refused: the
// prerendered HTML with its inline theme script) and loaded. Into bench/results/tmp/ (not committed):
//   node --import ./bench/node_modules/tsx/dist/loader.mjs bench/src/web/screenshots.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { benchRoot } from '../data';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse';
import { federatedUrl, startSite } from './site';

const out = path.join(benchRoot, 'results/tmp');
mkdirSync(out, { recursive: true });
const site = await startSite({ single: false });
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROME_FLAGS.filter((f) => f !== '--headless'),
});
const pages = [
  ['home', '/'],
  ['post', `/blog/${site.postId}`],
] as const;
try {
  for (const [name, pathname] of pages)
    for (const [device, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 860 }],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const mode of ['nojs', 'first-paint', 'js'] as const) {
          const context = await browser.newContext({
            viewport,
            colorScheme,
            javaScriptEnabled: mode !== 'nojs',
          });
          const page = await context.newPage();
          if (mode === 'first-paint') await page.route(/\.js$/, (route) => route.abort());
          await page.goto(`${federatedUrl}${pathname}`, { waitUntil: 'networkidle' });
          const file = path.join(out, `${name}-${device}-${colorScheme}-${mode}.png`);
          await page.screenshot({ path: file });
          console.log(file);
          await context.close();
        }
      }
    }
} finally {
  await browser.close();
  await site.stop();
}
