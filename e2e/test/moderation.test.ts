import type { Comment } from '@cwt/contracts';
import { authedCall, createPost, registeredUser } from '../src/api';
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
