import type { Page } from 'playwright-core';
import { registeredUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { makePng } from '../src/fixtures';
import { site, useSitePages } from '../src/suite';
import { loginThroughUi, openUserMenu, signedInAtHome } from '../src/ui';

const newPage = useSitePages();

/** A device: its own browser context (its own storage), signed in through the login page. */
async function device(user: { username: string; password: string }): Promise<Page> {
  const page = await newPage();
  await loginThroughUi(page, site.url, user.username, user.password);
  await signedInAtHome(page, site.url);
  return page;
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /^(Saving…|Saved|Not saved.*)$/ });

async function waitSaved(page: Page) {
  await status(page)
    .filter({ hasText: /^Saved$/ })
    .waitFor();
}

async function typeInEditor(page: Page, text: string) {
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

test('a draft typed on one device is saved, continued on another, offered both ways after a clash, and published', async () => {
  const user = await registeredUser(site.apiUrl, 'drafts');
  const laptop = await device(user);
  const title = `Drafted on two devices ${Date.now().toString(36)}`;

  await laptop.goto(`${site.url}/create-post`);
  await laptop.getByLabel(/^Title/).fill(title);
  await laptop
    .getByRole('group', { name: 'Suggested categories' })
    .getByRole('button', { name: 'Technology' })
    .click();
  await typeInEditor(laptop, 'Written on the laptop.');
  await laptop.getByTestId('featured-image-input').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: makePng(),
  });
  await laptop.getByRole('img', { name: 'Featured' }).waitFor();
  await waitSaved(laptop);

  // Another device: My drafts from the user menu lists it; Continue opens it in the editor.
  const phone = await device(user);
  await openUserMenu(phone, user.username);
  await phone.getByRole('menuitem', { name: 'My drafts' }).click();
  await phone.getByRole('heading', { name: 'My drafts', level: 1 }).waitFor();
  await phone.getByRole('link', { name: title, exact: true }).waitFor();
  await expectAccessible(phone, 'my drafts');
  await phone.getByRole('link', { name: `Continue “${title}”` }).click();
  await phone.getByRole('heading', { name: 'Create New Post' }).waitFor();
  expect(await phone.getByLabel(/^Title/).inputValue()).toBe(title);
  await phone.locator('[data-slate-editor="true"]').getByText('Written on the laptop.').waitFor();
  await typeInEditor(phone, ' Continued on the phone.');
  await waitSaved(phone);

  // The laptop still holds the version it started from: its next save is refused and both are offered.
  await typeInEditor(laptop, ' More from the laptop.');
  const dialog = laptop.getByRole('dialog', { name: 'This draft changed on another device' });
  await dialog.waitFor();
  await dialog.getByText('Continued on the phone.', { exact: false }).waitFor();
  await dialog.getByText('More from the laptop.', { exact: false }).waitFor();
  await expectAccessible(laptop, 'draft conflict');
  await dialog.getByRole('button', { name: 'Use the other copy' }).click();
  await dialog.waitFor({ state: 'detached' });
  const editor = laptop.locator('[data-slate-editor="true"]');
  await editor.getByText('Continued on the phone.', { exact: false }).waitFor();
  expect(await editor.getByText('More from the laptop.', { exact: false }).count()).toBe(0);

  await laptop.getByRole('button', { name: 'Publish Post' }).click();
  await laptop.waitForURL(`${site.url}/`);
  await laptop.getByText('Post created successfully!').first().waitFor();

  // The draft became the post, and is gone from My drafts on every device.
  const link = laptop.locator('a[href^="/blog/"]').filter({ hasText: title }).first();
  await link.waitFor();
  await laptop.goto(`${site.url}${await link.getAttribute('href')}`);
  await laptop.getByText('Continued on the phone.', { exact: false }).waitFor();
  await phone.goto(`${site.url}/drafts`);
  await phone.getByRole('heading', { name: 'No drafts' }).waitFor();
});

test('editing a published post is kept as a draft; the live post changes only when saved', async () => {
  const user = await registeredUser(site.apiUrl, 'editdraft');
  const page = await device(user);
  const res = await fetch(`${site.apiUrl}/api/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({
      title: 'Live title',
      category: 'Technology',
      tags: [],
      content: '<p>Live words.</p>',
      imageCloudUrl: 'https://images.example.com/cover.png',
    }),
  });
  const post = (await res.json()) as { id: string };

  await page.goto(`${site.url}/edit/${post.id}`);
  await page.getByRole('heading', { name: 'Edit Post' }).waitFor();
  await page.getByLabel(/^Title/).fill('Edited title');
  await waitSaved(page);
  const live = await (await fetch(`${site.apiUrl}/api/posts/${post.id}`)).json();
  expect(live.title).toBe('Live title');

  // Back later (or elsewhere): the edit is restored from the draft.
  await page.goto(`${site.url}/drafts`);
  await page.getByRole('link', { name: 'Edited title', exact: true }).click();
  await page.getByText(/Your unpublished changes were restored/).waitFor();
  expect(await page.getByLabel(/^Title/).inputValue()).toBe('Edited title');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(`${site.url}/blog/${post.id}`);
  await page.getByRole('heading', { name: 'Edited title' }).waitFor();
  await page.goto(`${site.url}/drafts`);
  await page.getByRole('heading', { name: 'No drafts' }).waitFor();
});
