// Editing a comment end to end, two users in two browser contexts: A edits their own comment by
// keyboard (Escape cancels, focus returns to the comment), B reads the new text with its "edited"
// mark and is offered no Edit on A's comment. E2E_SCREENSHOT_DIR=<folder> saves the edit box and
// the edited comment at 375 and 1280 px, light and dark.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API, apiPath, type Comment } from '@cwt/contracts';
import type { Page } from 'playwright-core';
import { authedCall, createPost, registeredUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { site, useSitePages } from '../src/suite';
import { loginThroughUi } from '../src/ui';

const openPage = useSitePages();

type User = Awaited<ReturnType<typeof registeredUser>>;

async function signIn(page: Page, user: User): Promise<void> {
  await loginThroughUi(page, site.url, user.username, user.password);
  await page.waitForURL(`${site.url}/`);
}

const isFocused = (page: Page, id: string) =>
  page.waitForFunction((target) => document.activeElement?.id === target, id);

test('A edits their comment by keyboard; B reads the new text marked edited, with no Edit of their own', async () => {
  const [writer, a, b] = await Promise.all([
    registeredUser(site.apiUrl, 'writer'),
    registeredUser(site.apiUrl, 'editor'),
    registeredUser(site.apiUrl, 'reader'),
  ]);
  const post = await createPost(site.apiUrl, writer.token, {
    title: `Edits ${a.username}`,
    category: 'Technology',
    tags: ['e2e'],
    content: '<p>A post to talk about.</p>',
    imageCloudUrl: `${site.apiUrl}/uploads/seed/cover-technology.svg`,
  });
  const comment = await authedCall<Comment>(
    site.apiUrl,
    a.token,
    apiPath(API.comments, { postId: post.id }),
    { method: 'POST', body: JSON.stringify({ content: 'Works on my phone.' }) },
  );
  const anchor = `comment-${comment.id}`;

  const pageA = await openPage();
  await signIn(pageA, a);
  await pageA.goto(`${site.url}/blog/${post.id}`);
  const menu = pageA.getByRole('button', { name: `Actions for comment by ${a.name}` });
  const openEdit = async () => {
    await menu.focus();
    await pageA.keyboard.press('Enter');
    await pageA.getByRole('menuitem', { name: 'Edit', exact: true }).focus();
    await pageA.keyboard.press('Enter');
    const box = pageA.getByRole('combobox', { name: 'Edit your comment' });
    await box.waitFor();
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    return box;
  };

  // Escape leaves the text as it was and gives the focus back to the comment.
  const box = await openEdit();
  expect(await box.inputValue()).toBe('Works on my phone.');
  await pageA.keyboard.type(' Maybe.');
  await pageA.keyboard.press('Escape');
  await box.waitFor({ state: 'detached' });
  await isFocused(pageA, anchor);
  await pageA.getByText('Works on my phone.', { exact: true }).waitFor();

  const edit = await openEdit();
  await edit.fill('Works on my phone and my tablet.');
  await expectAccessible(pageA, 'comment being edited');
  const saved = pageA.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/comments/${comment.id}`,
  );
  await pageA.keyboard.press('Tab');
  await pageA.keyboard.press('Tab');
  await pageA.keyboard.press('Enter');
  const answer = (await (await saved).json()) as Comment;
  expect(answer).toMatchObject({ id: comment.id, content: 'Works on my phone and my tablet.' });
  expect(answer.editedAt).not.toBeNull();
  await isFocused(pageA, anchor);
  const article = pageA.locator(`[id="${anchor}"]`);
  await article.getByText('Works on my phone and my tablet.').waitFor();
  const mark = article.locator('time', { hasText: 'edited' });
  expect(await mark.getAttribute('datetime')).toBe(answer.editedAt);
  expect(await mark.getAttribute('title')).toMatch(/^Edited /);

  const pageB = await openPage();
  await signIn(pageB, b);
  await pageB.goto(`${site.url}/blog/${post.id}`);
  const seen = pageB.locator(`[id="${anchor}"]`);
  await seen.getByText('Works on my phone and my tablet.').waitFor();
  expect(await seen.locator('time', { hasText: 'edited' }).getAttribute('datetime')).toBe(answer.editedAt);
  await pageB.getByRole('button', { name: `Actions for comment by ${a.name}` }).click();
  await pageB.getByRole('menuitem', { name: 'Report' }).waitFor();
  expect(await pageB.getByRole('menuitem', { name: 'Edit', exact: true }).count()).toBe(0);
  await expectAccessible(pageB, 'edited comment');

  const shots = process.env.E2E_SCREENSHOT_DIR;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    for (const width of [375, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await pageA.setViewportSize({ width, height: 800 });
        await pageA.emulateMedia({ colorScheme });
        // The theme is chosen when the page starts.
        await pageA.reload();
        await article.scrollIntoViewIfNeeded();
        await article.screenshot({ path: path.join(shots, `comment-edited-${width}-${colorScheme}.png`) });
        await openEdit();
        await article.locator('xpath=..').screenshot({
          path: path.join(shots, `comment-editing-${width}-${colorScheme}.png`),
        });
        await pageA.keyboard.press('Escape');
      }
    }
  }
});
