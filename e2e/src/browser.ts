// Chromium for the end-to-end tests: Debian's /usr/bin/chromium driven by playwright-core, with
// the flags this machine needs, plus an accessibility check (axe-core) for every page a test visits.
import { readFileSync } from 'node:fs';
import { CHROMIUM_FLAGS, chromiumPath } from '@cwt/build/chromium';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS, '--disable-quic'],
  });
}

export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    locale: 'en-GB',
    ...options,
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * Collects uncaught page errors and Content-Security-Policy refusals, so a test can assert the page
 * neither crashed nor had something blocked by the site's policy.
 */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().includes('Content Security Policy')) errors.push(msg.text());
  });
  return errors;
}

/** The toasts' corner (react-hot-toast, through @cwt/ui's notify). */
export const TOASTS = '[data-rht-toaster]';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on the current page; throws on serious or critical violations. `exclude`: selectors
 * of parts left out (toasts, which come and go on their own timer: one fading out has its text
 * measured half blended into the page).
 */
export async function expectAccessible(
  page: Page,
  label = page.url(),
  exclude: string[] = [],
): Promise<void> {
  // Judge the settled screen: a dialog fading in (200 ms) has its text blended with the backdrop, and
  // axe measured that contrast when the machine was slow enough to catch it mid-way. Looping
  // animations (spinners) never finish, so they are not waited for; 2 s bounds the rest.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
  // Evaluated through the DevTools protocol: a <script> tag would be (rightly) refused by the site's CSP.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (left) => {
    const context = left.length ? { exclude: left.map((s) => [s]) } : document;
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const result = await (window as any).axe.run(context, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  }, exclude);
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length > 0) {
    const text = bad
      .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      .join('\n');
    throw new Error(`accessibility violations on ${label}:\n${text}`);
  }
}
