import type { PagedPosts, Post, TagCount } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { newId } from '../src/db/ids';
import { onNotificationCreated } from '../src/services/notifications';
import { createPost, loginAdmin, notificationsFor, scalar, type TestUser } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';
import { waitFor } from './helpers/wait';

let server: TestServer;
let author: TestUser;
let other: TestUser;
beforeAll(async () => {
  server = await startServer();
  author = await server.newUser('writer');
  other = await server.newUser('other');
});
afterAll(() => server.close());

const UNKNOWN = '0123456789abcdef01234567';

describe('POST /api/posts', () => {
  test('creates the post (201), ignores a client id, cleans tags, and stores post_tags', async () => {
    const res = await server.request<Post>('POST', '/api/posts', {
      token: author.token,
      body: {
        id: UNKNOWN,
        title: '  Fresh ideas  ',
        category: 'technology',
        tags: [' React ', 'react', '', 'Node', '  '],
        content: '<p>Hello <strong>world</strong></p>',
        imageCloudUrl: 'http://localhost:4000/uploads/abc.png',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(UNKNOWN);
    expect(res.body).toMatchObject({
      title: 'Fresh ideas',
      category: 'Technology',
      tags: ['React', 'Node'],
      content: '<p>Hello <strong>world</strong></p>',
      imageCloudUrl: 'http://localhost:4000/uploads/abc.png',
      excerpt: 'Hello world',
      readingMinutes: 1,
      likeCount: 0,
      commentCount: 0,
      author: { id: author.id, email: expect.stringContaining('@') },
    });
    // Stored relative so PUBLIC_URL can change.
    expect(
      await scalar(
        server,
        sql`select count(*)::int as n from posts where id = ${res.body.id} and image_url = '/uploads/abc.png'`,
      ),
    ).toBe(1);
    expect(
      await scalar(server, sql`select count(*)::int as n from post_tags where post_id = ${res.body.id}`),
    ).toBe(2);
    const fetched = await server.request<Post>('GET', `/api/posts/${res.body.id}`);
    expect(fetched.body.title).toBe('Fresh ideas');
  });

  test('the admin form\'s body: an id of null or "" (its initial state) means no id', async () => {
    for (const id of [null, '']) {
      const res = await server.request<Post>('POST', '/api/posts', {
        token: author.token,
        body: {
          id,
          title: `Admin form ${JSON.stringify(id)}`,
          category: 'Food',
          content: '<p>Body</p>',
          imageCloudUrl: null,
        },
      });
      expect({ id, status: res.status, body: res.body }).toMatchObject({ id, status: 201 });
      expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
    }
  });

  test('sanitizes HTML: scripts, handlers, javascript: URLs and iframes go; formatting stays', async () => {
    const kept = [
      '<h1>H1</h1>',
      '<h2>H2</h2>',
      '<h3>H3</h3>',
      '<h4>H4</h4>',
      '<h5>H5</h5>',
      '<h6>H6</h6>',
      '<p style="text-align:center">centered</p>',
      '<p class="ql-align-right">right</p>',
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>',
      '<ol><li>one</li></ol>',
      '<ul><li>two</li></ul>',
      '<blockquote>quote</blockquote>',
      '<pre><code>code()</code></pre>',
      '<pre><code class="language-typescript">if (a &lt; b) {\n  go();\n}</code></pre>',
      '<p>inline <code>x()</code></p>',
      '<img src="https://images.example.com/a.png" />',
    ];
    const hostile = [
      '<script>alert(1)</script>',
      '<img src="https://images.example.com/b.png" onerror="alert(2)" />',
      '<a href="javascript:alert(3)">bad link</a>',
      '<a href="https://example.com/ok">good link</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p onclick="alert(4)" style="color:red;text-align:left">styled</p>',
      '<pre class="evil"><code class="language-klingon hljs">unknown language</code></pre>',
    ];
    const post = await createPost(server, author, { content: [...kept, ...hostile].join('') });
    const html = post.content;
    expect(html).not.toMatch(/<script|alert\(|onerror|onclick|javascript:|<iframe|color:red/i);
    for (const tag of [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'strong',
      'em',
      'u',
      's',
      'ol',
      'ul',
      'li',
      'blockquote',
      'pre',
      'code',
    ])
      expect(html).toContain(`<${tag}>`);
    expect(html).toContain('<p style="text-align:center">centered</p>');
    expect(html).toContain('<pre><code class="language-typescript">if (a &lt; b) {\n  go();\n}</code></pre>');
    expect(html).toContain('<p>inline <code>x()</code></p>');
    expect(html).toContain('<pre><code>unknown language</code></pre>');
    expect(html).toContain('<p class="ql-align-right">right</p>');
    expect(html).toContain('<p style="text-align:left">styled</p>');
    expect(html).toContain('<img src="https://images.example.com/a.png" />');
    expect(html).toContain('<img src="https://images.example.com/b.png" />');
    expect(html).toMatch(/<a href="https:\/\/example.com\/ok"[^>]*>good link<\/a>/);
    expect(html).toContain('<a rel="noopener noreferrer nofollow">bad link</a>');
  });

  test('400s: missing title, unknown category, blank or empty-paragraph content, too many tags, bad image URL', async () => {
    const base = { title: 'T', category: 'Travel', tags: [], content: '<p>ok</p>' };
    const send = (body: Record<string, unknown>) =>
      server.request<{ message: string; field?: string }>('POST', '/api/posts', {
        token: author.token,
        body: { ...base, ...body },
      });
    expect((await send({ title: '  ' })).body).toEqual({
      message: 'Title is required',
      field: 'title',
      code: 'VALIDATION_FAILED',
    });
    const noTitle = await server.request('POST', '/api/posts', {
      token: author.token,
      body: { category: 'Travel', content: '<p>x</p>' },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body).toEqual({ message: 'title is required', field: 'title', code: 'VALIDATION_FAILED' });
    expect((await send({ category: 'Astrology' })).body).toEqual({
      message: 'Category "Astrology" does not exist',
      field: 'category',
      code: 'CATEGORY_UNKNOWN',
    });
    expect((await send({ content: '   ' })).body).toEqual({
      message: 'Content is required',
      field: 'content',
      code: 'VALIDATION_FAILED',
    });
    expect((await send({ content: '<p><br></p>' })).body).toEqual({
      message: 'Content is required',
      field: 'content',
      code: 'VALIDATION_FAILED',
    });
    expect((await send({ content: '<script>alert(1)</script>' })).status).toBe(400);
    const manyTags = await send({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) });
    expect(manyTags.status).toBe(400);
    expect(manyTags.body.field).toBe('tags');
    expect((await send({ imageCloudUrl: 'javascript:alert(1)' })).body).toEqual({
      message: 'imageCloudUrl must be an http(s) URL',
      field: 'imageCloudUrl',
      code: 'IMAGE_URL_INVALID',
    });
  });

  test('401 without a token', async () => {
    const res = await server.request('POST', '/api/posts', {
      body: { title: 'T', category: 'Travel', content: '<p>x</p>' },
    });
    expect(res.status).toBe(401);
  });

  test('followers are notified through the outbox and the hook; the author is not', async () => {
    const followers = [await server.newUser('follower'), await server.newUser('follower')];
    for (const f of followers)
      await server.database.db.execute(
        sql`insert into follows (follower_id, followee_id) values (${f.id}, ${author.id})`,
      );
    const heard: string[] = [];
    const off = onNotificationCreated((n) => heard.push(n.recipientId));
    const post = await createPost(server, author, { title: 'For my followers' });
    // The fan-out runs after the answer, off the request path.
    await waitFor(async () => heard.length === followers.length);
    off();
    expect(await scalar(server, sql`select count(*)::int as n from outbox`)).toBe(0);
    for (const f of followers) {
      const rows = await notificationsFor(server, f.id);
      expect(rows).toEqual([
        {
          recipient_id: f.id,
          actor_id: author.id,
          type: 'NEW_POST',
          title: 'New post',
          // newUser registers the name `Test <username>`.
          message: `Test ${author.username} published "For my followers"`,
          post_id: post.id,
          target_id: post.id,
        },
      ]);
    }
    expect(heard.sort()).toEqual(followers.map((f) => f.id).sort());
    expect(await notificationsFor(server, author.id)).toEqual([]);
  });

  test('a fan-out left in the outbox by a node that stopped is done by the next drain', async () => {
    const follower = await server.newUser('follower');
    await server.database.db.execute(
      sql`insert into follows (follower_id, followee_id) values (${follower.id}, ${author.id})`,
    );
    // As a node that died right after committing the post: the post and its outbox row, no work done.
    const [post] = await queryRows<{ id: string }>(
      server.database.db,
      sql`insert into posts (id, title, content, category_id, author_id)
          values (${newId()}, 'Left behind', '<p>x</p>', (select id from categories order by name limit 1), ${author.id})
          returning id`,
    );
    await server.database.db.execute(
      sql`insert into outbox (kind, payload) values ('post-published',
            ${JSON.stringify({ kind: 'post-published', postId: post!.id, authorId: author.id, title: 'Left behind' })}::jsonb)`,
    );
    await waitFor(async () => (await notificationsFor(server, follower.id)).length > 0);
    expect(await notificationsFor(server, follower.id)).toMatchObject([
      { type: 'NEW_POST', post_id: post!.id, message: `Test ${author.username} published "Left behind"` },
    ]);
    expect(await scalar(server, sql`select count(*)::int as n from outbox`)).toBe(0);
  });
});

describe('PUT /api/posts/:id', () => {
  test('the author updates any subset; tags and post_tags follow', async () => {
    const post = await createPost(server, author, { title: 'Before', tags: ['old'] });
    const res = await server.request<Post>('PUT', `/api/posts/${post.id}`, {
      token: author.token,
      body: { title: 'After', tags: ['New', 'shiny'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'After', tags: ['New', 'shiny'], category: 'Technology' });
    expect(res.body.content).toBe(post.content);
    const byTag = await server.request<PagedPosts>('GET', '/api/posts?tag=SHINY');
    expect(byTag.body.content.map((p) => p.id)).toEqual([post.id]);
    const byOld = await server.request<PagedPosts>('GET', `/api/posts?tag=old&authorId=${author.id}`);
    expect(byOld.body.content.map((p) => p.id)).not.toContain(post.id);
  });

  test('the path names the post: the body\'s id (null, "", or another post\'s) is ignored', async () => {
    const post = await createPost(server, author, { title: 'Path wins' });
    const bystander = await createPost(server, author, { title: 'Bystander' });
    for (const id of [null, '', bystander.id]) {
      const res = await server.request<Post>('PUT', `/api/posts/${post.id}`, {
        token: author.token,
        body: { id, title: `Edited ${JSON.stringify(id)}` },
      });
      expect({ id, status: res.status, body: res.body }).toMatchObject({
        id,
        status: 200,
        body: { id: post.id, title: `Edited ${JSON.stringify(id)}` },
      });
    }
    expect((await server.request<Post>('GET', `/api/posts/${bystander.id}`)).body.title).toBe('Bystander');
  });

  test('ADMIN may edit; another user gets 403; 404 unknown; 401 anonymous; 400 invalid', async () => {
    const post = await createPost(server, author, { title: 'Guarded' });
    const admin = await loginAdmin(server);
    const asAdmin = await server.request<Post>('PUT', `/api/posts/${post.id}`, {
      token: admin.token,
      body: { id: post.id, title: 'Edited by admin', category: 'Food', content: '<p>new</p>' },
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ title: 'Edited by admin', category: 'Food', content: '<p>new</p>' });
    const asOther = await server.request('PUT', `/api/posts/${post.id}`, {
      token: other.token,
      body: { title: 'Mine now' },
    });
    expect(asOther.status).toBe(403);
    expect(asOther.body).toEqual({
      message: 'Only the author or an admin can change this post',
      code: 'POST_EDIT_FORBIDDEN',
    });
    expect(
      (await server.request('PUT', `/api/posts/${UNKNOWN}`, { token: author.token, body: {} })).status,
    ).toBe(404);
    expect((await server.request('PUT', `/api/posts/${post.id}`, { body: { title: 'x' } })).status).toBe(401);
    const badCategory = await server.request('PUT', `/api/posts/${post.id}`, {
      token: author.token,
      body: { category: 'Nope' },
    });
    expect(badCategory.status).toBe(400);
  });
});

describe('DELETE /api/posts/:id', () => {
  test('removes the post with its comments, likes, bookmarks, history, notifications and reports', async () => {
    const post = await createPost(server, author, { title: 'Short-lived' });
    const c = await server.request<{ id: string }>('POST', `/api/comments/${post.id}`, {
      token: other.token,
      body: { content: 'hi' },
    });
    await server.request('POST', `/api/likes/post/${post.id}`, { token: other.token });
    await server.request('POST', `/api/likes/comment/${c.body.id}`, { token: author.token });
    await server.request('POST', '/api/history/add', { token: other.token, body: { postId: post.id } });
    const db = server.database.db;
    await db.execute(sql`insert into bookmarks (user_id, post_id) values (${other.id}, ${post.id})`);
    await db.execute(
      sql`insert into report_items (id, content_id, type, percent_toxic) values ('aaaaaaaaaaaaaaaaaaaaaaa1', ${post.id}, 'Post', 0.5), ('aaaaaaaaaaaaaaaaaaaaaaa2', ${c.body.id}, 'Com', 0.9)`,
    );

    const denied = await server.request('DELETE', `/api/posts/${post.id}`, { token: other.token });
    expect(denied.status).toBe(403);
    const res = await server.request('DELETE', `/api/posts/${post.id}`, { token: author.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Post deleted' });
    expect((await server.request('GET', `/api/posts/${post.id}`)).status).toBe(404);
    for (const table of ['comments', 'post_likes', 'bookmarks', 'history', 'notifications', 'post_tags'])
      expect(
        await scalar(server, sql.raw(`select count(*)::int as n from ${table} where post_id = '${post.id}'`)),
      ).toBe(0);
    expect(
      await scalar(server, sql`select count(*)::int as n from comment_likes where comment_id = ${c.body.id}`),
    ).toBe(0);
    expect(
      await scalar(
        server,
        sql`select count(*)::int as n from report_items where content_id in (${post.id}, ${c.body.id})`,
      ),
    ).toBe(0);
    expect((await server.request('DELETE', `/api/posts/${post.id}`, { token: author.token })).status).toBe(
      404,
    );
  });

  test('ADMIN may delete; 401 anonymous; 404 malformed', async () => {
    const post = await createPost(server, author);
    expect((await server.request('DELETE', `/api/posts/${post.id}`)).status).toBe(401);
    const admin = await loginAdmin(server);
    expect((await server.request('DELETE', `/api/posts/${post.id}`, { token: admin.token })).status).toBe(
      200,
    );
    expect((await server.request('DELETE', '/api/posts/nope', { token: admin.token })).status).toBe(404);
  });
});

describe('GET /api/posts filters and hidden posts', () => {
  test('topic matches the category or a tag, case-insensitively, paged on the server', async () => {
    const user = await server.newUser('topical');
    const a = await createPost(server, user, {
      title: 'Topic by tag',
      category: 'Food',
      tags: ['Zebrafish'],
    });
    const b = await createPost(server, user, {
      title: 'Topic by other tag',
      category: 'Travel',
      tags: ['zebrafish'],
    });
    const res = await server.request<PagedPosts>('GET', '/api/posts?topic=ZEBRAFISH&size=1');
    expect(res.body).toMatchObject({ totalElements: 2, totalPages: 2, size: 1 });
    expect(res.body.content.map((p) => p.id)).toEqual([b.id]);
    const page2 = await server.request<PagedPosts>('GET', '/api/posts?topic=zebrafish&size=1&page=1');
    expect(page2.body.content.map((p) => p.id)).toEqual([a.id]);
    const byCategory = await server.request<PagedPosts>('GET', '/api/posts?topic=fOOd&size=100');
    expect(byCategory.body.content.length).toBeGreaterThan(1);
    for (const p of byCategory.body.content)
      expect(p.category === 'Food' || p.tags.some((t) => t.toLowerCase() === 'food')).toBe(true);
    const category = await server.request<PagedPosts>('GET', '/api/posts?category=travel&size=100');
    for (const p of category.body.content) expect(p.category).toBe('Travel');
  });

  test('hidden posts stay out of public lists; the author still sees them in their own list', async () => {
    const user = await server.newUser('hidden');
    const post = await createPost(server, user, { title: 'Soon hidden', tags: ['hushhush'] });
    await server.database.db.execute(sql`update posts set hidden = true where id = ${post.id}`);
    const pub = await server.request<PagedPosts>('GET', '/api/posts?tag=hushhush');
    expect(pub.body.totalElements).toBe(0);
    const others = await server.request<PagedPosts>('GET', `/api/posts?authorId=${user.id}`, {
      token: other.token,
    });
    expect(others.body.totalElements).toBe(0);
    const own = await server.request<PagedPosts>('GET', `/api/posts?authorId=${user.id}`, {
      token: user.token,
    });
    expect(own.body.content.map((p) => p.id)).toEqual([post.id]);
    const tags = await server.request<TagCount[]>('GET', '/api/tags');
    expect(tags.body.find((t) => t.name === 'hushhush')).toBeUndefined();
  });
});

describe('GET /api/tags', () => {
  test('lists categories then tags with counts over visible posts', async () => {
    const res = await server.request<TagCount[]>('GET', '/api/tags');
    expect(res.status).toBe(200);
    const kinds = res.body.map((t) => t.kind);
    expect(kinds.indexOf('tag')).toBeGreaterThan(kinds.lastIndexOf('category'));
    const categories = res.body.filter((t) => t.kind === 'category');
    expect(categories.map((c) => c.name).sort()).toEqual([
      'Business',
      'Education',
      'Entertainment',
      'Food',
      'Health',
      'Lifestyle',
      'Technology',
      'Travel',
    ]);
    const visible = await scalar(server, sql`select count(*)::int as n from posts where not hidden`);
    expect(categories.reduce((n, c) => n + c.count, 0)).toBe(visible);
    for (const t of res.body.filter((x) => x.kind === 'tag')) {
      const n = await scalar(
        server,
        sql`select count(*)::int as n from post_tags pt join tags t on t.id = pt.tag_id join posts p on p.id = pt.post_id where t.name = ${t.name} and not p.hidden`,
      );
      expect(t.count).toBe(n);
    }
    const user = await server.newUser('tagger');
    await createPost(server, user, { tags: ['Quokka'] });
    await createPost(server, user, { tags: ['quokka'] });
    const after = await server.request<TagCount[]>('GET', '/api/tags');
    expect(after.body.filter((t) => t.name.toLowerCase() === 'quokka')).toEqual([
      { name: 'Quokka', count: 2, kind: 'tag' },
    ]);
  });
});
