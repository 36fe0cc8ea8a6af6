import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RESET_TOKEN_INVALID } from '@cwt/contracts';
import type { Page } from 'playwright-core';
import { createPost, registeredUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { makePng } from '../src/fixtures';
import { site, useSitePages } from '../src/suite';
import { loginThroughUi, openUserMenu, signedInAtHome } from '../src/ui';

const openPage = useSitePages();

async function signIn(page: Page, username: string, password: string) {
  await loginThroughUi(page, site.url, username, password);
  await signedInAtHome(page, site.url);
  await page.getByRole('banner').getByText(username).waitFor();
}

/** The newest mail written by the API's file mailer to `to`. */
function newestMailTo(to: string): string {
  const dir = path.join(site.dataDir, 'data', 'mail');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const texts = files
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((t) => t.includes(`To: ${to}`));
  const newest = texts.at(-1);
  if (newest === undefined) throw new Error(`no mail to ${to} in ${dir}`);
  return newest;
}

async function waitForMail(to: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 50; i++) {
    try {
      const text = newestMailTo(to);
      if (pattern.test(text)) return text;
    } catch {
      // not written yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const dir = path.join(site.dataDir, 'data', 'mail');
  throw new Error(`no mail to ${to} matching ${pattern} among ${readdirSync(dir).join(', ')}`);
}

test('A follows B, sees B’s new post arrive live in the bell, saves it, finds it in history', async () => {
  const a = await registeredUser(site.apiUrl, 'fan');
  const b = await registeredUser(site.apiUrl, 'author');
  const pageA = await openPage();
  const pageB = await openPage();
  await signIn(pageA, a.username, a.password);
  await signIn(pageB, b.username, b.password);

  // A follows B from B's profile.
  await pageA.goto(`${site.url}/profile/${b.id}`);
  await pageA.getByRole('heading', { name: b.name }).waitFor();
  await expectAccessible(pageA, 'profile of another user');
  const followers = pageA.getByTestId('follower-count');
  expect(await followers.textContent()).toBe('0');
  await pageA.getByRole('button', { name: 'Follow', exact: true }).click();
  await pageA.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
  await pageA.waitForFunction(
    () => document.querySelector('[data-testid="follower-count"]')?.textContent === '1',
  );

  // B's followers modal lists A.
  await pageA.getByRole('button', { name: /Followers/ }).click();
  const modal = pageA.getByRole('dialog');
  await modal.getByText(`@${a.username}`).waitFor();
  await expectAccessible(pageA, 'followers modal');
  await pageA.keyboard.press('Escape');
  await modal.waitFor({ state: 'hidden' });

  // A waits on the home page; B publishes once A's live stream is open; A's bell updates without a reload.
  const streamOpen = pageA.waitForResponse((r) => r.url().includes('/api/notifications/stream?'));
  await pageA.goto(`${site.url}/`);
  expect((await streamOpen).headers()['content-type']).toContain('text/event-stream');
  const bell = pageA.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.waitFor();
  expect(await bell.getAttribute('aria-label')).toBe('Notifications');
  await pageA.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const title = `Live from ${b.username}`;
  const post = await createPost(site.apiUrl, b.token, {
    title,
    category: 'Technology',
    tags: ['e2e'],
    content: '<p>Fresh off the press.</p>',
    imageCloudUrl: `${site.apiUrl}/uploads/seed/cover-technology.svg`,
  });
  await pageA
    .getByRole('banner')
    .getByRole('button', { name: 'Notifications, 1 unread' })
    .waitFor({ timeout: 10_000 });
  expect(await pageA.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await bell.click();
  const panel = pageA.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('button', { name: new RegExp(title) });
  await item.waitFor();
  await expectAccessible(pageA, 'notification dropdown');
  await item.click();
  await pageA.waitForURL(`${site.url}/blog/${post.id}`);
  await pageA.getByRole('heading', { name: title }).waitFor();
  await pageA.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).waitFor();

  // A bookmarks it on the post page and finds it on /saved.
  // Exact names: related posts below carry their own bookmark buttons.
  await pageA.getByRole('button', { name: `Save "${title}" to bookmarks`, exact: true }).click();
  const saved = pageA.getByRole('button', { name: `Saved "${title}" to bookmarks`, exact: true });
  await saved.waitFor();
  expect(await saved.getAttribute('aria-pressed')).toBe('true');
  await pageA.goto(`${site.url}/saved`);
  await pageA.getByRole('heading', { name: 'Bookmarks' }).waitFor();
  await pageA.getByRole('link', { name: title }).first().waitFor();
  await expectAccessible(pageA, '/saved');

  // Opening the post recorded a view: /history lists it.
  await pageA.goto(`${site.url}/history`);
  await pageA.getByRole('heading', { name: 'History' }).waitFor();
  await pageA.getByRole('link', { name: title }).waitFor();
  await expectAccessible(pageA, '/history');
});

test('A changes avatar and name on /account and sees them in the top bar and on the profile', async () => {
  const a = await registeredUser(site.apiUrl, 'acct');
  const page = await openPage();
  await signIn(page, a.username, a.password);
  const topAvatar = page.getByRole('banner').getByRole('button', { name: `Account menu for ${a.username}` });
  const avatarSrc = () => topAvatar.locator('img').getAttribute('src');
  const before = await avatarSrc();

  await openUserMenu(page, a.username);
  await page.getByRole('menuitem', { name: 'Account Detail' }).click();
  await page.waitForURL(`${site.url}/account`);
  const nameField = page.getByLabel('Full name');
  // The form fills in once the account has loaded.
  await page.waitForFunction(
    (name) => Array.from(document.querySelectorAll('input')).some((i) => i.value === name),
    a.name,
  );
  expect(await nameField.inputValue()).toBe(a.name);
  await expectAccessible(page, '/account');

  const newName = `Renamed ${a.username}`;
  await nameField.fill(newName);
  await page.getByLabel('Profile picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: makePng(16, 16),
  });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Account updated successfully!').first().waitFor();
  await page.waitForURL(`${site.url}/`);

  // The top bar shows the uploaded picture (a /uploads/ URL on the API, not the default avatar).
  await page.waitForFunction((prev) => {
    const img = document.querySelector('header button[aria-label^="Account menu"] img');
    const src = img?.getAttribute('src') ?? '';
    return src !== prev && src.includes('/uploads/');
  }, before);
  const src = await avatarSrc();
  expect(src).toContain(site.apiUrl);
  const picture = await fetch(src as string);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toMatch(/^image\//);

  await page.goto(`${site.url}/profile/${a.id}`);
  await page.getByRole('heading', { name: newName }).waitFor();
  await page.getByText(`@${a.username}`).waitFor();
  await expectAccessible(page, 'own profile');
});

test('A resets a forgotten password through the mailed link and signs in with the new one', async () => {
  const a = await registeredUser(site.apiUrl, 'forgot');
  const page = await openPage();
  await page.goto(`${site.url}/login`);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.waitForURL(`${site.url}/forgot-password`);
  await expectAccessible(page, '/forgot-password');
  await page.getByLabel(/^Email/).fill(a.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();

  const mail = await waitForMail(a.email, /reset-password\?token=/);
  const link = mail.match(/https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/)?.[0];
  expect(link).toBeDefined();
  expect(link?.startsWith(`${site.url}/reset-password?token=`)).toBe(true);

  await page.goto(link as string);
  await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
  await expectAccessible(page, '/reset-password');
  const newPassword = 'brand-new-password-9';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.waitForURL(`${site.url}/login`);

  // The old password no longer works; the new one does.
  await loginThroughUi(page, site.url, a.username, a.password);
  await page.getByRole('alert').filter({ hasText: 'Invalid username or password!' }).first().waitFor();
  await signIn(page, a.username, newPassword);

  // The link is single-use.
  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('another-password-1');
  await page.getByLabel('Confirm new password').fill('another-password-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByRole('alert').filter({ hasText: RESET_TOKEN_INVALID }).first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/reset-password');
});
