import type { Dialog, Locator } from 'playwright-core';
import { registerUser, uniqueUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { makePng } from '../src/fixtures';
import { page, site, useBrowserSuite } from '../src/suite';
import { loginThroughUi } from '../src/ui';

let dialogs: string[];

useBrowserSuite();
beforeEach(() => {
  dialogs = [];
  // The link button prompts for a URL; any other dialog (alert from an injected script) is a failure.
  page.on('dialog', (dialog: Dialog) => {
    if (dialog.type() === 'prompt') void dialog.accept('https://example.com/guide');
    else {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    }
  });
});
afterEach(() => {
  expect(dialogs).toEqual([]);
});

/** Drops a file on an element the way a person dragging it from the desktop does. */
async function dropFile(target: Locator, name: string, type: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const bin = atob(base64);
      const arr = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) arr[i] = bin.charCodeAt(i);
      const dt = new DataTransfer();
      dt.items.add(new File([arr], name, { type }));
      return dt;
    },
    { name, type, base64: bytes.toString('base64') },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

test('a visitor opening /newpost is sent to /login', async () => {
  await page.goto(`${site.url}/newpost`);
  await page.waitForURL(`${site.url}/login`);
});

test('write a formatted post with a dropped featured image, publish, find it on Home, open it intact', async () => {
  const user = uniqueUser('writer');
  await registerUser(site.apiUrl, user);
  await loginThroughUi(page, site.url, user.username, user.password);
  await page.waitForURL(`${site.url}/`);

  await page.goto(`${site.url}/newpost`);
  await page.getByRole('heading', { name: 'Create New Post' }).waitFor();
  await page.getByText('Share your thoughts and ideas with the community').waitFor();
  await expectAccessible(page, 'create post (empty)');

  // Publishing an empty form shows every message.
  await page.getByRole('button', { name: 'Publish Post' }).click();
  for (const message of [
    'Title is required',
    'Category is required',
    'Content is required',
    'Featured image is required',
  ])
    await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
  await expectAccessible(page, 'create post (errors)');

  const title = `Editor e2e ${Date.now().toString(36)}`;
  await page.getByLabel(/^Title/).fill(title);
  expect(await page.getByText('Title is required').count()).toBe(0);
  await page
    .getByRole('group', { name: 'Suggested categories' })
    .getByRole('button', { name: 'Technology' })
    .click();
  await page.getByLabel(/^Tags/).fill(' e2e, , editor ');

  const editor = page.locator('[data-slate-editor="true"]');
  await editor.click();
  await page.getByRole('combobox', { name: 'Text style' }).selectOption('h2');
  await page.keyboard.type('Section heading');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Plain and ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('bold words');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' then <script>window.__pwned = true; alert("xss")</script> as text.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('first item');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second item');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the ');
  // Collapsed selection: the prompt's URL is inserted as linked text.
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await editor.locator('a[href="https://example.com/guide"]').waitFor();
  await page.getByText(/^\d+ words$/).waitFor();
  expect(await page.getByRole('button', { name: /^Bold/ }).getAttribute('aria-pressed')).toBe('false');

  const zone = page.getByTestId('featured-image-drop');
  await dropFile(zone, 'cover.png', 'image/png', makePng());
  await page.getByText('Image uploaded successfully!').first().waitFor();
  const preview = page.getByRole('img', { name: 'Featured' });
  await preview.waitFor();
  expect(await preview.getAttribute('src')).toMatch(new RegExp(`^${site.apiUrl}/uploads/img/`));

  // The draft is kept locally while typing.
  await page.waitForFunction(() => (localStorage.getItem('cwt.editorDraft') ?? '').includes('bold words'));
  await expectAccessible(page, 'create post (filled)');

  await page.getByRole('button', { name: 'Publish Post' }).click();
  await page.waitForURL(`${site.url}/`);
  await page.getByText('Post created successfully!').first().waitFor();
  expect(await page.evaluate(() => localStorage.getItem('cwt.editorDraft'))).toBeNull();

  const allBlogs = page.locator('section[aria-labelledby="home-all"]');
  const firstPost = allBlogs.locator('a[href^="/blog/"]').first();
  await firstPost.waitFor();
  await allBlogs.getByText(title).first().waitFor();
  expect(await allBlogs.locator('a[href^="/blog/"]').filter({ hasText: title }).count()).toBeGreaterThan(0);
  const firstHref = await firstPost.getAttribute('href');
  const ours = await allBlogs
    .locator('a[href^="/blog/"]')
    .filter({ hasText: title })
    .first()
    .getAttribute('href');
  expect(firstHref).toBe(ours);

  await page.goto(`${site.url}${ours}`);
  await page.getByRole('heading', { name: title }).waitFor();
  const article = page.locator('main');
  await article.getByRole('heading', { name: 'Section heading', level: 2 }).waitFor();
  await article.locator('strong', { hasText: 'bold words' }).waitFor();
  await article.locator('li', { hasText: 'first item' }).waitFor();
  await article.locator('li', { hasText: 'second item' }).waitFor();
  await article.locator('a[href="https://example.com/guide"]').waitFor();
  // The script was text: shown literally, never run.
  await article.getByText('<script>window.__pwned = true; alert("xss")</script>', { exact: false }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(await article.locator('script').count()).toBe(0);
});

test('the draft survives a reload and Cancel asks before discarding it', async () => {
  const user = uniqueUser('drafter');
  await registerUser(site.apiUrl, user);
  await loginThroughUi(page, site.url, user.username, user.password);
  await page.waitForURL(`${site.url}/`);
  await page.goto(`${site.url}/create-post`);
  await page.getByLabel(/^Title/).fill('Unfinished thoughts');
  await page.waitForFunction(() => (localStorage.getItem('cwt.editorDraft') ?? '').includes('Unfinished'));
  await page.reload();
  await page.getByText('Your unpublished draft was restored.').waitFor();
  expect(await page.getByLabel(/^Title/).inputValue()).toBe('Unfinished thoughts');

  page.removeAllListeners('dialog');
  const seen: string[] = [];
  page.once('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(`${site.url}/`);
  expect(seen).toEqual(['Are you sure you want to discard your draft?']);
  expect(await page.evaluate(() => localStorage.getItem('cwt.editorDraft'))).toBeNull();
});
