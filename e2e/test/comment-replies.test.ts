// Threaded replies end to end, two users in two browser contexts: B replies to A's comment through
// the post page, A's bell gets the reply live, and opening it lands on the reply, focused and highlighted.
import { API, apiPath, type Comment } from '@cwt/contracts';
import { authedCall, createPost, registeredUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { site, useSitePages } from '../src/suite';
import { bell, signInLive } from '../src/ui';

const openPage = useSitePages();

test('B replies to A by keyboard, A is told live, opens it and lands on the highlighted reply', async () => {
  const [writer, a, b] = await Promise.all([
    registeredUser(site.apiUrl, 'writer'),
    registeredUser(site.apiUrl, 'asker'),
    registeredUser(site.apiUrl, 'answerer'),
  ]);
  const post = await createPost(site.apiUrl, writer.token, {
    title: `Threads ${a.username}`,
    category: 'Technology',
    tags: ['e2e'],
    content: '<p>A post to talk about.</p>',
    imageCloudUrl: `${site.apiUrl}/uploads/seed/cover-technology.svg`,
  });
  const question = await authedCall<Comment>(
    site.apiUrl,
    a.token,
    apiPath(API.comments, { postId: post.id }),
    {
      method: 'POST',
      body: JSON.stringify({ content: 'Does this work on phones?' }),
    },
  );

  const pageA = await openPage();
  await signInLive(pageA, site.url, a);
  await bell(pageA, 0).waitFor();

  const pageB = await openPage();
  await signInLive(pageB, site.url, b);
  await pageB.goto(`${site.url}/blog/${post.id}`);
  const replyButton = pageB.getByRole('button', { name: `Reply to ${a.name}` });
  await replyButton.focus();
  await pageB.keyboard.press('Enter');
  const box = pageB.getByRole('combobox', { name: `Reply to ${a.name}` });
  await box.waitFor();
  expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
  await pageB.keyboard.type('Yes, it does.');
  const sent = pageB.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      new URL(r.url()).pathname === apiPath(API.comments, { postId: post.id }),
  );
  await pageB.keyboard.press('Tab');
  await pageB.keyboard.press('Tab');
  await pageB.keyboard.press('Enter');
  const reply = (await (await sent).json()) as Comment;
  expect(reply).toMatchObject({ parentId: question.id, depth: 2, content: 'Yes, it does.' });
  const thread = pageB.getByRole('list', { name: `Replies to ${a.name}` });
  await thread.getByText('Yes, it does.').waitFor();
  await pageB.getByRole('button', { name: 'Hide 1 reply' }).waitFor();
  await expectAccessible(pageB, 'post with a reply thread');

  // Live: no reload on A's side.
  await bell(pageA, 1).waitFor({ timeout: 10_000 });
  await bell(pageA, 1).click();
  await pageA
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /^(?!Mute thread).*replied to your comment/ })
    .click();
  await pageA.waitForURL(`${site.url}/blog/${post.id}#comment-${reply.id}`);
  const target = pageA.locator(`[id="comment-${reply.id}"]`);
  await target.waitFor();
  await pageA.waitForFunction((id) => document.activeElement?.id === id, `comment-${reply.id}`);
  const bubbleBorder = (id: string) =>
    pageA
      .locator(`[id="${id}"] > div`)
      .last()
      .evaluate((el) => getComputedStyle(el).borderColor);
  // Highlighted: its bubble stands out from the comment it answers.
  expect(await bubbleBorder(`comment-${reply.id}`)).not.toBe(await bubbleBorder(`comment-${question.id}`));
  expect(await target.boundingBox()).not.toBeNull();
});

test('a deleted comment with replies stays as "[deleted]"; its replies stay readable', async () => {
  const [writer, a, b] = await Promise.all([
    registeredUser(site.apiUrl, 'writer'),
    registeredUser(site.apiUrl, 'asker'),
    registeredUser(site.apiUrl, 'answerer'),
  ]);
  const post = await createPost(site.apiUrl, writer.token, {
    title: `Tombstones ${a.username}`,
    category: 'Technology',
    tags: ['e2e'],
    content: '<p>A post to talk about.</p>',
    imageCloudUrl: `${site.apiUrl}/uploads/seed/cover-technology.svg`,
  });
  const path = apiPath(API.comments, { postId: post.id });
  const question = await authedCall<Comment>(site.apiUrl, a.token, path, {
    method: 'POST',
    body: JSON.stringify({ content: 'Soon gone' }),
  });
  await authedCall<Comment>(site.apiUrl, b.token, path, {
    method: 'POST',
    body: JSON.stringify({ content: 'The answer stays', parentId: question.id }),
  });

  const page = await openPage();
  await signInLive(page, site.url, a);
  await page.goto(`${site.url}/blog/${post.id}`);
  await page.getByRole('button', { name: `Actions for comment by ${a.name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('article', { name: '[deleted] comment' }).waitFor();
  await page.getByText('The answer stays').waitFor();
  expect(await page.getByText('Soon gone').count()).toBe(0);
});
