// Block and mute end to end, in two browser contexts: A blocks B from B's profile, B's reply to A's
// comment is refused with the reason, A no longer sees B's comments or posts, A mutes C, and both
// are undone from A's account settings. E2E_SCREENSHOT_DIR=<folder> also saves the profile notice
// and the settings section at 375 and 1280 px, light and dark.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API, apiPath, BLOCKED_MESSAGES, type Comment } from '@cwt/contracts';
import type { Page } from 'playwright-core';
import { authedCall, createPost, login, registeredUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { ADMIN } from '../src/site';
import { site, useSitePages } from '../src/suite';
import { loginThroughUi } from '../src/ui';

const openPage = useSitePages();

type User = Awaited<ReturnType<typeof registeredUser>>;

async function signIn(page: Page, user: User): Promise<void> {
  await loginThroughUi(page, site.url, user.username, user.password);
  await page.waitForURL(`${site.url}/`);
}

const cover = () => `${site.apiUrl}/uploads/seed/cover-technology.svg`;

/** A newest-first category of its own, so the page's first cards are this test's posts. */
async function postIn(user: User, category: string, title: string) {
  const { id } = await createPost(site.apiUrl, user.token, {
    title,
    category,
    tags: ['e2e'],
    content: '<p>Something to read.</p>',
    imageCloudUrl: cover(),
  });
  return { id, title };
}

/** `ready` resolves once the part being shown has loaded again after each reload. */
async function screenshots(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280])
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      // The theme is read from the system's scheme when the page starts.
      await page.reload();
      await ready();
      await page.screenshot({ path: path.join(dir, `${name}-${width}-${colorScheme}.png`), fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await ready();
}

test('A blocks B from the profile, B cannot reply, A mutes C, and both are undone from settings', async () => {
  const [writer, a, b, c] = await Promise.all([
    registeredUser(site.apiUrl, 'writer'),
    registeredUser(site.apiUrl, 'blocker'),
    registeredUser(site.apiUrl, 'blocked'),
    registeredUser(site.apiUrl, 'muted'),
  ]);
  const admin = await login(site.apiUrl, ADMIN.username, ADMIN.password);
  const category = `Blocks ${a.username}`;
  await authedCall(site.apiUrl, admin.token, API.categories, {
    method: 'POST',
    body: JSON.stringify({ name: category }),
  });
  const post = await postIn(writer, category, `Talk ${a.username}`);
  const byB = await postIn(b, category, `By the blocked ${b.username}`);
  const byC = await postIn(c, category, `By the muted ${c.username}`);
  const comments = apiPath(API.comments, { postId: post.id });
  const say = (user: User, content: string) =>
    authedCall<Comment>(site.apiUrl, user.token, comments, {
      method: 'POST',
      body: JSON.stringify({ content }),
    });
  await say(a, 'A asks something.');
  await say(b, 'B says something.');

  // B has the post open before the block: A's comment is still on B's screen.
  const pageB = await openPage();
  await signIn(pageB, b);
  await pageB.goto(`${site.url}/blog/${post.id}`);
  await pageB.getByRole('button', { name: `Reply to ${a.name}` }).waitFor();

  const pageA = await openPage();
  await signIn(pageA, a);
  await pageA.goto(`${site.url}/profile/${b.id}`);
  await pageA.getByRole('button', { name: `More actions for ${b.name}` }).click();
  await pageA.getByRole('menuitem', { name: `Block @${b.username}` }).click();
  const dialog = pageA.getByRole('dialog', { name: `Block @${b.username}?` });
  await dialog.getByRole('button', { name: 'Block' }).click();
  const notice = pageA.getByRole('region', { name: 'Blocked' });
  await notice.getByText(`You blocked @${b.username}.`).waitFor();
  expect(await pageA.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(0);
  await expectAccessible(pageA, "a blocked member's profile");
  await screenshots(pageA, 'blocked-profile', () => notice.getByRole('button').waitFor());

  // B tries to reply to A's comment: refused, saying why.
  await pageB.getByRole('button', { name: `Reply to ${a.name}` }).click();
  await pageB.getByRole('combobox', { name: `Reply to ${a.name}` }).fill('Let me answer.');
  await pageB.getByRole('button', { name: 'Reply', exact: true }).click();
  await pageB.getByText(BLOCKED_MESSAGES.reply).first().waitFor();

  // A no longer sees B's comments or posts.
  await pageA.goto(`${site.url}/blog/${post.id}`);
  await pageA.getByText('A asks something.').waitFor();
  expect(await pageA.getByText('B says something.').count()).toBe(0);
  await pageA.goto(`${site.url}/category/${encodeURIComponent(category)}`);
  await pageA.getByRole('link', { name: byC.title }).first().waitFor();
  expect(await pageA.getByRole('link', { name: byB.title }).count()).toBe(0);

  // A mutes C from C's profile: C's posts leave A's lists too.
  await pageA.goto(`${site.url}/profile/${c.id}`);
  await pageA.getByRole('button', { name: `More actions for ${c.name}` }).click();
  await pageA.getByRole('menuitem', { name: `Mute @${c.username}` }).click();
  await pageA.getByRole('region', { name: 'Muted' }).getByText(`You muted @${c.username}.`).waitFor();
  // Muting keeps the follow button: nothing else changes.
  await pageA.getByRole('button', { name: 'Follow', exact: true }).waitFor();
  await pageA.goto(`${site.url}/category/${encodeURIComponent(category)}`);
  await pageA.getByRole('link', { name: post.title }).first().waitFor();
  expect(await pageA.getByRole('link', { name: byC.title }).count()).toBe(0);

  // Settings list both; Unblock and Unmute bring their posts back.
  await pageA.goto(`${site.url}/account`);
  await pageA.getByRole('list', { name: 'Blocked members' }).getByRole('link', { name: b.name }).waitFor();
  await pageA.getByRole('list', { name: 'Muted members' }).getByRole('link', { name: c.name }).waitFor();
  await expectAccessible(pageA, 'account settings with blocked and muted members');
  await screenshots(pageA, 'blocked-and-muted', () =>
    pageA.getByRole('button', { name: `Unmute @${c.username}` }).waitFor(),
  );
  await pageA.getByRole('button', { name: `Unblock @${b.username}` }).click();
  await pageA.getByText("You haven't blocked anyone.").waitFor();
  await pageA.getByRole('button', { name: `Unmute @${c.username}` }).click();
  await pageA.getByText("You haven't muted anyone.").waitFor();
  await pageA.goto(`${site.url}/category/${encodeURIComponent(category)}`);
  await pageA.getByRole('link', { name: byB.title }).first().waitFor();
  await pageA.getByRole('link', { name: byC.title }).first().waitFor();
  await pageA.goto(`${site.url}/blog/${post.id}`);
  await pageA.getByText('B says something.').waitFor();
});
