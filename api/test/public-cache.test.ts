import type { PagedPosts, Post } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { keywordSearchTags, postSearchTags } from '../src/lib/search-terms';
import { createPost, type TestUser } from './helpers/fixtures';
import { describeTwoNodes } from './helpers/second-node';
import { startServer, type TestServer } from './helpers/server';

const HOME = '/api/posts?page=0&size=6';

/** The search tags a keyword depends on, as the API derives them. */
async function searchTagsOfKeyword(server: TestServer, keyword: string): Promise<string[]> {
  const [row] = await queryRows<{ q: string; plain: string }>(
    server.database.db,
    sql`select websearch_to_tsquery('cwt_search', ${keyword})::text as q, cwt_unaccent(${keyword}) as plain`,
  );
  return keywordSearchTags(row!.q, row!.plain);
}

/** The search tags a write of this post touches. */
async function postShapeTags(server: TestServer, id: string): Promise<string[]> {
  const [row] = await queryRows<{ lexemes: string[]; head: string[]; title_plain: string }>(
    server.database.db,
    sql`select tsvector_to_array(search) as lexemes, tsvector_to_array(search_head) as head, title_plain
        from posts where id = ${id}`,
  );
  return postSearchTags(row!.lexemes, row!.title_plain, row!.head);
}

describe('read cache of anonymous public reads', () => {
  let server: TestServer;
  let author: TestUser;
  let reader: TestUser;
  beforeAll(async () => {
    server = await startServer();
    author = await server.newUser('author');
    reader = await server.newUser('reader');
  });
  afterAll(() => server.close());

  test('a repeated anonymous read is answered from the cache with the same bytes and headers', async () => {
    const first = await server.request<PagedPosts>('GET', HOME);
    const second = await server.request<PagedPosts>('GET', HOME);
    expect(first.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    // CORS and security headers are set per request, not replayed.
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    const search = `/api/posts/search?keyword=travel`;
    await server.request('GET', search);
    const again = await server.request('GET', search);
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.headers.get('x-total-count')).not.toBeNull();
  });

  test('an acknowledged write is visible to the very next anonymous read', async () => {
    await server.request('GET', HOME);
    const before = await server.request<PagedPosts>('GET', HOME);
    expect(before.headers.get('x-cache')).toBe('hit');
    const post = await createPost(server, author, { title: 'Fresh off the press' });
    const after = await server.request<PagedPosts>('GET', HOME);
    expect(after.headers.get('x-cache')).toBeNull();
    expect(after.body.content[0]!.id).toBe(post.id);
    expect(after.body.totalElements).toBe(before.body.totalElements + 1);

    await server.request('GET', `/api/posts/${post.id}`);
    const liked = await server.request('POST', `/api/likes/post/${post.id}`, { token: reader.token });
    expect(liked.status).toBe(200);
    const detail = await server.request<Post>('GET', `/api/posts/${post.id}`);
    expect(detail.body.likeCount).toBe(1);
  });

  test('signed-in answers are never replayed whole: they carry the viewer’s own flags', async () => {
    const post = await createPost(server, author);
    await server.request('POST', `/api/likes/post/${post.id}`, { token: reader.token });
    for (let i = 0; i < 2; i += 1) {
      const res = await server.request<Post>('GET', `/api/posts/${post.id}`, { token: reader.token });
      expect(res.headers.get('x-cache')).toBeNull();
      expect(res.body.liked).toBe(true);
    }
    const anonymous = await server.request<Post>('GET', `/api/posts/${post.id}`);
    expect(anonymous.body.liked).toBe(false);
  });

  test('signed-in pages share the cached cards; each viewer’s flags are read live', async () => {
    const other = await server.newUser('other-reader');
    const post = await createPost(server, author, { title: 'Flags are per viewer' });
    const top = async (user: TestUser) => {
      const res = await server.request<PagedPosts>('GET', HOME, { token: user.token });
      expect(res.body.content[0]!.id).toBe(post.id);
      return res.body.content[0]!;
    };
    expect(await top(reader)).toMatchObject({ liked: false, saved: false, likeCount: 0 });
    expect(await top(other)).toMatchObject({ liked: false, saved: false });

    const asReader = { token: reader.token };
    expect((await server.request('POST', `/api/likes/post/${post.id}`, asReader)).status).toBe(200);
    expect((await server.request('POST', `/bookmarks/post/${post.id}`, asReader)).status).toBe(200);
    expect(await top(reader)).toMatchObject({ liked: true, saved: true, isSaved: true, likeCount: 1 });
    expect(await top(other)).toMatchObject({ liked: false, saved: false, isSaved: false, likeCount: 1 });
    const anonymous = await server.request<PagedPosts>('GET', HOME);
    expect(anonymous.body.content[0]).toMatchObject({ liked: false, saved: false, likeCount: 1 });

    const mine = await server.request<Post>('GET', `/api/posts/${post.id}`, { token: reader.token });
    const theirs = await server.request<Post>('GET', `/api/posts/${post.id}`, { token: other.token });
    expect(mine.body).toMatchObject({ liked: true, saved: true });
    expect(theirs.body).toMatchObject({ liked: false, saved: false, likeCount: 1 });
  });

  test('an edit answers with what it stored, even when the post was cached', async () => {
    const post = await createPost(server, author, { title: 'Before the edit' });
    await server.request('GET', `/api/posts/${post.id}`, { token: author.token });
    const edited = await server.request<Post>('PUT', `/api/posts/${post.id}`, {
      token: author.token,
      body: { title: 'After the edit' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('After the edit');
    const read = await server.request<Post>('GET', `/api/posts/${post.id}`, { token: reader.token });
    expect(read.body.title).toBe('After the edit');
  });

  test('a refused write does not drop the cache', async () => {
    const post = await createPost(server, author);
    await server.request('GET', HOME);
    const invalid = await server.request('POST', '/api/posts', { token: author.token, body: { title: 'x' } });
    expect(invalid.status).toBe(400);
    const anonymous = await server.request('POST', `/api/likes/post/${post.id}`);
    expect(anonymous.status).toBe(401);
    expect((await server.request('GET', HOME)).headers.get('x-cache')).toBe('hit');
  });

  test('a like drops only the answers showing that post: lists, other lists and bodies stay cached', async () => {
    const post = await createPost(server, author, { title: 'Liked alone' });
    const elsewhere = '/api/posts?category=Travel&page=0&size=6';
    for (const path of [HOME, elsewhere, `/api/posts/${post.id}`]) {
      await server.request('GET', path);
      expect((await server.request('GET', path)).headers.get('x-cache')).toBe('hit');
    }
    const before = server.app.ctx.cache.stats();
    const like = await server.request('POST', `/api/likes/post/${post.id}`, { token: reader.token });
    expect(like.status).toBe(200);
    expect((await server.request('GET', elsewhere)).headers.get('x-cache')).toBe('hit');
    const home = await server.request<PagedPosts>('GET', HOME);
    expect(home.headers.get('x-cache')).toBeNull();
    expect(home.body.content.find((p) => p.id === post.id)?.likeCount).toBe(1);
    expect((await server.request<Post>('GET', `/api/posts/${post.id}`)).body.likeCount).toBe(1);
    const after = server.app.ctx.cache.stats();
    // Rebuilt from cached parts: the list's ids, the cards and the body were hits; one counter was read.
    expect(after.ids!.misses).toBe(before.ids!.misses);
    expect(after.card!.misses).toBe(before.card!.misses);
    expect(after.post!.misses).toBe(before.post!.misses);
    expect(after.cnt!.invalidations).toBe(before.cnt!.invalidations + 1);
    expect(after.res!.invalidations).toBeGreaterThan(before.res!.invalidations);
  });

  test('a write that changed something answers with its version; CORS exposes and accepts the header', async () => {
    const post = await createPost(server, author);
    const origin = server.config.corsOrigins[0]!;
    const like = await server.request('POST', `/api/likes/post/${post.id}`, {
      token: reader.token,
      headers: { origin },
    });
    const version = like.headers.get('x-cwt-version');
    expect(version).toMatch(/^[\w-]+\.\d+$/);
    expect(like.headers.get('access-control-expose-headers')).toContain('X-Cwt-Version');
    // Liking again changes nothing: no version.
    const again = await server.request('POST', `/api/likes/post/${post.id}`, { token: reader.token });
    expect(again.headers.get('x-cwt-version')).toBeNull();
    const preflight = await server.request('OPTIONS', HOME, {
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-cwt-version',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-cwt-version');
    // A version this node has applied changes nothing; one it never heard of skips the cache.
    await server.request('GET', HOME);
    const known = await server.request('GET', HOME, { headers: { 'x-cwt-version': version! } });
    expect(known.headers.get('x-cache')).toBe('hit');
    const unknown = await server.request('GET', HOME, { headers: { 'x-cwt-version': 'elsewhere.7' } });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('x-cache')).toBeNull();
  });

  test('signing in and taking a stream ticket keep the cache; a like drops the answers showing its post', async () => {
    await server.request('GET', HOME);
    const login = await server.request('POST', '/login', {
      body: { username: reader.username, password: reader.password },
    });
    expect(login.status).toBe(200);
    const ticket = await server.request('POST', '/api/notifications/stream-ticket', { token: reader.token });
    expect(ticket.status).toBe(200);
    expect((await server.request('GET', HOME)).headers.get('x-cache')).toBe('hit');
    const post = await createPost(server, author);
    await server.request('GET', HOME);
    expect((await server.request('GET', HOME)).headers.get('x-cache')).toBe('hit');
    expect((await server.request('POST', `/api/likes/post/${post.id}`, { token: reader.token })).status).toBe(
      200,
    );
    expect((await server.request('GET', HOME)).headers.get('x-cache')).toBeNull();
  });

  test('a search is dropped by likes of its own candidates and posts with its words, not by others', async () => {
    const word = `qz${Date.now().toString(36)}`;
    const path = `/api/posts/search?keyword=${word}`;
    const search = () => server.request<Post[]>('GET', path);
    const cached = async () => (await search()).headers.get('x-cache') === 'hit';
    // Equal ranks: the later (greater id) comes first until likes break the tie.
    const a = await createPost(server, author, { title: `Rank ${word}`, tags: ['samerank'] });
    const b = await createPost(server, author, { title: `Rank ${word}`, tags: ['samerank'] });
    await search();
    expect((await search()).body.map((p) => p.id)).toEqual([b.id, a.id]);
    // A like elsewhere, and a post whose words share none of this search's buckets, keep it.
    const other = await createPost(server, author, { title: 'Elsewhere entirely' });
    const wordTags = new Set(await searchTagsOfKeyword(server, word));
    expect((await postShapeTags(server, other.id)).some((t) => wordTags.has(t))).toBe(false);
    await search();
    expect(await cached()).toBe(true);
    expect(
      (await server.request('POST', `/api/likes/post/${other.id}`, { token: reader.token })).status,
    ).toBe(200);
    expect(await cached()).toBe(true);
    // A like of a candidate reorders it at once.
    expect((await server.request('POST', `/api/likes/post/${a.id}`, { token: reader.token })).status).toBe(
      200,
    );
    const reordered = await search();
    expect(reordered.headers.get('x-cache')).toBeNull();
    expect(reordered.body.map((p) => p.id)).toEqual([a.id, b.id]);
    // A post with the word in its body only joins the answer at once.
    const third = await createPost(server, author, {
      title: 'Unrelated title',
      content: `<p>About ${word}.</p>`,
    });
    expect((await search()).body.map((p) => p.id)).toEqual([a.id, b.id, third.id]);
  });

  test('the ranked candidates a search shares follow title and tag edits at once, for visitors and members', async () => {
    const word = `qy${Date.now().toString(36)}`;
    const path = `/api/posts/search?keyword=${word}`;
    const ids = async (token?: string) =>
      (await server.request<Post[]>('GET', path, token ? { token } : {})).body.map((p) => p.id);
    const a = await createPost(server, author, { title: `First ${word}` });
    const b = await createPost(server, author, { title: 'Plain title', content: '<p>Nothing here.</p>' });
    expect(await ids()).toEqual([a.id]);
    expect(await ids(reader.token)).toEqual([a.id]);
    // A tag with the word makes b a candidate; a like then ranks it first among equal ranks.
    const tagged = await server.request('PUT', `/api/posts/${b.id}`, {
      token: author.token,
      body: { tags: [word] },
    });
    expect(tagged.status).toBe(200);
    expect((await ids()).sort()).toEqual([a.id, b.id].sort());
    // The title bonus puts a (the word in its title) before b (the word in a tag only), whatever the likes.
    for (const u of [reader, author])
      expect((await server.request('POST', `/api/likes/post/${b.id}`, { token: u.token })).status).toBe(200);
    expect(await ids(reader.token)).toEqual([a.id, b.id]);
    // Editing the word out of a's title leaves b alone, at once.
    const renamed = await server.request('PUT', `/api/posts/${a.id}`, {
      token: author.token,
      body: { title: 'Renamed entirely' },
    });
    expect(renamed.status).toBe(200);
    expect(await ids()).toEqual([b.id]);
    expect(await ids(reader.token)).toEqual([b.id]);
  });

  test('private and failed reads are not cached', async () => {
    const missing = '/api/posts/000000000000000000000000';
    await server.request('GET', missing);
    const again = await server.request('GET', missing);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBeNull();
    await server.request('GET', '/api/notifications', { token: reader.token });
    const notes = await server.request('GET', '/api/notifications', { token: reader.token });
    expect(notes.headers.get('x-cache')).toBeNull();
  });
});

test('READ_CACHE_MB=0 turns the cache off', async () => {
  const server = await startServer({ env: { READ_CACHE_MB: '0' } });
  try {
    await server.request('GET', HOME);
    expect((await server.request('GET', HOME)).headers.get('x-cache')).toBeNull();
  } finally {
    await server.close();
  }
});

describeTwoNodes(
  'read cache across two API nodes on one PostgreSQL',
  'cache invalidation over NOTIFY',
  (nodes) => {
    test('a write on one node drops the other node’s cached reads', async () => {
      const read = async () => {
        const res = await fetch(nodes.second.url + HOME);
        return { hit: res.headers.get('x-cache') === 'hit', body: (await res.json()) as PagedPosts };
      };
      await read();
      expect((await read()).hit).toBe(true);
      const author = await nodes.first.newUser('author');
      const post = await createPost(nodes.first, author, { title: 'Written on the first node' });
      // The invalidation crosses over NOTIFY, asynchronously; without it the entry would live 30 s.
      let latest = await read();
      for (let i = 0; i < 50 && latest.body.content[0]?.id !== post.id; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        latest = await read();
      }
      expect(latest.body.content[0]?.id).toBe(post.id);
    });
  },
);
