import { type LoginResponse, PAGES, type RemoteName } from '@cwt/contracts';
import type { Page, Route } from 'playwright-core';
import { login } from '../src/api';
import { ADMIN } from '../src/site';
import { storeSession, waitUntilSettled } from '../src/site-routes';
import { page, site, useBrowserSuite } from '../src/suite';

// Faulty remotes log failed loads and crashes on purpose; nothing may break the security policy.
useBrowserSuite({ expectedError: (e) => !e.includes('Content Security Policy') });

type Fault = 'down' | 'slow' | 'throwing';

interface Area {
  path: string;
  ready: string;
  /** Gets there the way a person does: through the site's own links and menus. */
  open: (page: Page) => Promise<void>;
}

const sideLink = (name: string) => (p: Page) =>
  p.getByRole('navigation', { name: 'Explore' }).getByRole('link', { name, exact: true }).first().click();
const bannerLink = (name: string) => (p: Page) =>
  p.getByRole('banner').getByRole('link', { name, exact: true }).click();

const POPULAR: Area = { path: PAGES.popular.href, ready: 'Popular Posts', open: sideLink('Popular') };

/** For each remote: one of its routes, and a route of another remote to use while it is broken. */
const REMOTE_AREAS: Record<RemoteName, { area: Area; other: Area }> = {
  reader: {
    area: POPULAR,
    other: { path: PAGES.saved.href, ready: 'Bookmarks', open: bannerLink('Bookmarks') },
  },
  editor: {
    area: { path: PAGES.newPost.href, ready: 'Create New Post', open: bannerLink('New Post') },
    other: POPULAR,
  },
  social: {
    area: { path: PAGES.saved.href, ready: 'Bookmarks', open: bannerLink('Bookmarks') },
    other: POPULAR,
  },
  admin: {
    area: {
      path: PAGES.admin.href,
      ready: 'DASHBOARD',
      open: async (p) => {
        await p.getByRole('button', { name: /^Account menu for / }).click();
        await p.getByRole('menuitem', { name: 'Admin' }).click();
      },
    },
    other: POPULAR,
  },
};

const FAULTS: Fault[] = ['down', 'slow', 'throwing'];
const TABLE = (Object.keys(REMOTE_AREAS) as RemoteName[]).flatMap((remote) =>
  FAULTS.map((fault) => [remote, fault] as const),
);

const SLOW_MS = 5000;

/**
 * A stand-in for a remote's entry whose every exposed component throws while rendering: it loads
 * fine, so the failure reaches the shell's error boundary rather than its loader.
 */
function crashingContainer(globalName: string, remote: string): string {
  return `(() => {
  const Crash = () => { throw new Error(${JSON.stringify(`${remote} crashed while rendering (e2e fault)`)}); };
  self[${JSON.stringify(globalName)}] = {
    init: () => undefined,
    get: () => Promise.resolve(() => ({ __esModule: true, default: Crash })),
  };
})();`;
}

async function injectFault(p: Page, remote: RemoteName, fault: Fault): Promise<string> {
  const origin = `http://localhost:${site.port(remote)}`;
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as {
    metaData: { globalName: string; remoteEntry: { name: string } };
  };
  const entryFile = `/${manifest.metaData.remoteEntry.name}`;
  const pattern = `${origin}/**`;
  await p.route(pattern, async (route: Route) => {
    const isEntry = new URL(route.request().url()).pathname === entryFile;
    if (fault === 'down') return route.abort('connectionrefused');
    if (fault === 'throwing' && isEntry) {
      return route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
        body: crashingContainer(manifest.metaData.globalName, remote),
      });
    }
    if (fault === 'slow' && isEntry) await new Promise((r) => setTimeout(r, SLOW_MS));
    // The page may have moved on meanwhile; a request it dropped cannot be continued.
    return route.fallback().catch(() => undefined);
  });
  return pattern;
}

const errorCard = (p: Page) => p.getByRole('button', { name: 'Retry' });

/** Leaves the faulty area for another remote's route, through the chrome (or Back where there is none). */
async function leave(p: Page, remote: RemoteName, other: Area): Promise<void> {
  if (remote === 'admin') await p.goBack();
  else await other.open(p);
  await waitUntilSettled(p, other.ready);
}

let admin: LoginResponse;
beforeAll(async () => {
  admin = await login(site.apiUrl, ADMIN.username, ADMIN.password);
});

test.each(TABLE)('%s %s: the rest of the site works and the area recovers', async (remote, fault) => {
  const { area, other } = REMOTE_AREAS[remote];
  // Signed in as the ADMIN: every remote's area is open to it.
  await storeSession(page, site.url, admin);
  const pattern = await injectFault(page, remote, fault);

  await page.goto(site.url + other.path);
  await waitUntilSettled(page, other.ready);
  await area.open(page);
  await page.waitForURL(site.url + area.path);
  const main = remote === 'admin' ? page.locator('body') : page.getByRole('main');

  if (fault === 'slow') {
    // A loading state in the area only; meanwhile the chrome and other routes answer.
    await main.getByRole('status').filter({ hasText: 'Loading' }).first().waitFor();
    if (remote !== 'admin') await page.getByRole('banner').waitFor();
    await leave(page, remote, other);
    await area.open(page);
    await waitUntilSettled(page, area.ready);
    expect(await errorCard(page).count()).toBe(0);
    return;
  }

  await main.getByText('This section could not be loaded').waitFor();
  if (remote !== 'admin') {
    // The top bar and side menu stay: only the area shows the error card.
    await page.getByRole('banner').getByRole('link', { name: 'About' }).waitFor();
    expect(await page.getByRole('banner').getByText('This section could not be loaded').count()).toBe(0);
  }
  await leave(page, remote, other);
  expect(await errorCard(page).count()).toBe(0);
  await area.open(page);
  await errorCard(page).waitFor();

  // The remote is back: Retry renders the area without a page reload.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await page.unroute(pattern);
  await errorCard(page).click();
  await waitUntilSettled(page, area.ready);
  expect(await errorCard(page).count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
