import type {
  AdminStats,
  AdminUser,
  Category,
  Comment,
  Paged,
  Post,
  PostSummary,
  ReportItem,
} from '@cwt/contracts';
import type { Dialog } from 'playwright-core';
import { authedCall, login, statusOf } from '../src/api';
import { expectAccessible } from '../src/browser';
import { ADMIN } from '../src/site';
import { errors, page, site, useBrowserSuite } from '../src/suite';
import { loginThroughUi } from '../src/ui';

let token: string;
/** Text of every window.confirm the page opened; each one is accepted. */
let confirms: string[];
let tag = 0;

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${++tag}`;
const api = <T>(path: string, init?: RequestInit) => authedCall<T>(site.apiUrl, token, path, init);
const post = <T>(path: string, body: unknown) => api<T>(path, { method: 'POST', body: JSON.stringify(body) });

useBrowserSuite();
beforeAll(async () => {
  token = (await login(site.apiUrl, ADMIN.username, ADMIN.password)).token;
});
beforeEach(async () => {
  confirms = [];
  page.on('dialog', (dialog: Dialog) => {
    if (dialog.type() === 'confirm') {
      confirms.push(dialog.message());
      void dialog.accept();
    } else {
      errors.push(`unexpected ${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    }
  });
  await loginThroughUi(page, site.url, ADMIN.username, ADMIN.password);
  await page.waitForURL(`${site.url}/admin`);
});

/** Opens an admin screen the way an admin does: through the sidebar. */
async function openSection(label: string, heading: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

async function createPost(category: string, title = unique('E2E post')): Promise<Post> {
  return post<Post>('/api/posts', {
    title,
    category,
    tags: ['e2e'],
    content: '<p>Written by the admin end-to-end test.</p>',
  });
}

test('the dashboard shows the counts of the statistics endpoint and of the database', async () => {
  const stats = await api<AdminStats>('/api/admin/stats');
  const posts = await api<Paged<PostSummary>>('/api/posts?page=0&size=1');
  const categories = await api<Category[]>('/api/categories');
  const users = await api<AdminUser[]>('/api/admin/users?page=0&size=500');
  expect(stats.posts).toBe(posts.totalElements);
  expect(stats.categories).toBe(categories.length);
  expect(stats.users).toBe(users.length);

  await page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
  await page.getByTestId('stat-BLOGS').getByText(String(stats.posts), { exact: true }).waitFor();
  expect(await page.getByTestId('stat-CATEGORIES').textContent()).toBe(`CATEGORIES${stats.categories}`);
  expect(await page.getByTestId('stat-USER').textContent()).toBe(`USER${stats.users}`);
  // The charts are drawn at the spec's height, not scaled down from a fixed-width drawing.
  for (const name of ['Blogs by Month', 'Blogs by Category']) {
    const svg = page.getByRole('figure', { name }).locator('svg').first();
    await svg.waitFor();
    expect(Math.round((await svg.boundingBox())?.height ?? 0)).toBe(500);
  }
  await expectAccessible(page, 'admin dashboard');
});

test('an admin adds, edits and deletes a blog', async () => {
  const title = unique('Admin blog');
  const edited = `${title} (edited)`;
  await openSection('Blogs', 'Blogs');
  await expectAccessible(page, 'admin blogs');

  await page.getByRole('button', { name: 'Add Blog' }).click();
  const form = page.getByRole('form', { name: 'Add Blog' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Category/).fill('Travel');
  // The federated rich-text editor of mf-editor, not the plain-text fallback.
  const content = form.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('A weekend in the mountains, written in the admin area.');
  await form.getByLabel(/^Tags/).fill('mountains, weekend');
  await expectAccessible(page, 'admin blog form');
  await form.getByRole('button', { name: 'Add Blog' }).click();
  await page.getByText('Blog added successfully!').first().waitFor();
  await page.getByRole('cell', { name: title, exact: true }).waitFor();

  const found = await api<PostSummary[]>(`/api/posts/search?keyword=${encodeURIComponent(title)}`);
  const created = found.find((p) => p.title === title);
  expect(created?.category).toBe('Travel');
  const full = await api<Post>(`/api/posts/${created!.id}`);
  expect(full.content).toContain('A weekend in the mountains');
  expect(full.tags).toEqual(expect.arrayContaining(['mountains', 'weekend']));

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editForm = page.getByRole('form', { name: 'Edit Blog' });
  expect(await editForm.getByLabel(/^Title/).inputValue()).toBe(title);
  await editForm.getByLabel(/^Title/).fill(edited);
  await editForm.getByRole('button', { name: 'Update Blog' }).click();
  await page.getByText('Blog updated successfully!').first().waitFor();
  await page.getByRole('cell', { name: edited, exact: true }).waitFor();
  expect((await api<Post>(`/api/posts/${created!.id}`)).title).toBe(edited);

  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await page.getByText('Blog deleted successfully!').first().waitFor();
  expect(confirms).toEqual([`Are you sure you want to delete "${edited}"?`]);
  await page.getByRole('cell', { name: edited, exact: true }).waitFor({ state: 'detached' });
  expect(await statusOf(site.apiUrl, `/api/posts/${created!.id}`)).toBe(404);
});

/** Client-side navigation in this tab, as a link click does: the loaded remotes and the SWR cache stay. */
async function go(path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a title the admin edits shows at once on the post the reader had open before', async () => {
  const created = await createPost('Travel', unique('Cached post'));
  const edited = `${created.title} (edited)`;
  // The reader opens the post first, in this tab: the post and the lists are now in the page's cache.
  await go(`/blog/${created.id}`);
  await page.getByRole('heading', { level: 1, name: created.title, exact: true }).waitFor();

  await go('/admin');
  await openSection('Blogs', 'Blogs');
  await page.getByRole('button', { name: `Edit ${created.title}` }).click();
  const form = page.getByRole('form', { name: 'Edit Blog' });
  await form.getByLabel(/^Title/).fill(edited);
  await form.getByRole('button', { name: 'Update Blog' }).click();
  await page.getByText('Blog updated successfully!').first().waitFor();

  // The post's refetch is held back: what the reader shows can only be the cache the admin's write updated.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isThePost = (url: URL) => url.pathname === `/api/posts/${created.id}`;
  const handled: Promise<void>[] = [];
  await page.route(isThePost, (route) => {
    const done = (async () => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    })();
    handled.push(done);
    return done;
  });
  try {
    await go(`/blog/${created.id}`);
    await page.getByRole('heading', { level: 1, name: edited, exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: created.title, exact: true }).count()).toBe(0);
  } finally {
    // Every held request goes on before the route is removed (a route cannot be continued after).
    release();
    await Promise.all(handled);
    await page.unroute(isThePost);
  }
  expect((await api<Post>(`/api/posts/${created.id}`)).title).toBe(edited);
});

test('renaming a category renames it on its posts', async () => {
  const name = unique('Gardening');
  const renamed = `${name} and Plants`;
  await post<Category>('/api/categories', { name });
  const blog = await createPost(name);

  await openSection('Categories', 'Categories');
  await expectAccessible(page, 'admin categories');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: 'Edit Category' });
  await form.getByLabel(/^Category Name/).fill(renamed);
  await form.getByRole('button', { name: 'Update Category' }).click();
  await page.getByRole('cell', { name: renamed, exact: true }).waitFor();

  expect((await api<Post>(`/api/posts/${blog.id}`)).category).toBe(renamed);
  await page.goto(`${site.url}/blog/${blog.id}`);
  await page.getByRole('heading', { name: blog.title }).waitFor();
  await page.getByText(renamed, { exact: true }).first().waitFor();
});

test('an admin adds a customer and deletes them, choosing what happens to their content', async () => {
  const name = unique('Customer');
  const email = `${name.replace(/\W+/g, '').toLowerCase()}@example.com`;
  await openSection('Customers', 'Customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const form = page.getByRole('form', { name: 'Add New Customer' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Role/).fill('USER');
  await form.getByRole('button', { name: 'Add Customer' }).click();
  await page.getByRole('cell', { name: email, exact: true }).waitFor();
  const users = await api<AdminUser[]>('/api/admin/users?page=0&size=500');
  const added = users.find((u) => u.email === email);
  expect(added).toMatchObject({ name, userRole: 'USER' });
  // A username is derived from the e-mail when none is given.
  expect(added?.username).toBeTruthy();
  await expectAccessible(page, 'admin customers');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await dialog.waitFor();
  await expectAccessible(page, 'delete customer dialog');
  await dialog.getByRole('button', { name: 'Delete their content' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(`${name} deleted.`).waitFor();
  await page.getByRole('cell', { name: email, exact: true }).waitFor({ state: 'detached' });
  // No window.confirm: the choice is made in the dialog.
  expect(confirms).toEqual([]);
  const after = await api<AdminUser[]>('/api/admin/users?page=0&size=500');
  expect(after.some((u) => u.email === email)).toBe(false);
});

test('an admin ignores one report and deletes the reported comment of another', async () => {
  const blog = await createPost('Health');
  const kept = await post<Comment>(`/api/comments/${blog.id}`, {
    content: 'A borderline remark that stays.',
  });
  const rude = await post<Comment>(`/api/comments/${blog.id}`, { content: 'A rude remark that goes.' });
  const ignored = await post<ReportItem>('/api/report-items', {
    contentId: kept.id,
    type: 'Com',
    percentToxic: 41.257,
  });
  const removed = await post<ReportItem>('/api/report-items', {
    contentId: rude.id,
    type: 'Com',
    percentToxic: 93.1,
  });

  await openSection('Report Items', 'Report Items');
  const ignoredRow = page.getByRole('row').filter({ hasText: kept.id });
  const removedRow = page.getByRole('row').filter({ hasText: rude.id });
  await ignoredRow.getByText('41.26%').waitFor();
  await removedRow.getByText('93.10%').waitFor();
  await expectAccessible(page, 'admin report items');

  await page.getByRole('button', { name: `Ignore report ${ignored.id}` }).click();
  await ignoredRow.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Delete content ${rude.id}` }).click();
  await removedRow.waitFor({ state: 'detached' });
  expect(confirms).toEqual([
    'Are you sure you want to ignore this report?',
    'Are you sure you want to delete this report?',
  ]);

  const comments = await api<Comment[]>(`/api/comments/${blog.id}`);
  const ids = comments.map((c) => c.id);
  expect(ids).toContain(kept.id);
  expect(ids).not.toContain(rude.id);
  const pending = await api<ReportItem[]>('/api/report-items?status=PENDING');
  expect(pending.map((r) => r.id)).not.toContain(ignored.id);
  expect(pending.map((r) => r.id)).not.toContain(removed.id);
});

test('dark mode set in Settings applies to the public site after a reload', async () => {
  await openSection('Settings', 'Settings');
  await expectAccessible(page, 'admin settings');
  const toggle = page.getByRole('switch', { name: 'Dark Mode' });
  expect(await toggle.isChecked()).toBe(false);
  await toggle.check();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await expectAccessible(page, 'admin settings, dark');

  await page.goto(`${site.url}/`);
  await page.reload();
  await page.getByRole('banner').waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expectAccessible(page, 'home, dark');
});
