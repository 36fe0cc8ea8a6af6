import type { LoginResponse } from '@cwt/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { createPost, login, registeredUser } from '../src/api';
import { expectAccessible, newContext, trackPageErrors } from '../src/browser';
import { expectKeyboardUsable } from '../src/keyboard';
import { ADMIN } from '../src/site';
import {
  type Audience,
  loadRouteData,
  type RouteData,
  routesFor,
  type SiteRoute,
  searchPath,
  siteRoutes,
  storeSession,
  waitUntilSettled,
} from '../src/site-routes';
import { browser, site, useSite } from '../src/suite';

useSite();

// The table of tests is built before the site exists: placeholder parameters name the routes, and each
// test looks its real path up by key once the seeded data is known.
const PLACEHOLDER: RouteData = {
  post: { id: '0', title: 'post' },
  ownPost: { id: '0', title: 'own' },
  category: 'category',
  profile: { id: '0', name: 'profile' },
};
const TABLE = siteRoutes(PLACEHOLDER);

let data: RouteData;
let routes: SiteRoute[];
const sessions: Partial<Record<Audience, LoginResponse>> = {};
const pages = new Map<Audience, { context: BrowserContext; page: Page; errors: string[] }>();

beforeAll(async () => {
  const user = await registeredUser(site.apiUrl, 'a11y');
  sessions.user = await login(site.apiUrl, user.username, user.password);
  sessions.admin = await login(site.apiUrl, ADMIN.username, ADMIN.password);
  const title = `Keyboard notes by ${user.username}`;
  const own = await createPost(site.apiUrl, user.token, {
    title,
    category: 'Technology',
    tags: ['a11y'],
    content: '<p>Written for the accessibility suite.</p>',
    imageCloudUrl: `${site.apiUrl}/uploads/seed/cover-technology.svg`,
  });
  data = await loadRouteData(site.apiUrl, sessions.user, { id: own.id, title });
  routes = siteRoutes(data);
});

afterAll(async () => {
  await Promise.all([...pages.values()].map((p) => p.context.close()));
});

/** One browser context per audience, signed in once and reused by its tests. */
async function pageFor(audience: Audience): Promise<Page> {
  const existing = pages.get(audience);
  if (existing) return existing.page;
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  pages.set(audience, { context, page, errors });
  await storeSession(page, site.url, audience === 'visitor' ? null : (sessions[audience] ?? null));
  return page;
}

afterEach(() => {
  for (const { errors } of pages.values()) expect(errors.splice(0)).toEqual([]);
});

async function visit(audience: Audience, key: string): Promise<Page> {
  const route = routes.find((r) => r.key === key);
  if (!route) throw new Error(`no route ${key}`);
  const page = await pageFor(audience);
  await page.goto(site.url + route.path);
  await waitUntilSettled(page, route.ready);
  return page;
}

/** Presses Tab until `target` has focus; the way a keyboard user gets to a control. */
async function tabTo(page: Page, target: Locator, direction: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(direction);
  }
  throw new Error(`Tab never reached ${target}`);
}

const AUDIENCES: Audience[] = ['visitor', 'user', 'admin'];

describe.each(AUDIENCES)('every route as %s', (audience) => {
  const table = routesFor(audience, TABLE).map((r) => [r.key] as const);
  test.each(table)('%s: no serious axe violation, every control reachable and focus visible', async (key) => {
    const page = await visit(audience, key);
    await expectAccessible(page, `${key} as ${audience}`);
    await expectKeyboardUsable(page, `${key} as ${audience}`);
  });
});

test('the route list covers every page of the contracts, each audience has some', () => {
  expect(TABLE.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/admin', '/admin/products']));
  for (const audience of AUDIENCES) expect(routesFor(audience, TABLE).length).toBeGreaterThan(5);
});

test('the keyboard check catches a control out of the Tab order and one with no visible focus', async () => {
  const page = await visit('visitor', 'about');
  await page.evaluate(() => {
    const [first, second] = Array.from(document.querySelectorAll<HTMLElement>('header a[href]'));
    first?.setAttribute('tabindex', '-1');
    for (const prop of ['outline', 'box-shadow']) second?.style.setProperty(prop, 'none', 'important');
  });
  const failure = await expectKeyboardUsable(page, 'broken about').then(
    () => '',
    (e: Error) => e.message,
  );
  expect(failure).toMatch(/not focusable: a /);
  expect(failure).toMatch(/no visible focus: a /);
});

describe('key states', () => {
  test('a failed login shows an accessible error', async () => {
    const page = await visit('visitor', 'login');
    await page.getByLabel(/^Username/).fill('nobody-here');
    await page.getByLabel(/^Password/).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password!' }).first().waitFor();
    await expectAccessible(page, 'login error');
  });

  test('a search with no results', async () => {
    const page = await pageFor('visitor');
    await page.goto(site.url + searchPath('zzzz-no-such-post'));
    await waitUntilSettled(page, 'Results for “zzzz-no-such-post”');
    await page.getByRole('heading', { name: 'No results' }).waitFor();
    await expectAccessible(page, 'empty search');
    await expectKeyboardUsable(page, 'empty search');
  });

  test('the account menu and the notification panel, open', async () => {
    const page = await visit('user', 'home');
    const user = sessions.user as LoginResponse;
    await page.getByRole('button', { name: `Account menu for ${user.username}` }).click();
    await page.getByRole('menu').waitFor();
    await expectAccessible(page, 'account menu open');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await expectAccessible(page, 'notification panel open');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' });
  });
});

describe('keyboard journeys', () => {
  test('the account menu opens with Enter, moves with arrows and closes with Escape back on its button', async () => {
    const page = await visit('user', 'home');
    const user = sessions.user as LoginResponse;
    const trigger = page.getByRole('button', { name: `Account menu for ${user.username}` });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const items = page.getByRole('menu').getByRole('menuitem');
    await items.first().waitFor();
    expect(await items.first().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await items.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    // Enter on an item follows it.
    await page.keyboard.press('Enter');
    const detail = page.getByRole('menuitem', { name: 'Account Detail' });
    await detail.waitFor();
    for (let i = 0; i < 5 && !(await detail.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/account`);
  });

  test('the notification bell opens with Enter and closes with Escape back on the bell', async () => {
    const page = await visit('user', 'home');
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await bell.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('a visitor logs in with the keyboard only', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      const user = await registeredUser(site.apiUrl, 'kbd');
      await page.goto(`${site.url}/login`);
      await waitUntilSettled(page, 'Welcome back');
      await tabTo(page, page.getByLabel(/^Username/));
      await page.keyboard.type(user.username);
      await page.keyboard.press('Tab');
      expect(await page.getByLabel(/^Password/).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(user.password);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.url}/`);
      await page.getByRole('button', { name: `Account menu for ${user.username}` }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a post is liked with Space and bookmarked with Enter', async () => {
    const page = await visit('user', 'blog');
    const like = page.getByRole('button', { name: new RegExp(`^Like "${escapeRegExp(data.post.title)}"`) });
    await tabTo(page, like);
    await page.keyboard.press('Space');
    const unlike = page.getByRole('button', {
      name: new RegExp(`^Unlike "${escapeRegExp(data.post.title)}"`),
    });
    await unlike.waitFor();
    expect(await unlike.getAttribute('aria-pressed')).toBe('true');

    const save = page.getByRole('button', { name: `Save "${data.post.title}" to bookmarks`, exact: true });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    const saved = page.getByRole('button', { name: `Saved "${data.post.title}" to bookmarks`, exact: true });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
  });

  test('the editor toolbar is reached with Shift+Tab and formats the selected text', async () => {
    const page = await visit('user', 'newPost');
    const editable = page.locator('[contenteditable="true"]');
    await tabTo(page, editable);
    await page.keyboard.type('Keyboard only');
    await page.keyboard.press('Control+A');
    const bold = page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: /^Bold/ });
    await tabTo(page, bold, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await editable.locator('strong', { hasText: 'Keyboard only' }).waitFor();
    expect(await bold.getAttribute('aria-pressed')).toBe('true');
    // Tab walks on through the toolbar's buttons, one stop each.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Italic/);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
