import { createPost, registeredUser, registerUser, uniqueUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { context, page, site, useBrowserSuite } from '../src/suite';
import { loginThroughUi } from '../src/ui';

useBrowserSuite();

const allBlogs = () => page.getByRole('region', { name: 'All Blogs' });

test('a visitor browses home, pages, changes the page size and searches from the header', async () => {
  await page.goto(`${site.url}/`);
  await page.getByRole('heading', { name: 'Diverse Perspectives of the Young Generation' }).waitFor();
  await page.getByRole('heading', { name: 'Popular Blogs' }).waitFor();
  await page.getByRole('link', { name: 'Explore Now' }).waitFor();
  const summary = allBlogs().getByText(/^Showing \d+ of \d+ results - Page \d+ of \d+$/);
  await summary.waitFor();
  const total = Number((await summary.textContent())?.match(/of (\d+) results/)?.[1]);
  expect(total).toBeGreaterThan(6);
  expect(await summary.textContent()).toMatch(/^Showing 6 of \d+ results - Page 1 of /);
  await expectAccessible(page, 'home');

  await allBlogs().getByRole('button', { name: 'Page 2' }).click();
  await allBlogs()
    .getByText(/- Page 2 of /)
    .waitFor();
  await allBlogs().getByLabel('Posts per page').selectOption('12');
  await allBlogs()
    .getByText(new RegExp(`^Showing 12 of ${total} results - Page 1 of ${Math.ceil(total / 12)}$`))
    .waitFor();

  // The header search: filters All Blogs on the server and opens a panel of at most 5 results.
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('zzzz-no-such-title');
  await allBlogs().getByText('No posts matching "zzzz-no-such-title" were found.').waitFor();
  await box.fill('travel');
  const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await options.first().waitFor();
  expect(await options.count()).toBeLessThanOrEqual(5);
  const title = (await options.first().locator('span > span').first().textContent())?.trim() ?? '';
  await options.first().click();
  await page.waitForURL(/\/blog\/[0-9a-f]{24}$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.title()).toContain(title);
});

test('a reader likes, comments, deletes the comment and follows a related article', async () => {
  const user = uniqueUser('reader');
  await registerUser(site.apiUrl, user);
  await loginThroughUi(page, site.url, user.username, user.password);
  await page.waitForURL(`${site.url}/`);

  await allBlogs().getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await page.waitForURL(/\/blog\/[0-9a-f]{24}$/);
  const postUrl = page.url();
  await page.getByRole('heading', { name: /Join the conversation/ }).waitFor();
  await page.getByRole('heading', { name: 'Related Articles' }).waitFor();
  await page.getByRole('button', { name: 'Back to blogs' }).waitFor();
  await page.getByRole('button', { name: 'Convert to Audio' }).waitFor();
  await page.getByRole('link', { name: /View Profile/ }).waitFor();
  await expectAccessible(page, 'blog detail');

  // Like, then unlike: the count moves by one each way and survives a reload.
  const like = page.locator('article header').getByRole('button', { name: /^(Like|Unlike) "/ });
  // Its spans: the hidden action text, the visible count, the hidden unit.
  const count = async () => Number(await like.locator('span').nth(1).textContent());
  const before = await count();
  await like.click();
  await like.and(page.locator('[aria-pressed="true"]:not([aria-busy])')).waitFor();
  expect(await count()).toBe(before + 1);
  await page.reload();
  await page.getByRole('heading', { name: /Join the conversation/ }).waitFor();
  await like.and(page.locator('[aria-pressed="true"]')).waitFor();
  expect(await count()).toBe(before + 1);
  await like.click();
  await like.and(page.locator('[aria-pressed="false"]:not([aria-busy])')).waitFor();
  expect(await count()).toBe(before);

  // Comment, then delete it through its menu.
  const text = `A thoughtful e2e comment ${Date.now()}`;
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  const comment = page
    .getByRole('list', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await comment.waitFor();
  await comment.getByRole('button', { name: /Actions for comment/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click();
  await comment.waitFor({ state: 'detached' });

  // Bookmarks (/bookmarks) arrive with a later issue's API; that step lands with it.

  const related = page
    .getByRole('list', { name: 'Related Articles' })
    .getByRole('heading')
    .first()
    .getByRole('link');
  await related.waitFor();
  const relatedTitle = (await related.textContent())?.trim() ?? '';
  await related.click();
  await page.waitForURL((url) => /\/blog\/[0-9a-f]{24}$/.test(url.pathname) && url.href !== postUrl);
  await page.getByRole('heading', { level: 1, name: relatedTitle }).waitFor();
});

test('popular filters by week; tags open a category; a missing post shows not found', async () => {
  await page.goto(`${site.url}/popular`);
  await page.getByRole('heading', { name: 'Popular Posts' }).waitFor();
  await page.getByText(/^\d+ post\(s\) found$/).waitFor();
  await expectAccessible(page, 'popular');
  const week = page.waitForResponse(
    (r) => r.url().includes('/api/posts/most-liked') && r.url().includes('period=week'),
  );
  await page.getByRole('button', { name: 'This Week' }).click();
  const response = await week;
  const { totalElements } = (await response.json()) as { totalElements: number };
  await page.getByText(`${totalElements} post(s) found`).waitFor();
  expect(await page.getByRole('button', { name: 'This Week' }).getAttribute('aria-pressed')).toBe('true');
  if (totalElements === 0) {
    await page.getByText('There are no popular posts available for the selected time period.').waitFor();
  }

  await page.goto(`${site.url}/category`);
  await page.getByRole('heading', { name: 'Tags' }).waitFor();
  const pill = page.getByRole('list', { name: 'All tags' }).getByRole('link').first();
  await pill.waitFor();
  const name = ((await pill.textContent()) ?? '').match(/^#([^\s,\d]+)/)?.[1] ?? '';
  await expectAccessible(page, 'tags');
  await pill.click();
  await page.getByRole('heading', { level: 1, name: `Blogs in #${name}` }).waitFor();
  await page
    .getByRole('list', { name: `Blogs in #${name}` })
    .getByRole('listitem')
    .first()
    .waitFor();
  await expectAccessible(page, 'category');

  await page.goto(`${site.url}/search?query=travel`);
  await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().waitFor();
  await expectAccessible(page, 'search');

  await page.goto(`${site.url}/blog/${'0'.repeat(24)}`);
  await page.getByRole('link', { name: 'Back to home page' }).waitFor();
});

test('a post’s served page carries its share preview, and Share copies its link', async () => {
  const author = await registeredUser(site.apiUrl, 'share');
  const title = `Sharing “Tết” & friends ${Date.now()}`;
  const { id } = await createPost(site.apiUrl, author.token, {
    title,
    content: '<p>A post to paste into Zalo and Facebook.</p>',
    category: 'Technology',
    tags: ['sharing'],
    imageCloudUrl: 'https://images.example/cover.jpg',
  });
  const postUrl = `${site.url}/blog/${id}`;

  // What a link preview's crawler reads: the served HTML, no scripts run. The shell's server waits
  // a moment for the API and otherwise serves the plain page while it fetches the post; ask again.
  let html = '';
  for (let attempt = 0; attempt < 20 && !html.includes('og:title'); attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    html = await (await fetch(postUrl)).text();
  }
  const head = html.slice(0, html.indexOf('</head>'));
  const tag = (attr: string, key: string) =>
    new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(head)?.[1];
  const text = (escaped: string | undefined) =>
    escaped
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  expect(head).toContain(`<link rel="canonical" href="${postUrl}">`);
  expect(text(tag('property', 'og:title'))).toBe(title);
  expect(tag('property', 'og:url')).toBe(postUrl);
  expect(tag('property', 'og:type')).toBe('article');
  expect(tag('property', 'og:image')).toBe('https://images.example/cover.jpg');
  expect(tag('property', 'og:description')).toBe('A post to paste into Zalo and Facebook.');
  expect(tag('property', 'article:author')).toBe(author.name);
  expect(tag('name', 'twitter:card')).toBe('summary_large_image');

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  await page.goto(postUrl);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Share on X' }).waitFor();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await page.getByText('Link copied').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(postUrl);
});
