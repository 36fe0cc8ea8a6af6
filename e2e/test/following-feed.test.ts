import type { Page } from 'playwright-core';
import { createPost, registeredUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { site, useSitePages } from '../src/suite';
import { loginThroughUi } from '../src/ui';

const openPage = useSitePages();

async function signIn(page: Page, username: string, password: string) {
  await loginThroughUi(page, site.url, username, password);
  await page.waitForURL(`${site.url}/`);
  await page.getByRole('banner').getByText(username).waitFor();
}

test('an empty Following tab shows the hint; following an author and a topic fills it', async () => {
  const reader = await registeredUser(site.apiUrl, 'feedreader');
  const author = await registeredUser(site.apiUrl, 'feedauthor');
  const other = await registeredUser(site.apiUrl, 'feedother');
  const topic = `Orchids${Date.now().toString(36)}`;
  const byAuthor = await createPost(site.apiUrl, author.token, {
    title: `Followed author post ${topic}`,
    category: 'Technology',
    tags: [],
    content: '<p>Written by someone the reader follows.</p>',
  });
  const inTopic = await createPost(site.apiUrl, other.token, {
    title: `Followed topic post ${topic}`,
    category: 'Technology',
    tags: [topic.toLowerCase()],
    content: '<p>Filed under a topic the reader follows.</p>',
  });

  const page = await openPage();
  await signIn(page, reader.username, reader.password);
  const following = page.getByRole('tab', { name: 'Following' });
  await following.click();
  await page.getByRole('heading', { name: 'Follow people and topics to fill this feed' }).waitFor();
  await expectAccessible(page, 'empty Following tab');

  // Follow the author from their profile, the topic from its category page.
  await page.goto(`${site.url}/profile/${author.id}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await page.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
  await page.goto(`${site.url}/category/${encodeURIComponent(topic)}`);
  await page.getByRole('button', { name: 'Follow topic' }).click();
  await page.getByRole('button', { name: 'Unfollow topic' }).waitFor();

  await page.goto(`${site.url}/`);
  await page.getByRole('tab', { name: 'Following' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByText(`Followed topic post ${topic}`).first().waitFor();
  await panel.getByText(`Followed author post ${topic}`).first().waitFor();
  // Newest first: the topic's post was published after the author's.
  const links = await panel
    .locator(`a[href^="/blog/"]`)
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links.indexOf(`/blog/${inTopic.id}`)).toBeLessThan(links.indexOf(`/blog/${byAuthor.id}`));
  await expectAccessible(page, 'Following tab with posts');

  // The reader's topics show on their own profile.
  await page.goto(`${site.url}/profile/${reader.id}`);
  await page.getByRole('link', { name: `#${topic}` }).waitFor();
});
