import type { PostSummary } from '@cwt/contracts';
import { createPost } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let postId: string;

beforeAll(async () => {
  server = await startServer();
  const author = await server.newUser('searcher');
  const post = await createPost(server, author, {
    title: 'Một ngày ở Hà Nội: phở và cà phê trứng',
    tags: ['Đà Lạt', 'travel'],
    content: '<p>Những con phố cổ và món bún chả nổi tiếng.</p>',
    category: 'Travel',
  });
  postId = post.id;
});
afterAll(() => server.close());

async function search(keyword: string): Promise<string[]> {
  const res = await server.request<PostSummary[]>(
    'GET',
    `/api/posts/search?keyword=${encodeURIComponent(keyword)}`,
  );
  expect(res.status).toBe(200);
  return res.body.map((p) => p.id);
}

describe('search ignores case and Vietnamese diacritics', () => {
  test.each([
    ['words without accents', 'ha noi'],
    ['the accented spelling', 'Hà Nội'],
    ['upper case', 'HA NOI'],
    ['a tag without accents', 'da lat'],
    ['body words without accents', 'bun cha'],
    ['the letter đ written as d', 'Da Lat'],
  ])('%s (%s)', async (_label, keyword) => {
    expect(await search(keyword)).toContain(postId);
  });

  test('an unrelated keyword does not match', async () => {
    expect(await search('quantum chromodynamics')).not.toContain(postId);
  });

  test('the home title filter is accent-insensitive too', async () => {
    const res = await server.request<{ content: PostSummary[] }>('GET', '/api/posts?q=ca%20phe%20trung');
    expect(res.status).toBe(200);
    expect(res.body.content.map((p) => p.id)).toContain(postId);
  });
});

describe('search ranking and fallbacks', () => {
  const ids: Record<'title' | 'tag' | 'body', string> = { title: '', tag: '', body: '' };
  beforeAll(async () => {
    const author = await server.newUser('ranker');
    // Created body-first, so "newest first" or "by id" alone would give the reverse order.
    ids.body = (
      await createPost(server, author, { title: 'Notes', content: '<p>a zyxquorbit story</p>' })
    ).id;
    ids.tag = (await createPost(server, author, { title: 'Tagged', tags: ['zyxquorbit'] })).id;
    ids.title = (await createPost(server, author, { title: 'The zyxquorbit guide' })).id;
  });

  test('title matches rank above tag matches, which rank above body-only matches', async () => {
    expect(await search('zyxquorbit')).toEqual([ids.title, ids.tag, ids.body]);
    const res = await server.request('GET', '/api/posts/search?keyword=zyxquorbit');
    expect(res.headers.get('x-total-count')).toBe('3');
  });

  test('part of a title word finds it', async () => {
    expect(await search('xquorb')).toEqual([ids.title]);
  });

  test('a misspelling finds the closest titles when nothing matches as typed', async () => {
    expect(await search('zyxqourbit guide')).toContain(ids.title);
    expect(await search('entirely unrelated qqqqzzzz')).toEqual([]);
  });
});
