import type { Category, PagedPosts, Post, PostSummary, TopAuthor, UserProfile } from '@cwt/contracts';
import { DEFAULT_CATEGORIES, PAGE_DEFAULT_SIZE } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    server.database.db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return row!.n;
}

describe('system', () => {
  test('/health checks the database', async () => {
    const res = await server.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', db: 'up' });
  });

  test('/docs serves Swagger UI and the OpenAPI document lists the routes', async () => {
    const ui = await server.request('GET', '/docs/');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
    const spec = await server.request<{ paths: Record<string, unknown> }>('GET', '/docs/json');
    expect(spec.status).toBe(200);
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining(['/login', '/api/posts', '/api/posts/{id}']),
    );
  });

  test('unknown routes are JSON 404s', async () => {
    const res = await server.request('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Route GET /api/nope not found', code: 'ROUTE_NOT_FOUND' });
  });

  test('malformed JSON is a 400 with a message, an unsupported type a 415', async () => {
    const bad = await server.request('POST', '/login', { raw: '{"username":' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Malformed JSON body', code: 'MALFORMED_JSON' });
    const xml = await server.request('POST', '/login', {
      raw: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    expect(xml.body).toHaveProperty('message');
  });

  test('a NUL character in a JSON body is a 400, not a database error', async () => {
    const res = await server.request('POST', '/api/contact', {
      body: { name: 'Nul\u0000Byte', email: 'nul@example.com', message: 'hello' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'name: must not contain NUL characters',
      field: 'name',
      code: 'VALIDATION_FAILED',
    });
    // The six characters backslash-u-0-0-0-0 are ordinary text.
    const text = await server.request('POST', '/api/contact', {
      body: { name: 'Escapes', email: 'nul@example.com', message: 'JSON spells it \\u0000' },
    });
    expect(text.status).toBe(201);
  });

  test('CORS echoes a configured origin with credentials', async () => {
    const res = await server.request('GET', '/api/categories', {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await server.request('GET', '/api/categories', {
      headers: { origin: 'http://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('seed', () => {
  test('produces the promised demo content', async () => {
    expect(server.seed).toMatchObject({ seeded: true, users: 8, posts: 48 });
    expect(await count('users')).toBeGreaterThanOrEqual(8);
    expect(await count("users where role = 'ADMIN'")).toBe(1);
    expect(await count('posts')).toBeGreaterThanOrEqual(40);
    expect(await count('comments')).toBeGreaterThan(0);
    expect(await count('post_likes')).toBeGreaterThan(0);
    expect(await count('follows')).toBeGreaterThan(0);
    expect(await count('bookmarks')).toBeGreaterThan(0);
    expect(await count('(select distinct category_id from posts) c')).toBe(8);
  });

  test('the admin and the demo users can log in', async () => {
    const admin = await server.request<{ userRole: string }>('POST', '/login', {
      body: { username: 'admin', password: 'admin12345' },
    });
    expect(admin.status).toBe(200);
    expect(admin.body.userRole).toBe('ADMIN');
    const minh = await server.request('POST', '/login', {
      body: { username: 'minh', password: 'password123' },
    });
    expect(minh.status).toBe(200);
  });

  test('seed images are served with long cache headers', async () => {
    const list = await server.request<PagedPosts>('GET', '/api/posts?size=1');
    const image = list.body.content[0]!.imageCloudUrl!;
    expect(image).toMatch(/^http:\/\/localhost:4000\/uploads\/seed\/cover-[a-z]+\.svg$/);
    const res = await fetch(server.url + new URL(image).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});

describe('categories and contact', () => {
  test('GET /api/categories lists the eight spec categories', async () => {
    const res = await server.request<Category[]>('GET', '/api/categories');
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.name)).toEqual([...DEFAULT_CATEGORIES]);
    expect(res.body.reduce((n, c) => n + c.postCount, 0)).toBe(48);
  });

  test('POST /api/contact stores the message', async () => {
    const res = await server.request<{ id: string }>('POST', '/api/contact', {
      body: { name: 'Visitor', email: 'visitor@example.com', message: 'Hello team!' },
    });
    expect(res.status).toBe(201);
    const rows = await queryRows<{ name: string; message: string; handled: boolean }>(
      server.database.db,
      sql`select name, message, handled from contact_messages where id = ${res.body.id}`,
    );
    expect(rows).toEqual([{ name: 'Visitor', message: 'Hello team!', handled: false }]);
  });

  test('POST /api/contact validates with the spec messages', async () => {
    const noName = await server.request('POST', '/api/contact', {
      body: { name: ' ', email: 'a@b.co', message: 'x' },
    });
    expect(noName.body).toEqual({ message: 'Name is required', field: 'name', code: 'VALIDATION_FAILED' });
    const badEmail = await server.request('POST', '/api/contact', {
      body: { name: 'A', email: 'nope', message: 'x' },
    });
    expect(badEmail.body).toEqual({ message: 'Email is invalid', field: 'email', code: 'VALIDATION_FAILED' });
  });

  test('an empty body with the JSON content type is parsed as no body (400 from validation, not a parser error)', async () => {
    const res = await server.request('POST', '/api/contact', { raw: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is required', code: 'VALIDATION_FAILED' });
  });
});

describe('posts', () => {
  test('GET /api/posts pages newest first', async () => {
    const res = await server.request<PagedPosts>('GET', '/api/posts?page=1&size=6');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 48, totalPages: 8, number: 1, size: 6 });
    const dates = res.body.content.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = res.body.content[0]!;
    expect(first.id).toBe(first._id);
    expect(first.likeCnt).toBe(first.likeCount);
    expect(first.author).not.toHaveProperty('email');
    expect(first).not.toHaveProperty('content');
  });

  test('without page/size: the first page of the documented default size, totalElements counting all', async () => {
    const res = await server.request<PagedPosts>('GET', '/api/posts');
    expect(res.body).toMatchObject({ totalElements: 48, totalPages: 3, number: 0, size: PAGE_DEFAULT_SIZE });
    expect(res.body.content).toHaveLength(PAGE_DEFAULT_SIZE);
    const doc = server.app.swagger() as { paths: Record<string, Record<string, { description?: string }>> };
    for (const [route, total] of [
      ['/api/posts', 'totalElements'],
      ['/api/posts/most-liked', 'totalElements'],
      ['/api/admin/users', 'X-Total-Count'],
    ] as const) {
      const description = doc.paths[route]!.get!.description ?? '';
      expect(description).toContain('first page only');
      expect(description).toContain(total);
    }
    expect(doc.paths['/api/posts']!.get!.description).toContain(`\`size\` to ${PAGE_DEFAULT_SIZE}`);
  });

  test('q filters titles case-insensitively', async () => {
    const res = await server.request<PagedPosts>('GET', '/api/posts?q=PHO');
    expect(res.body.content.length).toBeGreaterThan(0);
    for (const p of res.body.content) expect(p.title.toLowerCase()).toContain('pho');
    const none = await server.request<PagedPosts>('GET', '/api/posts?q=%25%25zzz');
    expect(none.body.totalElements).toBe(0);
  });

  test('liked and saved are computed per viewer', async () => {
    const user = await server.newUser('liker');
    const list = await server.request<PagedPosts>('GET', '/api/posts?size=1', { token: user.token });
    const post = list.body.content[0]!;
    expect(post.liked).toBe(false);
    expect((await server.request('POST', `/api/likes/post/${post.id}`, { token: user.token })).status).toBe(
      200,
    );
    expect((await server.request('POST', `/bookmarks/post/${post.id}`, { token: user.token })).status).toBe(
      200,
    );
    const again = await server.request<PagedPosts>('GET', '/api/posts?size=1', { token: user.token });
    expect(again.body.content[0]).toMatchObject({ id: post.id, liked: true, saved: true, isSaved: true });
    const anonymous = await server.request<PagedPosts>('GET', '/api/posts?size=1');
    expect(anonymous.body.content[0]).toMatchObject({ liked: false, saved: false });
  });

  test('`Bearer null`, a bad or an expired token on a public read is anonymous, not 401', async () => {
    for (const token of ['null', 'undefined', 'garbage']) {
      const res = await server.request<PagedPosts>('GET', '/api/posts?size=1', { token });
      expect(res.status).toBe(200);
    }
  });

  test('GET /api/posts/:id returns the detail with the author e-mail; 404 for unknown or malformed ids', async () => {
    const list = await server.request<PagedPosts>('GET', '/api/posts?size=1');
    const id = list.body.content[0]!.id;
    const res = await server.request<Post>('GET', `/api/posts/${id}`, { token: 'null' });
    expect(res.status).toBe(200);
    expect(res.body.content).toContain('<p>');
    expect(res.body.author.email).toMatch(/@/);
    const unknown = await server.request('GET', '/api/posts/0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Post not found', code: 'POST_NOT_FOUND' });
    expect((await server.request('GET', '/api/posts/not-an-id')).status).toBe(404);
  });
});

describe('route order: specific paths never reach the :id routes', () => {
  test('/api/posts/most-liked', async () => {
    const res = await server.request<PagedPosts>('GET', '/api/posts/most-liked?size=6');
    expect(res.status).toBe(200);
    const likes = res.body.content.map((p) => p.likeCount);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
    const week = await server.request<PagedPosts>('GET', '/api/posts/most-liked?period=week');
    expect(week.status).toBe(200);
    expect(week.body.totalElements).toBeLessThan(48);
  });

  test('/api/posts/search', async () => {
    const res = await server.request<PostSummary[]>('GET', '/api/posts/search?keyword=travel');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThan(0);
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(res.body.length);
    const blank = await server.request<PostSummary[]>('GET', '/api/posts/search?keyword=%20%20');
    expect(blank.body).toEqual([]);
  });

  test('/api/posts/<userId>-posts', async () => {
    const top = await server.request<TopAuthor[]>('GET', '/api/users/most-posts');
    const author = top.body[0]!;
    const res = await server.request<PostSummary[]>('GET', `/api/posts/${author.id}-posts?size=100`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(author.postCount);
    for (const p of res.body) expect(p.author.id).toBe(author.id);
  });

  test('/api/users/most-posts and /api/users/me', async () => {
    const top = await server.request<TopAuthor[]>('GET', '/api/users/most-posts');
    expect(top.status).toBe(200);
    expect(top.body).toHaveLength(4);
    expect(top.body[0]!.userDetails[0]).toMatchObject({
      id: top.body[0]!.id,
      followerNumber: expect.any(Number),
    });
    const counts = top.body.map((t) => t.postCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect((await server.request('GET', '/api/users/me')).status).toBe(401);
  });

  test('/api/users/:userId shows counts and amIFollowing', async () => {
    const top = await server.request<TopAuthor[]>('GET', '/api/users/most-posts');
    const id = top.body[0]!.id;
    const res = await server.request<UserProfile>('GET', `/api/users/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, _id: id, amIFollowing: false, postCount: top.body[0]!.postCount });
    const viewer = await server.newUser('follower');
    await server.database.db.execute(
      sql`insert into follows (follower_id, followee_id) values (${viewer.id}, ${id})`,
    );
    const followed = await server.request<UserProfile>('GET', `/api/users/${id}`, { token: viewer.token });
    expect(followed.body.amIFollowing).toBe(true);
    expect(followed.body.followerNumber).toBe(res.body.followerNumber + 1);
    expect((await server.request('GET', '/api/users/0123456789abcdef01234567')).status).toBe(404);
    const bad = await server.request('GET', '/api/users/xyz');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'userId' });
  });
});
