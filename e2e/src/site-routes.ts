// Every route of the composed site, built from the contracts' route constants: a route added to PAGES
// or ADMIN_PAGES does not type-check here until it is given a spec, so the suites that walk this list
// (accessibility, remote faults) cover it.
import {
  ADMIN_PAGES,
  type Locale,
  type LoginResponse,
  PAGES,
  type RemoteName,
  STORAGE_KEYS,
} from '@cwt/contracts';
import type { Page } from 'playwright-core';
import { text } from './messages';

/** Who may visit: signed out only (login), anyone, a signed-in user, or the ADMIN. */
export type Access = 'signedOut' | 'anyone' | 'signedIn' | 'admin';
export type Audience = 'visitor' | 'user' | 'admin';

/** Real ids and names from the seeded site, to fill route parameters. */
export interface RouteData {
  post: { id: string; title: string };
  /** A post of the signed-in user (the edit page is the author's). */
  ownPost: { id: string; title: string };
  category: string;
  profile: { id: string; name: string };
}

export interface SiteRoute {
  /** The PAGES or ADMIN_PAGES key. */
  key: string;
  path: string;
  /** The bundle that renders the page. */
  owner: RemoteName | 'shell';
  access: Access;
  /** A heading the page shows once it has loaded. */
  ready: string;
}

type Spec = Omit<SiteRoute, 'key' | 'path'> & { path?: string };
type PageKey = keyof typeof PAGES;
type AdminKey = keyof typeof ADMIN_PAGES;

/** The search page with a query (its ?query= parameter). */
export function searchPath(query: string): string {
  return `${PAGES.search.href}?query=${encodeURIComponent(query)}`;
}

function pageSpecs(d: RouteData): Record<PageKey, Spec> {
  return {
    // Not the hero: it is in the served HTML, so the page would count as settled before the reader's
    // HomePage replaced the shell's placeholder (Top Authors is the reader's own section).
    home: { owner: 'reader', access: 'anyone', ready: 'Top Authors' },
    blog: { path: PAGES.blog.href(d.post.id), owner: 'reader', access: 'anyone', ready: d.post.title },
    about: { owner: 'shell', access: 'anyone', ready: 'Our mission' },
    register: { owner: 'shell', access: 'signedOut', ready: 'Create your account' },
    login: { owner: 'shell', access: 'signedOut', ready: 'Welcome back' },
    support: { owner: 'shell', access: 'anyone', ready: 'How can we help?' },
    history: { owner: 'social', access: 'signedIn', ready: 'History' },
    account: { owner: 'social', access: 'signedIn', ready: 'Account' },
    newPost: { owner: 'editor', access: 'signedIn', ready: 'Create New Post' },
    createPost: { owner: 'editor', access: 'signedIn', ready: 'Create New Post' },
    editPost: {
      path: PAGES.editPost.href(d.ownPost.id),
      owner: 'editor',
      access: 'signedIn',
      ready: 'Edit Post',
    },
    saved: { owner: 'social', access: 'signedIn', ready: 'Bookmarks' },
    drafts: { owner: 'editor', access: 'signedIn', ready: 'My drafts' },
    tags: { owner: 'reader', access: 'anyone', ready: 'Tags' },
    category: {
      path: PAGES.category.href(d.category),
      owner: 'reader',
      access: 'anyone',
      ready: `Blogs in #${d.category}`,
    },
    profile: {
      path: PAGES.profile.href(d.profile.id),
      owner: 'social',
      access: 'anyone',
      ready: d.profile.name,
    },
    popular: { owner: 'reader', access: 'anyone', ready: 'Popular Posts' },
    feedback: { owner: 'shell', access: 'anyone', ready: 'How can we make CWT better?' },
    search: {
      path: searchPath(d.category),
      owner: 'reader',
      access: 'anyone',
      ready: `Results for “${d.category}”`,
    },
    notifications: { owner: 'social', access: 'signedIn', ready: 'Notifications' },
    forgotPassword: { owner: 'social', access: 'anyone', ready: 'Forgot Password?' },
    resetPassword: { owner: 'social', access: 'anyone', ready: 'Reset Password' },
    admin: { owner: 'admin', access: 'admin', ready: 'DASHBOARD' },
  };
}

const ADMIN_SPECS: Record<AdminKey, Spec> = {
  // PAGES.admin.href is the dashboard already.
  dashboard: { owner: 'admin', access: 'admin', ready: 'DASHBOARD' },
  blogs: { owner: 'admin', access: 'admin', ready: 'Blogs' },
  categories: { owner: 'admin', access: 'admin', ready: 'Categories' },
  customers: { owner: 'admin', access: 'admin', ready: 'Customers' },
  reportItems: { owner: 'admin', access: 'admin', ready: 'Report Items' },
  settings: { owner: 'admin', access: 'admin', ready: 'Settings' },
  supportMessages: { owner: 'admin', access: 'admin', ready: 'Support Messages' },
};

/** Every route once (the admin dashboard is both PAGES.admin.href and ADMIN_PAGES.dashboard). */
export function siteRoutes(data: RouteData): SiteRoute[] {
  const pages = pageSpecs(data);
  const fromPages = (Object.keys(pages) as PageKey[]).map((key) => {
    const { path, ...spec } = pages[key];
    const constant = PAGES[key];
    return { key, path: path ?? (typeof constant.href === 'string' ? constant.href : ''), ...spec };
  });
  const fromAdmin = (Object.keys(ADMIN_SPECS) as AdminKey[])
    .filter((key) => ADMIN_PAGES[key].href !== PAGES.admin.href)
    .map((key) => ({ key: `admin.${key}`, path: ADMIN_PAGES[key].href, ...ADMIN_SPECS[key] }));
  const all = [...fromPages, ...fromAdmin];
  const unfilled = all.filter((r) => r.path === '');
  if (unfilled.length) throw new Error(`no path for ${unfilled.map((r) => r.key).join(', ')}`);
  return all;
}

const VISITS: Record<Audience, Access[]> = {
  visitor: ['signedOut', 'anyone'],
  user: ['anyone', 'signedIn'],
  admin: ['admin'],
};

export function routesFor(audience: Audience, routes: SiteRoute[]): SiteRoute[] {
  return routes.filter((r) => VISITS[audience].includes(r.access));
}

/** The data the route parameters need: a seeded post and its category, the user and their own post. */
export async function loadRouteData(
  apiUrl: string,
  user: LoginResponse,
  ownPost: RouteData['ownPost'],
): Promise<RouteData> {
  const res = await fetch(`${apiUrl}/api/posts?page=0&size=1`);
  const posts = (await res.json()) as { content: { id: string; title: string; category: string }[] };
  const first = posts.content[0];
  if (!first) throw new Error('the seeded site has no posts');
  return {
    post: { id: first.id, title: first.title },
    ownPost,
    category: first.category,
    profile: { id: user.id, name: user.name },
  };
}

/** Signs the page's origin in with a login response, as the login page would store it. */
export async function storeSession(
  page: Page,
  baseUrl: string,
  session: LoginResponse | null,
): Promise<void> {
  if (new URL(page.url()).origin !== new URL(baseUrl).origin) await page.goto(`${baseUrl}/about`);
  const entries: [string, string][] = session
    ? [
        [STORAGE_KEYS.token, session.token],
        [STORAGE_KEYS.username, session.username],
        [STORAGE_KEYS.userId, session.id],
        [STORAGE_KEYS.userRole, session.userRole],
      ]
    : [];
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [key, value] of items) localStorage.setItem(key, value);
  }, entries);
}

/**
 * Waits for a page's heading and for its data: no loading status or busy region left on screen. The
 * page is in `locale`: its statuses begin as the catalogue's 'Loading…' does ('Đang tải' in vi).
 */
export async function waitUntilSettled(page: Page, ready: string, locale: Locale = 'en'): Promise<void> {
  await page.getByRole('heading', { name: ready, exact: true }).first().waitFor();
  const loadingWord = text(locale, 'ui.loading').replace(/[.…]+$/, '');
  await page.waitForFunction((word) => {
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
    const busy = Array.from(document.querySelectorAll('[aria-busy="true"]')).some(visible);
    const loading = Array.from(document.querySelectorAll('[role="status"]')).some(
      (el) => visible(el) && (el.textContent ?? '').trim().startsWith(word),
    );
    return !busy && !loading;
  }, loadingWord);
}
