// @mentions end to end, two users in two browser contexts: A types "@" and the start of a name in a
// comment, picks B with the keyboard only (arrow, Enter) from the autocomplete, where the people A
// follows come first; B's bell hears of it live and opens the comment. Axe judges the open list.
// E2E_SCREENSHOT_DIR=<folder> also saves the open list at 375 and 1280 px, light and dark.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API, apiPath, type Comment, mentionLink } from '@cwt/contracts';
import { authedCall, createPost, login, registeredUser, registerUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { site, useSitePages } from '../src/suite';
import { bell, signInLive } from '../src/ui';

const openPage = useSitePages();

interface User {
  id: string;
  token: string;
  username: string;
  password: string;
  name: string;
}

/** A member with exactly this username (the test needs two that share a prefix). */
async function member(username: string): Promise<User> {
  const user = {
    name: `Test ${username}`,
    email: `${username}@example.com`,
    username,
    password: 'password-123',
  };
  await registerUser(site.apiUrl, user);
  const session = await login(site.apiUrl, username, user.password);
  return { ...user, id: session.id, token: session.token };
}

test('A mentions B in a comment by keyboard; B is told live and the notification opens the comment', async () => {
  const prefix = `mn${Date.now().toString(36)}`;
  // Alphabetically B comes first; A follows C, so C is offered first.
  const [writer, a, b, c] = await Promise.all([
    registeredUser(site.apiUrl, 'writer'),
    registeredUser(site.apiUrl, 'mentioner'),
    member(`${prefix}b`),
    member(`${prefix}z`),
  ]);
  await authedCall(site.apiUrl, a.token, apiPath(API.follow, { userId: c.id }), { method: 'POST' });
  const post = await createPost(site.apiUrl, writer.token, {
    title: `Mentions ${prefix}`,
    category: 'Technology',
    tags: ['e2e'],
    content: '<p>A post to talk about.</p>',
    imageCloudUrl: `${site.apiUrl}/uploads/seed/cover-technology.svg`,
  });

  const pageB = await openPage();
  await signInLive(pageB, site.url, b);
  await bell(pageB, 0).waitFor();

  const pageA = await openPage();
  await signInLive(pageA, site.url, a);
  await pageA.goto(`${site.url}/blog/${post.id}`);
  const box = pageA.getByRole('combobox', { name: 'Add a comment' });
  await box.focus();
  await pageA.keyboard.type(`Have a look @${prefix}`);
  const list = pageA.getByRole('listbox', { name: 'People to mention' });
  const options = list.getByRole('option');
  await options.nth(1).waitFor();
  expect(await options.allTextContents()).toEqual([
    `${c.name}@${c.username}Following`,
    `${b.name}@${b.username}`,
  ]);
  expect(await box.getAttribute('aria-expanded')).toBe('true');
  expect(await box.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'));
  await pageA.getByText('2 people found').waitFor();
  await expectAccessible(pageA, 'post page with the mention list open');

  const shots = process.env.E2E_SCREENSHOT_DIR;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    for (const width of [375, 1280])
      for (const colorScheme of ['light', 'dark'] as const) {
        await pageA.setViewportSize({ width, height: 800 });
        await pageA.emulateMedia({ colorScheme });
        // The theme was chosen when the page loaded; a reload would close the list.
        await pageA.evaluate((theme) => {
          document.documentElement.dataset.theme = theme;
        }, colorScheme);
        await box.scrollIntoViewIfNeeded();
        await pageA.screenshot({ path: path.join(shots, `mentions-${width}-${colorScheme}.png`) });
      }
  }

  await pageA.keyboard.press('ArrowDown');
  expect(await box.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
  await pageA.keyboard.press('Enter');
  expect(await box.inputValue()).toBe(`Have a look @${b.username} `);
  expect(await box.getAttribute('aria-expanded')).toBe('false');
  await pageA.keyboard.type('please.');
  const sent = pageA.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      new URL(r.url()).pathname === apiPath(API.comments, { postId: post.id }),
  );
  await pageA.keyboard.press('Tab');
  await pageA.keyboard.press('Enter');
  const comment = (await (await sent).json()) as Comment;
  expect(comment.content).toBe(`Have a look ${mentionLink(b.id, b.username)} please.`);
  const link = pageA.locator(`[id="comment-${comment.id}"]`).getByRole('link', { name: `@${b.username}` });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe(`/profile/${b.id}`);
  if (shots)
    for (const theme of ['light', 'dark'] as const) {
      await pageA.evaluate((t) => {
        document.documentElement.dataset.theme = t;
      }, theme);
      await link.scrollIntoViewIfNeeded();
      await pageA.screenshot({ path: path.join(shots, `mention-link-1280-${theme}.png`) });
    }

  // Live: no reload on B's side.
  await bell(pageB, 1).waitFor({ timeout: 10_000 });
  await bell(pageB, 1).click();
  await pageB
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /^(?!Mute thread).*mentioned you in a comment/ })
    .click();
  await pageB.waitForURL(`${site.url}/blog/${post.id}#comment-${comment.id}`);
  await pageB.waitForFunction((id) => document.activeElement?.id === id, `comment-${comment.id}`);
  await pageB.locator(`[id="comment-${comment.id}"]`).getByText('please.').waitFor();
});

test('the post editor offers people after @ too: arrow and Enter write the name, axe-clean while open', async () => {
  const prefix = `me${Date.now().toString(36)}`;
  const [a, b, c] = await Promise.all([
    registeredUser(site.apiUrl, 'poster'),
    member(`${prefix}b`),
    member(`${prefix}c`),
  ]);
  const page = await openPage();
  await signInLive(page, site.url, a);
  await page.goto(`${site.url}/newpost`);
  const editor = page.locator('[data-slate-editor="true"]');
  await editor.click();
  await page.keyboard.type(`Thanks to @${prefix}`);
  const options = page.getByRole('listbox', { name: 'People to mention' }).getByRole('option');
  await options.nth(1).waitFor();
  expect(await options.allTextContents()).toEqual([`${b.name}@${b.username}`, `${c.name}@${c.username}`]);
  expect(await editor.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'));
  await expectAccessible(page, 'post editor with the mention list open');

  const shots = process.env.E2E_SCREENSHOT_DIR;
  if (shots)
    for (const width of [375, 1280])
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate((t) => {
          document.documentElement.dataset.theme = t;
        }, theme);
        await editor.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `editor-mentions-${width}-${theme}.png`) });
      }

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.type('for the review.');
  await editor.getByText(`Thanks to @${c.username} for the review.`).waitFor();
  expect(await editor.getAttribute('aria-activedescendant')).toBeNull();
  // Escape closes the list and leaves the text as typed.
  await page.keyboard.type(' Also @');
  await options.first().waitFor();
  await page.keyboard.press('Escape');
  await options.first().waitFor({ state: 'hidden' });
  await editor.getByText(`Thanks to @${c.username} for the review. Also @`).waitFor();
});
