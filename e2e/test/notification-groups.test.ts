// Grouped notifications and preferences end to end, in three browser contexts: B and C like A's post
// and A's bell shows one row "C and 1 other liked your post", live, counted once; A switches likes
// off on the account page, and D's like then shows nothing while D's comment still arrives live;
// A mutes the thread from that comment's row in the bell, and D's next comment shows nothing.
// E2E_SCREENSHOT_DIR=<folder> saves the bell and the account page's settings at 375 and 1280 px,
// light and dark.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API, apiPath, PAGES } from '@cwt/contracts';
import type { Page } from 'playwright-core';
import { authedCall, createPost, registeredUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { site, useSitePages } from '../src/suite';
import { bell, signInLive } from '../src/ui';

const openPage = useSitePages();

type User = Awaited<ReturnType<typeof registeredUser>>;

const signIn = (page: Page, user: User) => signInLive(page, site.url, user);

const like = (user: User, postId: string) =>
  authedCall(site.apiUrl, user.token, apiPath(API.likePost, { postId }), { method: 'POST' });

test('two likes are one live row in the bell; with likes switched off a third like shows nothing', async () => {
  const [a, b, c, d] = await Promise.all([
    registeredUser(site.apiUrl, 'author'),
    registeredUser(site.apiUrl, 'fanb'),
    registeredUser(site.apiUrl, 'fanc'),
    registeredUser(site.apiUrl, 'fand'),
  ]);
  const post = await createPost(site.apiUrl, a.token, {
    title: `Liked ${a.username}`,
    category: 'Technology',
    tags: ['e2e'],
    content: '<p>A post worth liking.</p>',
    imageCloudUrl: `${site.apiUrl}/uploads/seed/cover-technology.svg`,
  });

  const pageA = await openPage();
  await signIn(pageA, a);
  await bell(pageA, 0).waitFor();
  // B and C read the post in their own browsers; their likes go through the API.
  for (const fan of [b, c]) {
    const fanPage = await openPage();
    await signIn(fanPage, fan);
    await fanPage.goto(`${site.url}/blog/${post.id}`);
    await like(fan, post.id);
  }

  // Live, no reload: one group, counted once, named by the newest liker.
  await bell(pageA, 1).waitFor({ timeout: 10_000 });
  await bell(pageA, 1).click();
  const panel = pageA.getByRole('dialog', { name: 'Notifications' });
  const likes = panel.getByRole('button', { name: /liked your post/ });
  await likes.first().waitFor();
  await pageA.waitForFunction(
    (text) => document.querySelector('[role="dialog"]')?.textContent?.includes(text) ?? false,
    `${c.name} and 1 other liked your post`,
  );
  expect(await likes.count()).toBe(1);
  await expectAccessible(pageA, 'bell with a grouped notification');

  const shots = process.env.E2E_SCREENSHOT_DIR;
  if (shots) mkdirSync(shots, { recursive: true });
  const shoot = async (name: string) => {
    for (const width of [375, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await pageA.setViewportSize({ width, height: 900 });
        await pageA.emulateMedia({ colorScheme });
        await pageA.reload();
        await pageA.getByRole('banner').waitFor();
        if (name === 'bell') {
          await bell(pageA, 1).click();
          await panel.getByRole('button', { name: /liked your post/ }).waitFor();
          await pageA.screenshot({ path: path.join(shots!, `bell-${width}-${colorScheme}.png`) });
        } else {
          const section = pageA.getByRole('region', { name: 'Notifications' });
          await section.getByRole('switch', { name: 'Likes' }).waitFor();
          await section.screenshot({ path: path.join(shots!, `settings-${width}-${colorScheme}.png`) });
        }
      }
    }
    await pageA.setViewportSize({ width: 1280, height: 900 });
    await pageA.emulateMedia({ colorScheme: 'light' });
  };
  if (shots) await shoot('bell');

  // A switches likes off on the account page, by keyboard.
  await pageA.goto(`${site.url}${PAGES.account.href}`);
  const settings = pageA.getByRole('region', { name: 'Notifications' });
  const likesSwitch = settings.getByRole('switch', { name: 'Likes' });
  await likesSwitch.waitFor();
  expect(await likesSwitch.getAttribute('aria-checked')).toBe('true');
  const saved = pageA.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === API.notificationPreferences,
  );
  await likesSwitch.focus();
  await pageA.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await pageA.waitForFunction(
    () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'false',
  );
  await expectAccessible(pageA, 'account notification settings');
  if (shots) await shoot('settings');

  // D likes (nothing) then comments (told, live): once the comment is shown, the like would be too.
  // Watched from home, where the open panel covers nothing axe would misread.
  const streamOpen = pageA.waitForResponse((r) => new URL(r.url()).pathname === API.notificationsStream);
  await pageA.goto(`${site.url}/`);
  await streamOpen;
  await bell(pageA, 1).click();
  await like(d, post.id);
  await authedCall(site.apiUrl, d.token, apiPath(API.comments, { postId: post.id }), {
    method: 'POST',
    body: JSON.stringify({ content: 'Nice one' }),
  });
  await bell(pageA, 2).waitFor({ timeout: 10_000 });
  await panel.getByRole('button', { name: /New comment/ }).waitFor();
  expect(await panel.getByRole('button', { name: /liked your post/ }).count()).toBe(1);
  expect(await panel.textContent()).toContain(`${c.name} and 1 other liked your post`);
  expect(await panel.textContent()).not.toContain(`${d.name} and 2 others`);

  // A mutes the post's thread from the comment's row: D's next comment is not told, D's follow is.
  const muted = pageA.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      new URL(r.url()).pathname === apiPath(API.threadMute, { postId: post.id }),
  );
  await panel.getByRole('button', { name: new RegExp(`^Mute thread: ${d.name} commented`) }).click();
  expect((await muted).status()).toBe(200);
  await panel.getByRole('button', { name: new RegExp(`^Unmute thread: ${d.name} commented`) }).waitFor();
  await authedCall(site.apiUrl, d.token, apiPath(API.comments, { postId: post.id }), {
    method: 'POST',
    body: JSON.stringify({ content: 'Still here' }),
  });
  await authedCall(site.apiUrl, d.token, apiPath(API.follow, { userId: a.id }), { method: 'POST' });
  await bell(pageA, 3).waitFor({ timeout: 10_000 });
  await panel.getByRole('button', { name: /started following you/ }).waitFor();
  expect(await panel.getByRole('button', { name: /New comment/ }).count()).toBe(1);
  // Checked once the "Thread muted" toast has gone: axe reads a fading toast's contrast as too low.
  await pageA.locator('[data-rht-toaster] > div').first().waitFor({ state: 'hidden', timeout: 10_000 });
  await expectAccessible(pageA, 'bell with Mute thread buttons');
  if (shots)
    for (const width of [375, 1280]) {
      await pageA.setViewportSize({ width, height: 900 });
      await panel.screenshot({ path: path.join(shots, `bell-mute-${width}.png`) });
    }
});
