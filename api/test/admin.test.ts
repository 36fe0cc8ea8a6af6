import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminStats, AdminUser, Category, ContactMessage, Post, ReportItem } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { LAST_ADMIN_MESSAGE } from '../src/services/admin-users';
import { createPost, loginAdmin, scalar, type TestUser } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

// Project-level testTimeout is ignored when Jest runs several projects; these start a seeded server.
jest.setTimeout(60_000);

let server: TestServer;
let admin: string;
let author: TestUser;
beforeAll(async () => {
  // A zone east of UTC: a post at 23:30 UTC on 31 January belongs to 1 February on the site.
  server = await startServer({ env: { SITE_TIMEZONE: 'Europe/Paris' } });
  admin = (await loginAdmin(server)).token;
  author = await server.newUser('writer');
});
afterAll(() => server.close());

const asAdmin = <T>(method: string, path: string, body?: unknown) =>
  server.request<T & { message?: string }>(method, path, { token: admin, body });

describe('admin users', () => {
  test('creates a user with a username derived from the e-mail and a set-password token', async () => {
    const a = await asAdmin<AdminUser>('POST', '/api/admin/users', {
      id: 'ignored',
      name: 'Jane Doe',
      email: 'Jane.Doe+news@Example.com',
      userRole: 'user',
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      username: 'jane.doenews',
      email: 'jane.doe+news@example.com',
      userRole: 'USER',
    });
    const b = await asAdmin<AdminUser>('POST', '/api/admin/users', {
      name: 'Jane Again',
      email: 'jane.doe+news@other.example',
      userRole: 'USER',
    });
    expect(b.status).toBe(201);
    expect(b.body.username).toBe('jane.doenews2');
    expect(
      await scalar(
        server,
        sql`select count(*)::int as n from password_reset_tokens where user_id = ${a.body.id}`,
      ),
    ).toBe(1);
    // The mail adapter (file driver in tests) received the set-password link.
    const mails = readdirSync(path.join(server.config.dataDir, 'mail')).map((f) =>
      readFileSync(path.join(server.config.dataDir, 'mail', f), 'utf8'),
    );
    expect(
      mails.some((m) => m.includes('To: jane.doe+news@example.com') && m.includes('Set your CWT password')),
    ).toBe(true);
    // The unusable random password cannot be guessed: the account only opens through the link.
    const login = await server.request('POST', '/login', {
      body: { username: 'Jane.Doenews', password: '' },
    });
    expect(login.status).not.toBe(200);
  });

  test('the admin form\'s body: id null or "" means no id; in a PUT the path names the user', async () => {
    const made: AdminUser[] = [];
    for (const id of [null, '']) {
      const n = made.length;
      const res = await asAdmin<AdminUser>('POST', '/api/admin/users', {
        id,
        name: `Form ${n}`,
        email: `form${n}@example.com`,
        userRole: 'USER',
      });
      expect({ id, status: res.status, body: res.body }).toMatchObject({ id, status: 201 });
      made.push(res.body);
    }
    const [target, bystander] = made as [AdminUser, AdminUser];
    for (const id of [null, '', bystander.id]) {
      const res = await asAdmin<AdminUser>('PUT', `/api/admin/users/${target.id}`, {
        id,
        name: `Renamed ${JSON.stringify(id)}`,
        email: target.email,
        userRole: 'USER',
      });
      expect({ id, status: res.status, body: res.body }).toMatchObject({
        id,
        status: 200,
        body: { id: target.id, name: `Renamed ${JSON.stringify(id)}` },
      });
    }
    const list = await asAdmin<AdminUser[]>(
      'GET',
      `/api/admin/users?q=${encodeURIComponent(bystander.email)}`,
    );
    expect(list.body.map((u) => [u.id, u.name])).toEqual([[bystander.id, 'Form 1']]);
  });

  test('refuses a role other than USER or ADMIN with 400', async () => {
    const res = await asAdmin('POST', '/api/admin/users', {
      name: 'Mod',
      email: 'mod@example.com',
      userRole: 'MODERATOR',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/userRole/);
  });

  test('refuses to demote or delete the last ADMIN (409); a role change signs the user out', async () => {
    const me = await server.request<{ id: string }>('GET', '/api/users/me', { token: admin });
    const demote = await asAdmin('PUT', `/api/admin/users/${me.body.id}`, { userRole: 'USER' });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(LAST_ADMIN_MESSAGE);
    const del = await asAdmin('DELETE', `/api/admin/users/${me.body.id}`);
    expect(del.status).toBe(409);

    const second = await asAdmin<AdminUser>('POST', '/api/admin/users', {
      name: 'Second Admin',
      email: 'second@example.com',
      userRole: 'ADMIN',
      password: 'second-admin-1',
    });
    const login = await server.request<{ token: string }>('POST', '/login', {
      body: { username: second.body.username, password: 'second-admin-1' },
    });
    expect((await server.request('GET', '/api/admin/stats', { token: login.body.token })).status).toBe(200);
    expect((await asAdmin('PUT', `/api/admin/users/${second.body.id}`, { userRole: 'USER' })).status).toBe(
      200,
    );
    // The old token carried ADMIN; it no longer works at all.
    expect((await server.request('GET', '/api/admin/stats', { token: login.body.token })).status).toBe(401);
    expect((await asAdmin('PUT', `/api/admin/users/${me.body.id}`, { userRole: 'USER' })).status).toBe(409);
  });

  test("deleting a user keeps their posts under 'deleted user' or deletes them", async () => {
    const keep = await server.newUser('keeper');
    const kept = await createPost(server, keep, { title: 'Kept post' });
    expect((await asAdmin('DELETE', `/api/admin/users/${keep.id}?content=keep`)).status).toBe(200);
    const post = await server.request<Post>('GET', `/api/posts/${kept.id}`);
    expect(post.status).toBe(200);
    expect(post.body.author.name).toBe('deleted user');

    const gone = await server.newUser('goner');
    const removed = await createPost(server, gone, { title: 'Removed post' });
    expect((await asAdmin('DELETE', `/api/admin/users/${gone.id}?content=delete`)).status).toBe(200);
    expect((await server.request('GET', `/api/posts/${removed.id}`)).status).toBe(404);
    const list = await asAdmin<AdminUser[]>('GET', '/api/admin/users?size=500');
    expect(list.body.map((u) => u.name)).not.toContain('deleted user');
  });
});

describe('categories', () => {
  test('add, duplicate (409), rename with posts following, delete rules', async () => {
    const add = await asAdmin<Category>('POST', '/api/categories', { name: 'Gardening' });
    expect(add.status).toBe(201);
    expect((await asAdmin('POST', '/api/categories', { name: 'gardening' })).status).toBe(409);

    const post = await createPost(server, author, { category: 'Gardening' });
    const rename = await asAdmin<Category>('PUT', `/api/categories/${add.body.id}`, { name: 'Garden Life' });
    expect(rename.status).toBe(200);
    expect(rename.body).toMatchObject({ name: 'Garden Life', postCount: 1 });
    expect((await server.request<Post>('GET', `/api/posts/${post.id}`)).body.category).toBe('Garden Life');

    const refused = await asAdmin('DELETE', `/api/categories/${add.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Category "Garden Life" is used by 1 post; move them to another category first',
    );

    const all = await server.request<Category[]>('GET', '/api/categories');
    const travel = all.body.find((c) => c.name === 'Travel')!;
    const moved = await asAdmin('DELETE', `/api/categories/${add.body.id}?reassignTo=${travel.id}`);
    expect(moved.status).toBe(200);
    expect((await server.request<Post>('GET', `/api/posts/${post.id}`)).body.category).toBe('Travel');
    const after = await server.request<Category[]>('GET', '/api/categories');
    expect(after.body.map((c) => c.name)).not.toContain('Garden Life');
  });
});

describe('stats', () => {
  test('counts and series match the database, January included, days in SITE_TIMEZONE', async () => {
    const jan = await createPost(server, author, { category: 'Food' });
    const lateJan = await createPost(server, author, { category: 'Food' });
    await server.database.db.execute(
      sql`update posts set created_at = '2001-01-15T10:00:00Z' where id = ${jan.id}`,
    );
    await server.database.db.execute(
      sql`update posts set created_at = '2001-01-31T23:30:00Z' where id = ${lateJan.id}`,
    );
    const res = await asAdmin<AdminStats>('GET', '/api/admin/stats?year=2001&month=1');
    expect(res.status).toBe(200);
    expect(res.body.postsByDay).toEqual([{ date: '2001-01-15', count: 1 }]);
    const feb = await asAdmin<AdminStats>('GET', '/api/admin/stats?year=2001&month=2');
    expect(feb.body.postsByDay).toEqual([{ date: '2001-02-01', count: 1 }]);

    const all = await asAdmin<AdminStats>('GET', '/api/admin/stats');
    expect(all.body.posts).toBe(await scalar(server, sql`select count(*)::int as n from posts`));
    expect(all.body.categories).toBe(await scalar(server, sql`select count(*)::int as n from categories`));
    expect(all.body.users).toBe(
      await scalar(server, sql`select count(*)::int as n from users where username <> 'deleted user'`),
    );
    expect(all.body.postsByDay.reduce((s, d) => s + d.count, 0)).toBe(all.body.posts);
    expect(all.body.postsByCategory.reduce((s, d) => s + d.count, 0)).toBe(all.body.posts);
    expect(all.body.postsByCategory.find((c) => c.category === 'Food')!.count).toBe(
      await scalar(
        server,
        sql`select count(*)::int as n from posts p join categories c on c.id = p.category_id where c.name = 'Food'`,
      ),
    );
  });
});

describe('report lifecycle', () => {
  async function commentOn(post: Post): Promise<string> {
    const res = await server.request<{ id: string }>('POST', `/api/comments/${post.id}`, {
      token: author.token,
      body: { content: 'You are all wrong' },
    });
    expect(res.status).toBe(201);
    return res.body.id;
  }
  const file = (contentId: string, type: 'Post' | 'Com', userReportId: string | null = null) =>
    asAdmin<ReportItem>('POST', '/api/report-items', { contentId, type, userReportId, percentToxic: 87.456 });

  test('lists reports with the post to open; ignore keeps content and shows hidden content again', async () => {
    const post = await createPost(server, author);
    const commentId = await commentOn(post);
    await server.database.db.execute(sql`update comments set hidden = true where id = ${commentId}`);
    // Auto-hiding takes the comment out of the post's count, as the comment service counts only visible ones.
    await server.database.db.execute(
      sql`update post_counters set comment_count = comment_count - 1 where post_id = ${post.id}`,
    );
    const report = await file(commentId, 'Com', author.id);
    expect(report.status).toBe(201);

    const list = await asAdmin<ReportItem[]>('GET', '/api/report-items');
    expect(list.body.find((r) => r.id === report.body.id)).toMatchObject({
      contentId: commentId,
      type: 'Com',
      userReportId: author.id,
      percentToxic: 87.456,
      reportCount: 1,
      postId: post.id,
    });

    expect((await asAdmin('DELETE', `/api/report-items/${report.body.id}`)).status).toBe(200);
    const after = await asAdmin<ReportItem[]>('GET', '/api/report-items');
    expect(after.body.some((r) => r.id === report.body.id)).toBe(false);
    expect(
      await scalar(
        server,
        sql`select count(*)::int as n from comments where id = ${commentId} and not hidden`,
      ),
    ).toBe(1);
    expect((await server.request<Post>('GET', `/api/posts/${post.id}`)).body.commentCount).toBe(1);
  });

  test('reports on the same content are one row with a count; ignoring dismisses them all', async () => {
    const post = await createPost(server, author);
    const commentId = await commentOn(post);
    const low = await asAdmin<ReportItem>('POST', '/api/report-items', {
      contentId: commentId,
      type: 'Com',
      userReportId: null,
      percentToxic: 12.5,
    });
    const high = await file(commentId, 'Com', author.id);
    const rows = (await asAdmin<ReportItem[]>('GET', '/api/report-items')).body.filter(
      (r) => r.contentId === commentId,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: high.body.id, reportCount: 2, percentToxic: 87.456 });

    expect((await asAdmin('DELETE', `/api/report-items/${rows[0]!.id}`)).status).toBe(200);
    expect(
      await scalar(
        server,
        sql`select count(*)::int as n from report_items where id in (${low.body.id}, ${high.body.id})`,
      ),
    ).toBe(0);
    expect(await scalar(server, sql`select count(*)::int as n from comments where id = ${commentId}`)).toBe(
      1,
    );
  });

  test('delete content removes the comment or post first, then its reports', async () => {
    const post = await createPost(server, author);
    const commentId = await commentOn(post);
    const onComment = await file(commentId, 'Com');
    const again = await file(commentId, 'Com');
    expect(
      (await asAdmin('DELETE', `/api/report-items/${onComment.body.id}?removeContent=true`)).status,
    ).toBe(200);
    expect(await scalar(server, sql`select count(*)::int as n from comments where id = ${commentId}`)).toBe(
      0,
    );
    expect(
      await scalar(
        server,
        sql`select count(*)::int as n from report_items where id in (${onComment.body.id}, ${again.body.id})`,
      ),
    ).toBe(0);

    const onPost = await file(post.id, 'Post');
    expect((await asAdmin('DELETE', `/api/report-items/${onPost.body.id}?removeContent=true`)).status).toBe(
      200,
    );
    expect((await server.request('GET', `/api/posts/${post.id}`)).status).toBe(404);
    // Already gone with its content: removing it again is done, not an error.
    expect(await asAdmin('DELETE', `/api/report-items/${onPost.body.id}`)).toMatchObject({
      status: 200,
      body: { message: expect.any(String) },
    });
  });

  test("the spec's two calls: delete the content, then the report (already gone with it) answers 200", async () => {
    const post = await createPost(server, author);
    const commentId = await commentOn(post);
    for (const [contentPath, report] of [
      [`/api/comments/${commentId}`, await file(commentId, 'Com')],
      [`/api/posts/${post.id}`, await file(post.id, 'Post')],
    ] as const) {
      expect((await asAdmin('DELETE', contentPath)).status).toBe(200);
      const res = await asAdmin('DELETE', `/api/report-items/${report.body.id}`);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 200,
        body: { message: expect.any(String) },
      });
      // The client reloads its list next: the report is not in it.
      const list = await asAdmin<ReportItem[]>('GET', '/api/report-items');
      expect(list.body.some((r) => r.id === report.body.id)).toBe(false);
    }
  });

  test('deleting a report: any well-formed id answers 200 to an ADMIN; a malformed one 400; USERs 403', async () => {
    const unknown = await asAdmin('DELETE', '/api/report-items/0123456789abcdef01234567');
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 200,
      body: { message: expect.any(String) },
    });
    const ignoring = await asAdmin('DELETE', '/api/report-items/0123456789abcdef01234567?removeContent=true');
    expect(ignoring.status).toBe(200);
    expect((await asAdmin('DELETE', '/api/report-items/not-an-id')).status).toBe(400);
    const asUser = await server.request('DELETE', '/api/report-items/0123456789abcdef01234567', {
      token: author.token,
    });
    expect(asUser.status).toBe(403);
    expect((await server.request('DELETE', '/api/report-items/0123456789abcdef01234567')).status).toBe(401);
  });

  test('a report must name existing content', async () => {
    const res = await file('0123456789abcdef01234567', 'Post');
    expect(res.status).toBe(400);
  });
});

describe('support messages', () => {
  test('newest first; mark handled', async () => {
    for (const message of ['first', 'second'])
      await server.request('POST', '/api/contact', { body: { name: 'V', email: 'v@example.com', message } });
    const list = await asAdmin<ContactMessage[]>('GET', '/api/admin/contact-messages');
    expect(list.body.slice(0, 2).map((m) => m.message)).toEqual(['second', 'first']);
    const res = await asAdmin<ContactMessage>('PUT', `/api/admin/contact-messages/${list.body[0]!.id}`, {
      handled: true,
    });
    expect(res.body.handled).toBe(true);
  });
});
