// Code in posts (issue 21): a post written with code by keyboard (the ``` and `code` shortcuts, the
// toolbar's Code block, Tab, Enter and Ctrl+Enter in a block, the language picker), published and read
// back highlighted; posts without code never load the highlighter's chunk. E2E_SCREENSHOT_DIR=<folder>
// also saves the editor and the post at 375 and 1280 px, light and dark.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createPost, registeredUser, registerUser, uniqueUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { makePng } from '../src/fixtures';
import { page, site, useBrowserSuite } from '../src/suite';
import { loginThroughUi } from '../src/ui';

useBrowserSuite();

const HIGHLIGHTER = /\/chunks\/highlight-code\.[0-9a-f]+\.js$/;
const LONG_LINE = 'print("a line of code far too long for a phone screen, so the block scrolls sideways")';
const shots = process.env.E2E_SCREENSHOT_DIR;

/** Script URLs the page requests from now on. */
function scriptRequests(p: Page): string[] {
  const urls: string[] = [];
  p.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** The site's theme as a visitor's system asks for it, applied at once (the app reads it on load). */
async function setTheme(p: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await p.emulateMedia({ colorScheme });
  await p.evaluate((theme) => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, colorScheme);
}

async function screenshots(name: string, p: Page, target = p.locator('main')): Promise<void> {
  if (!shots) return;
  for (const width of [375, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await p.setViewportSize({ width, height: 900 });
      await setTheme(p, colorScheme);
      await target.screenshot({ path: path.join(shots, `${name}-${width}-${colorScheme}.png`) });
    }
  }
  await p.setViewportSize({ width: 1280, height: 900 });
  await setTheme(p, 'light');
}

test('write code by keyboard and Markdown, publish, and read it highlighted', async () => {
  const user = uniqueUser('coder');
  await registerUser(site.apiUrl, user);
  await loginThroughUi(page, site.url, user.username, user.password);
  await page.waitForURL(`${site.url}/`);
  await page.goto(`${site.url}/newpost`);
  await page.getByRole('heading', { name: 'Create New Post' }).waitFor();

  const title = `Code e2e ${Date.now().toString(36)}`;
  await page.getByLabel(/^Title/).fill(title);
  await page
    .getByRole('group', { name: 'Suggested categories' })
    .getByRole('button', { name: 'Technology' })
    .click();
  await page
    .getByTestId('featured-image-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng() });
  await page.getByText('Image uploaded successfully!').first().waitFor();

  const editor = page.locator('[data-slate-editor="true"]');
  await editor.click();
  // Inline code by its Markdown shortcut.
  await page.keyboard.type('Install it with `npm i cwt` first, then:');
  await editor.locator('code', { hasText: 'npm i cwt' }).waitFor();
  await page.keyboard.press('Enter');
  // ``` starts a block; a first line naming a language sets it; Tab indents; Enter twice leaves.
  await page.keyboard.type('```');
  await editor.locator('pre').waitFor();
  await page.keyboard.type('ts');
  await page.keyboard.press('Enter');
  expect(await page.getByRole('combobox', { name: 'Language' }).first().inputValue()).toBe('typescript');
  await page.keyboard.type('function greet(name: string) {');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('return `Hi, ` + name;');
  await page.keyboard.press('Enter');
  await page.keyboard.type('}');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('And in Python:');
  await page.keyboard.press('Enter');
  // The toolbar's Code block, its language picker, then Ctrl+Enter leaves the block.
  await page.getByRole('button', { name: /^Code block/ }).click();
  await page.getByRole('combobox', { name: 'Language' }).nth(1).selectOption('python');
  await editor.locator('pre').nth(1).click();
  await page.keyboard.type('def add(a, b):');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('return a + b');
  await page.keyboard.press('Enter');
  await page.keyboard.type(LONG_LINE);
  // Esc, then Tab: focus moves on (no keyboard trap) and the code is unchanged.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-slate-editor'))).toBeNull();
  expect(await editor.locator('pre').nth(1).textContent()).toBe(
    `def add(a, b):\n    return a + b\n${LONG_LINE}`,
  );
  // Back in the block, Ctrl+Enter leaves it for a new paragraph after it.
  await editor.locator('pre').nth(1).click();
  await page.keyboard.press('Control+Enter');
  await page.keyboard.type('The end.');
  await expectAccessible(page, 'create post with code');
  await screenshots('editor-code', page, editor.locator('xpath=../..'));

  await page.getByRole('button', { name: 'Publish Post' }).click();
  await page.waitForURL(`${site.url}/`);
  await page.getByText('Post created successfully!').first().waitFor();
  const href = await page
    .locator('section[aria-labelledby="home-all"] a[href^="/blog/"]')
    .filter({ hasText: title })
    .first()
    .getAttribute('href');

  const scripts = scriptRequests(page);
  await page.goto(`${site.url}${href}`);
  await page.getByRole('heading', { name: title }).waitFor();
  const article = page.locator('main');
  const blocks = article.locator('pre > code');
  await article.locator('pre > code.hljs').nth(1).waitFor();
  expect(await blocks.count()).toBe(2);
  expect(await blocks.nth(0).getAttribute('class')).toBe('language-typescript hljs');
  expect(await blocks.nth(0).textContent()).toBe(
    'function greet(name: string) {\n  return `Hi, ` + name;\n}',
  );
  expect(await blocks.nth(1).textContent()).toBe(`def add(a, b):\n    return a + b\n${LONG_LINE}`);
  expect(await blocks.nth(0).locator('.hljs-keyword').allTextContents()).toEqual(
    expect.arrayContaining(['function', 'return']),
  );
  expect(await blocks.nth(1).locator('.hljs-keyword').allTextContents()).toEqual(
    expect.arrayContaining(['def', 'return']),
  );
  expect(await article.locator('p > code').textContent()).toBe('npm i cwt');
  await article.getByText('The end.').waitFor();
  expect(scripts.filter((url) => HIGHLIGHTER.test(url))).toHaveLength(1);

  for (const colorScheme of ['light', 'dark'] as const) {
    await setTheme(page, colorScheme);
    await expectAccessible(page, `post with code (${colorScheme})`);
  }
  // On a phone the long line scrolls inside its block; the page itself does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  const python = article.locator('pre').nth(1);
  expect(await python.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshots('post-code', page, article.locator('article').first());
});

test('posts without a code block naming a language never load the highlighter', async () => {
  const author = await registeredUser(site.apiUrl, 'plain');
  const { id } = await createPost(site.apiUrl, author.token, {
    title: `No code ${Date.now().toString(36)}`,
    category: 'Technology',
    tags: [],
    content: '<p>Words and <code>inline code</code>.</p><pre><code>a plain-text block</code></pre>',
    imageCloudUrl: null,
  });
  const scripts = scriptRequests(page);
  await page.goto(`${site.url}/blog/${id}`);
  const article = page.locator('main');
  await article.locator('pre > code', { hasText: 'a plain-text block' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => HIGHLIGHTER.test(url))).toEqual([]);
  expect(await article.locator('.hljs').count()).toBe(0);
});
