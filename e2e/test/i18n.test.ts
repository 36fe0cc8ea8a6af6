import { API, apiPath, type Notification } from '@cwt/contracts';
import { authedCall, publishPost, registeredUser } from '../src/api';
import { expectAccessible, newContext, trackPageErrors } from '../src/browser';
import { browser, site, useSite } from '../src/suite';
import { bell, loginThroughUi, openUserMenu, signedInAtHome, signInLive } from '../src/ui';

// Issue 22: the language is negotiated by the shell's server (cookie, then Accept-Language), the page
// starts in it with no flash of the other, a switch changes every mounted part at once, and the choice
// is kept (cookie, storage) across reloads.
useSite();

/** Home as the shell's server renders it for these request headers, with Popular Blogs' cards. */
async function servedHome(headers: Record<string, string>): Promise<{ html: string; vary: string }> {
  let html = '';
  let vary = '';
  // Until the server has the popular posts (a cold API misses its first wait).
  for (let tries = 0; tries < 20 && !html.includes('"popular":'); tries += 1) {
    if (tries > 0) await new Promise((r) => setTimeout(r, 250));
    const response = await fetch(`${site.url}/`, { headers });
    html = await response.text();
    vary = response.headers.get('vary') ?? '';
  }
  return { html, vary };
}

test('the served home is in the language the browser prefers, or the one the cookie names', async () => {
  const vi = await servedHome({ 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.5' });
  expect(vi.vary).toMatch(/Accept-Language/);
  expect(vi.vary).toMatch(/Cookie/);
  expect(vi.html).toMatch(/<html lang="vi" data-locale="vi"/);
  // The switch offers the other language.
  expect(vi.html).toContain('title="Chuyển sang English"');
  // The shell's top bar and @cwt/ui's hero and section, in Vietnamese, and none of their English.
  for (const text of ['Trang chủ', 'Đăng nhập', 'Góc nhìn đa dạng của thế hệ trẻ', 'Bài viết nổi bật'])
    expect(vi.html).toContain(text);
  for (const text of ['>Home<', '>Login<', 'Start Writing Now', 'Popular Blogs'])
    expect(vi.html).not.toContain(text);

  // The cookie wins over the browser's languages.
  const en = await servedHome({ 'Accept-Language': 'vi-VN', Cookie: 'locale=en' });
  expect(en.html).toMatch(/<html lang="en" data-locale="en"/);
  expect(en.html).toContain('Start Writing Now');
  expect(en.html).not.toContain('Góc nhìn đa dạng của thế hệ trẻ');
});

test('a switch mid-session changes the whole page without a reload, and the choice stays', async () => {
  const user = await registeredUser(site.apiUrl, 'i18n');
  const context = await newContext(browser, { locale: 'vi-VN' });
  try {
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${site.url}/`);
    // The reader's home page (a remote) has mounted: its list's section, from @cwt/ui, in Vietnamese.
    await page.getByRole('heading', { name: 'Bài viết nổi bật' }).waitFor();
    await page.getByRole('link', { name: 'Trang chủ' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    await expectAccessible(page, 'home in Vietnamese');

    // A marker that a reload would wipe.
    await page.evaluate(() => Object.assign(window, { cwtSameDocument: true }));
    await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('heading', { name: 'Popular Blogs' }).waitFor();
    await page.getByRole('link', { name: 'Home', exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Diverse Perspectives of the Young Generation' }).waitFor();
    expect(await page.evaluate(() => 'cwtSameDocument' in window)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
    await expectAccessible(page, 'home in English');

    // Signed in, the user menu offers the other language; the choice survives a reload.
    await loginThroughUi(page, site.url, user.username, user.password);
    await signedInAtHome(page, site.url);
    await openUserMenu(page, user.username);
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
    await page.getByRole('link', { name: 'Viết bài' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Bài viết nổi bật' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    await expectAccessible(page, 'home in Vietnamese, signed in');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a notification received in English is worded in Vietnamese after a switch, with no new request', async () => {
  const reader = await registeredUser(site.apiUrl, 'i18nbell');
  const author = await registeredUser(site.apiUrl, 'i18nauthor');
  await authedCall(site.apiUrl, reader.token, apiPath(API.follow, { userId: author.id }), { method: 'POST' });
  const title = `Phở ${author.username}`;
  await publishPost(site.apiUrl, author.token, title);
  // Stored in English, the reader's language when it was written; a new post is never rewritten.
  const [stored] = await authedCall<Notification[]>(site.apiUrl, reader.token, API.notifications);
  expect(stored?.message).toContain(`published "${title}"`);

  const context = await newContext(browser, { locale: 'en-US' });
  try {
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signInLive(page, site.url, reader);
    await bell(page, 1).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByText(`published "${title}"`).waitFor();

    const lists: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === API.notifications) lists.push(r.url());
    });
    await page.getByRole('banner').getByRole('button', { name: 'Tiếng Việt', exact: true }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Thông báo, 1 chưa đọc', exact: true })
      .click();
    const panel = page.getByRole('dialog', { name: 'Thông báo' });
    await panel.getByText(`vừa đăng bài viết "${title}"`).waitFor();
    await panel.getByText('Bài viết mới', { exact: true }).waitFor();
    expect(await panel.getByText('published').count()).toBe(0);
    expect(lists).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
