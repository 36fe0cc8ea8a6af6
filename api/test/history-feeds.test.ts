import type { HistoryResponse, PagedPosts } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { createPost, scalar, type TestUser, UNKNOWN_ID as UNKNOWN } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let viewer: TestUser;
beforeAll(async () => {
  server = await startServer({ env: { SITE_URL: 'https://cwt.example/' } });
  viewer = await server.newUser('viewer');
});
afterAll(() => server.close());

describe('history', () => {
  test('a repeated view moves the post to the top instead of duplicating it', async () => {
    const author = await server.newUser('author');
    const [a, b, c] = [
      await createPost(server, author, { title: 'Seen A' }),
      await createPost(server, author, { title: 'Seen B' }),
      await createPost(server, author, { title: 'Seen C' }),
    ];
    for (const p of [a!, b!, c!, a!]) {
      const res = await server.request<{ message: string; entry: { details: { postId: { id: string } } } }>(
        'POST',
        '/api/history/add',
        { token: viewer.token, body: { postId: p.id, description: 'Viewed the post' } },
      );
      expect(res.status).toBe(200);
      expect(res.body.entry.details.postId.id).toBe(p.id);
    }
    const res = await server.request<HistoryResponse>('GET', '/api/history', { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body.data.history.map((h) => h.details.postId?.title)).toEqual(['Seen A', 'Seen C', 'Seen B']);
    expect(res.body.data).toMatchObject({ total: 3, page: 1, totalPages: 1 });
    const first = res.body.data.history[0]!;
    expect(first).toMatchObject({ id: first._id, description: 'Viewed the post' });
    expect(first.details.postId).toMatchObject({
      _id: a!.id,
      imageCloudUrl: expect.stringMatching(/^https:/),
    });
    expect(
      await scalar(server, sql`select count(*)::int as n from history where user_id = ${viewer.id}`),
    ).toBe(3);

    const paged = await server.request<HistoryResponse>('GET', '/api/history?page=2&size=2', {
      token: viewer.token,
    });
    expect(paged.body.data.history.map((h) => h.details.postId?.title)).toEqual(['Seen B']);
    expect(paged.body.data).toMatchObject({ total: 3, page: 2, totalPages: 2 });

    // Only your own.
    const stranger = await server.newUser('stranger');
    const theirs = await server.request<HistoryResponse>('GET', '/api/history', { token: stranger.token });
    expect(theirs.body.data).toMatchObject({ history: [], total: 0 });
  });

  test('401 anonymous, 404 unknown post, 400 malformed id', async () => {
    expect((await server.request('POST', '/api/history/add', { body: { postId: UNKNOWN } })).status).toBe(
      401,
    );
    expect((await server.request('GET', '/api/history')).status).toBe(401);
    const unknown = await server.request('POST', '/api/history/add', {
      token: viewer.token,
      body: { postId: UNKNOWN },
    });
    expect(unknown.status).toBe(404);
    const bad = await server.request('POST', '/api/history/add', {
      token: viewer.token,
      body: { postId: 'x' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('feeds', () => {
  test('/rss.xml is RSS 2.0 of the latest 20 posts with escaped absolute links to SITE_URL', async () => {
    const author = await server.newUser('feeder');
    const post = await createPost(server, author, { title: 'Fish & <Chips> "quoted"' });
    const res = await fetch(`${server.url}/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(20);
    expect(xml).toContain(`<link>https://cwt.example/blog/${post.id}</link>`);
    expect(xml).toContain('<title>Fish &amp; &lt;Chips&gt; &quot;quoted&quot;</title>');
    expect(xml).not.toContain('<Chips>');
    // Every element that opens closes (a cheap well-formedness check without an XML parser).
    const opens = [...xml.matchAll(/<([a-z:]+)[\s>]/gi)].map((m) => m[1]).filter((t) => t !== 'atom:link');
    const closes = [...xml.matchAll(/<\/([a-z:]+)>/gi)].map((m) => m[1]);
    expect(opens.sort()).toEqual(closes.sort());
    const newest = await server.request<PagedPosts>('GET', '/api/posts?size=1');
    expect(xml.indexOf(newest.body.content[0]!.id)).toBeGreaterThan(0);
  });

  test('/sitemap.xml lists the static pages and every visible post', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://cwt.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://cwt.example/about</loc></url>');
    const visible = await scalar(server, sql`select count(*)::int as n from posts where not hidden`);
    expect(xml.match(/<loc>https:\/\/cwt\.example\/blog\/[0-9a-f]{24}<\/loc><lastmod>/g)).toHaveLength(
      visible,
    );
    expect(xml.match(/<url>/g)!.length).toBe(xml.match(/<\/url>/g)!.length);
    expect((await fetch(`${server.url}/sitemap-2.xml`)).status).toBe(404);
  });
});

describe('sitemap index', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startServer({ config: { sitemapUrlLimit: 20 } });
  });
  afterAll(() => small.close());

  test('past the URL limit, /sitemap.xml is an index and the pages hold every URL once', async () => {
    const total = 5 + (await scalar(small, sql`select count(*)::int as n from posts where not hidden`));
    const pages = Math.ceil(total / 20);
    expect(pages).toBeGreaterThan(1);
    const index = await (await fetch(`${small.url}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    expect(
      index.match(/<sitemap><loc>http:\/\/localhost:3000\/sitemap-\d+\.xml<\/loc><\/sitemap>/g),
    ).toHaveLength(pages);
    const locs: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const res = await fetch(`${small.url}/sitemap-${n}.xml`);
      expect(res.status).toBe(200);
      const page = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(page.length).toBeLessThanOrEqual(20);
      locs.push(...page);
    }
    expect(locs).toHaveLength(total);
    expect(new Set(locs).size).toBe(total);
    expect((await fetch(`${small.url}/sitemap-${pages + 1}.xml`)).status).toBe(404);
    expect((await fetch(`${small.url}/sitemap-0.xml`)).status).toBe(404);
  });
});

describe('comment rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ env: { RATE_LIMIT_COMMENT: '2/1 minute', CWT_RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(() => limited.close());

  test('RATE_LIMIT_COMMENT limits each user separately with 429', async () => {
    const a = await limited.newUser('chatty');
    const b = await limited.newUser('quiet');
    const list = await limited.request<PagedPosts>('GET', '/api/posts?size=1');
    const postId = list.body.content[0]!.id;
    const send = (user: { token: string }) =>
      limited.request('POST', `/api/comments/${postId}`, { token: user.token, body: { content: 'hi' } });
    expect((await send(a)).status).toBe(201);
    expect((await send(a)).status).toBe(201);
    const third = await send(a);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({
      message: expect.stringMatching(/^Too many requests/),
      code: 'RATE_LIMITED',
    });
    // Same IP, another user: its own bucket.
    expect((await send(b)).status).toBe(201);
  });
});
