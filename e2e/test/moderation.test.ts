import path from 'node:path';
import type { Comment, ReportItem } from '@cwt/contracts';
import { authedCall, createPost, login, registeredUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { ADMIN } from '../src/site';
import { page, site, useBrowserSuite } from '../src/suite';
import { loginThroughUi } from '../src/ui';

useBrowserSuite();

const POST = {
  title: 'Night trains across Vietnam',
  category: 'Travel',
  tags: ['trains', 'travel'],
  content:
    '<p>The overnight train from Hanoi to Hue rolls past rice fields and sleeping towns.</p><p>Bring a book, some snacks and a good pair of earplugs.</p>',
  imageCloudUrl: 'https://images.example.com/train.png',
};

test('a reader reports a toxic comment and the ADMIN finds it in the report queue', async () => {
  const author = await registeredUser(site.apiUrl, 'author');
  const troll = await registeredUser(site.apiUrl, 'troll');
  const reader = await registeredUser(site.apiUrl, 'reader');
  const post = await createPost(site.apiUrl, author.token, POST);
  const comment = await authedCall<Comment>(site.apiUrl, troll.token, `/api/comments/${post.id}`, {
    method: 'POST',
    body: JSON.stringify({ content: 'You are a worthless idiot and everyone here hates you' }),
  });
  // Scored in the background when written: a system report appears without anyone reporting it.
  const admin = await login(site.apiUrl, ADMIN.username, ADMIN.password);
  let system: ReportItem | undefined;
  for (let i = 0; i < 120 && !system; i += 1) {
    const list = await authedCall<ReportItem[]>(site.apiUrl, admin.token, '/api/report-items?status=PENDING');
    system = list.find((r) => r.contentId === comment.id && r.origin === 'system');
    if (!system) await new Promise((r) => setTimeout(r, 250));
  }
  expect(system).toMatchObject({ userReportId: null, language: 'en', excerpt: comment.content });

  await loginThroughUi(page, site.url, reader.username, reader.password);
  await page.waitForURL(`${site.url}/`);
  await page.goto(`${site.url}/blog/${post.id}`);
  await page.getByRole('heading', { name: POST.title }).waitFor();
  await page.getByRole('button', { name: /^Actions for comment by/ }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  await page.getByText('Report submitted successfully!!').first().waitFor();

  await page.evaluate(() => localStorage.clear());
  await loginThroughUi(page, site.url, ADMIN.username, ADMIN.password);
  await page.waitForURL(`${site.url}/admin`);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Report Items' }).click();
  const row = page.getByRole('row').filter({ hasText: comment.id });
  await row.waitFor();
  await expectAccessible(page, 'report items');
  // The reporter is named, the type is a comment, and the score is shown as a percentage.
  await row.getByText(reader.id).waitFor();
  await row.getByText(/^Com/).waitFor();
  const percent = Number((await row.getByText(/\d+\.\d{2}%/).textContent())?.replace('%', ''));
  expect(percent).toBeGreaterThanOrEqual(70);

  // The details: the reader's report (the newest) with the evidence marked inside the comment.
  await row.getByRole('button', { name: /^Details of report/ }).click();
  const details = page.locator('tr[id$="-details"]');
  await details.getByText('user report').waitFor();
  await details.getByText('English').waitFor();
  await details.getByText('hide', { exact: true }).waitFor();
  const marks = await details.locator('mark').allTextContents();
  expect(marks.join(' ')).toMatch(/idiot/);
  await expectAccessible(page, 'report items, details open');

  // E2E_SCREENSHOT_DIR=... keeps pictures of the page at phone and desktop widths, light and dark.
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) {
    for (const width of [375, 1280])
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: theme });
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        await page.reload();
        const again = page.getByRole('row').filter({ hasText: comment.id });
        await again.getByRole('button', { name: /^Details of report/ }).click();
        await page.locator('tr[id$="-details"] mark').first().waitFor();
        // The table scrolls sideways on a phone: start from its left edge, where the details are.
        await page.evaluate(() => document.querySelector('table')?.parentElement?.scrollTo(0, 0));
        await page.screenshot({ path: path.join(dir, `report-items-${width}-${theme}.png`) });
      }
  }
});

test('a visitor converts a post to audio and gets a player with a real duration', async () => {
  const author = await registeredUser(site.apiUrl, 'narrator');
  const post = await createPost(site.apiUrl, author.token, {
    ...POST,
    title: 'Listening to the rain in Hue',
  });
  await page.goto(`${site.url}/blog/${post.id}`);
  await page.getByRole('button', { name: 'Convert to Audio' }).click();
  const player = page.getByLabel(/^Audio of/);
  await player.waitFor();
  const duration = await player.evaluate(
    (audio: HTMLAudioElement) =>
      new Promise<number>((resolve) => {
        if (audio.readyState >= 1) resolve(audio.duration);
        else audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
      }),
  );
  expect(duration).toBeGreaterThan(1);
  await expectAccessible(page, 'post with audio');
});
