import { randomBytes } from 'node:crypto';
import type { AdminStats, AdminUser, Category, Comment, PagedPosts, Post, ReportItem } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { createPost, loginAdmin, scalar, type TestUser } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

// The totals pages are numbered by are kept by triggers (list_counts, post_hour_counts, post_counters;
// migration 0008) instead of counted per request, and so are the admin dashboard's site-wide numbers
// and each user's post count (site_counts, user_counters; migration 0011). Every kind of write must
// leave them equal to a count of the rows, whichever path made the write.
jest.setTimeout(60_000);

let server: TestServer;
let admin: string;
let author: TestUser;
let reader: TestUser;
beforeAll(async () => {
  // The database path alone: some writes below go straight to the tables, past the read cache.
  server = await startServer({ env: { READ_CACHE_MB: '0' } });
  admin = (await loginAdmin(server)).token;
  author = await server.newUser('counted');
  reader = await server.newUser('liker');
});
afterAll(() => server.close());

const TAG = 'keptcount';
const total = async (path: string) => {
  const res = await server.request<PagedPosts>('GET', path);
  expect(res.status).toBe(200);
  return res.body.totalElements;
};
const since = (days: number) => sql`now() - make_interval(days => ${days})`;

/** Every kept row against a count of what it counts, and every list total against SQL. */
async function expectExact(): Promise<void> {
  const kept = await queryRows<{ key: string; total: number; visible: number }>(
    server.database.db,
    sql`select key, total, visible from list_counts where total <> 0 or visible <> 0 order by key`,
  );
  const counted = await queryRows<{ key: string; total: number; visible: number }>(
    server.database.db,
    sql`select key, total::int, visible::int from (
          select 'all' as key, count(*) as total, count(*) filter (where not hidden) as visible from posts
          union all select 'c:' || category_id, count(*), count(*) filter (where not hidden) from posts group by category_id
          union all select 't:' || pt.tag_id, count(*), count(*) filter (where not p.hidden)
            from post_tags pt join posts p on p.id = pt.post_id group by pt.tag_id) x
        where total <> 0 order by key`,
  );
  expect(kept).toEqual(counted);
  expect(
    await scalar(
      server,
      sql`select count(*)::int as n from (
            select date_trunc('hour', created_at, 'UTC') as hour, count(*) as total,
                   count(*) filter (where not hidden) as visible from posts group by 1) x
          full join post_hour_counts h using (hour)
          where coalesce(h.total, 0) <> coalesce(x.total, 0) or coalesce(h.visible, 0) <> coalesce(x.visible, 0)`,
    ),
  ).toBe(0);
  expect(
    await scalar(
      server,
      sql`select count(*)::int as n from posts p left join post_counters pc on pc.post_id = p.id
          where pc.post_id is null or pc.hidden <> p.hidden or pc.created_at <> p.created_at
             or pc.like_count <> (select count(*) from post_likes l where l.post_id = p.id)
             or pc.comment_count <> (select count(*) from comments c where c.post_id = p.id and not c.hidden)`,
    ),
  ).toBe(0);

  const visible = (where = sql`true`) =>
    scalar(server, sql`select count(*)::int as n from posts p where not p.hidden and ${where}`);
  expect(await total('/api/posts?size=5')).toBe(await visible());
  expect(await total('/api/posts?category=technology&size=5')).toBe(
    await visible(sql`p.category_id = (select id from categories where name = 'Technology')`),
  );
  expect(await total(`/api/posts?tag=${TAG.toUpperCase()}&size=5`)).toBe(
    await visible(
      sql`p.id in (select post_id from post_tags pt join tags t on t.id = pt.tag_id where t.name = ${TAG})`,
    ),
  );
  expect(await total('/api/posts/most-liked?size=5')).toBe(await visible());
  for (const [period, days] of [
    ['week', 7],
    ['month', 30],
    ['year', 365],
  ] as const)
    expect(await total(`/api/posts/most-liked?period=${period}&size=5`)).toBe(
      await visible(sql`p.created_at >= ${since(days)}`),
    );

  const stats = await server.request<AdminStats>('GET', '/api/admin/stats', { token: admin });
  expect(stats.status).toBe(200);
  expect(stats.body.posts).toBe(await scalar(server, sql`select count(*)::int as n from posts`));
  expect(stats.body.comments).toBe(await scalar(server, sql`select count(*)::int as n from comments`));
  const byCategory = await queryRows<{ category: string; count: number }>(
    server.database.db,
    sql`select c.name as category, count(*)::int as count from posts p join categories c on c.id = p.category_id
        group by c.name order by count(*) desc, c.name`,
  );
  expect(stats.body.postsByCategory).toEqual(byCategory);
  const byDay = await queryRows<{ date: string; count: number }>(
    server.database.db,
    sql`select to_char(created_at at time zone ${server.config.siteTimezone}, 'YYYY-MM-DD') as date,
               count(*)::int as count from posts group by 1 order by 1`,
  );
  expect(stats.body.postsByDay).toEqual(byDay);
}

test('kept totals follow creates, edits, likes, comments, moderation, backdating and deletes', async () => {
  await expectExact();
  const a = await createPost(server, author, { tags: [TAG, 'other'] });
  const b = await createPost(server, author, { tags: [TAG], category: 'Travel' });
  const c = await createPost(server, author, { tags: [TAG.toUpperCase()] });
  await expectExact();

  expect((await server.request('POST', `/api/likes/post/${a.id}`, { token: reader.token })).status).toBe(200);
  const comment = await server.request<{ id: string }>('POST', `/api/comments/${b.id}`, {
    token: reader.token,
    body: { content: 'Counted once.' },
  });
  expect(comment.status).toBe(201);
  await expectExact();

  // An edit moving the post to another category and off the tag.
  const edited = await server.request<Post>('PUT', `/api/posts/${a.id}`, {
    token: author.token,
    body: { category: 'Travel', tags: ['elsewhere'] },
  });
  expect(edited.status).toBe(200);
  await expectExact();

  // Moderation and older data written straight to the table: the triggers follow them too.
  await server.database.db.execute(sql`update posts set hidden = true where id = ${b.id}`);
  await server.database.db.execute(sql`update comments set hidden = true where id = ${comment.body.id}`);
  await server.database.db.execute(
    sql`update post_counters set comment_count = comment_count - 1 where post_id = ${b.id}`,
  );
  await server.database.db.execute(
    sql`update posts set created_at = now() - interval '10 days' where id = ${c.id}`,
  );
  await expectExact();
  await server.database.db.execute(sql`update posts set hidden = false where id = ${b.id}`);
  await expectExact();

  expect((await server.request('DELETE', `/api/posts/${c.id}`, { token: author.token })).status).toBeLessThan(
    300,
  );
  expect((await server.request('DELETE', `/api/posts/${b.id}`, { token: admin })).status).toBeLessThan(300);
  await expectExact();
});

test('kept totals follow bulk inserts and deletes of posts and tags, one statement each (as the seed writes)', async () => {
  const id = () => randomBytes(12).toString('hex');
  const [p1, p2, p3] = [id(), id(), id()];
  const extraTag = id();
  const category = (name: string) => sql`(select id from categories where name = ${name})`;
  await server.database.db.execute(sql`insert into tags (id, name) values (${extraTag}, 'bulkcounted')`);
  // Two authors, two categories, one hidden post, two hours: every kind of kept row moves at once.
  await server.database.db.execute(sql`insert into posts (id, title, content, category_id, author_id, hidden, created_at)
    values (${p1}, 'Bulk one', '<p>a</p>', ${category('Travel')}, ${author.id}, false, now() - interval '3 hours'),
           (${p2}, 'Bulk two', '<p>b</p>', ${category('Technology')}, ${reader.id}, true, now()),
           (${p3}, 'Bulk three', '<p>c</p>', ${category('Travel')}, ${reader.id}, false, now())`);
  await server.database.db.execute(sql`insert into post_tags (post_id, tag_id)
    select p.id, t.id from (values (${p1}), (${p2}), (${p3})) p(id)
      cross join (select id from tags where name in (${TAG}, 'bulkcounted')) t`);
  await expectExact();
  await expectSiteCounts();

  await server.database.db.execute(
    sql`delete from post_tags where post_id in (${p1}, ${p2}) and tag_id = ${extraTag}`,
  );
  await expectExact();
  await server.database.db.execute(sql`delete from posts where id in (${p1}, ${p2}, ${p3})`);
  await expectExact();
  await expectSiteCounts();
});

test('the newest list and most-liked page in the order of the rows', async () => {
  const first = await createPost(server, author, { title: 'Newest first' });
  const home = await server.request<PagedPosts>('GET', '/api/posts?page=0&size=3');
  expect(home.body.content[0]?.id).toBe(first.id);
  const newest = await queryRows<{ id: string }>(
    server.database.db,
    sql`select id from posts where not hidden order by created_at desc, id desc limit 3 offset 3`,
  );
  const page1 = await server.request<PagedPosts>('GET', '/api/posts?page=1&size=3');
  expect(page1.body.content.map((p) => p.id)).toEqual(newest.map((r) => r.id));

  for (const user of [reader, author])
    await server.request('POST', `/api/likes/post/${first.id}`, { token: user.token });
  const liked = await queryRows<{ id: string }>(
    server.database.db,
    sql`select p.id from posts p join post_counters pc on pc.post_id = p.id
        where not p.hidden and p.created_at >= ${since(7)}
        order by pc.like_count desc, p.created_at desc, p.id desc limit 4`,
  );
  const most = await server.request<PagedPosts>('GET', '/api/posts/most-liked?period=week&size=4');
  expect(most.body.content.map((p) => p.id)).toEqual(liked.map((r) => r.id));
});

/** The dashboard's numbers and every listed user's post count against a fresh count of the rows. */
async function expectSiteCounts(): Promise<void> {
  const stats = await server.request<AdminStats>('GET', '/api/admin/stats', { token: admin });
  expect(stats.status).toBe(200);
  const counted = await queryRows<{ users: number; categories: number; comments: number; pending: number }>(
    server.database.db,
    sql`select (select count(*)::int from users where username <> 'deleted user') as users,
               (select count(*)::int from categories) as categories,
               (select count(*)::int from comments) as comments,
               (select count(*)::int from report_items where status = 'PENDING') as pending`,
  );
  const c = counted[0]!;
  expect({
    users: stats.body.users,
    categories: stats.body.categories,
    comments: stats.body.comments,
    pending: stats.body.pendingReports,
  }).toEqual(c);
  // A transaction's pending changes are folded into the slots by its commit.
  expect(await scalar(server, sql`select count(*)::int as n from site_count_deltas`)).toBe(0);

  const list = await server.request<AdminUser[]>('GET', '/api/admin/users?page=0&size=500', { token: admin });
  expect(list.status).toBe(200);
  expect(Number(list.headers.get('x-total-count'))).toBe(c.users);
  const posts = await queryRows<{ id: string; n: number }>(
    server.database.db,
    sql`select u.id, (select count(*)::int from posts p where p.author_id = u.id) as n
        from users u where u.username <> 'deleted user' order by u.created_at desc, u.id desc limit 500`,
  );
  expect(list.body.map((u) => [u.id, u.postCount])).toEqual(posts.map((r) => [r.id, r.n]));
  // Every user has its counters row, and the placeholder's (not listed) is right too.
  expect(
    await scalar(
      server,
      sql`select count(*)::int as n from users u left join user_counters uc on uc.user_id = u.id
          where uc.user_id is null
             or uc.post_count <> (select count(*) from posts p where p.author_id = u.id)`,
    ),
  ).toBe(0);
}

test('kept site counts and post counts follow users, categories, comments and reports', async () => {
  await expectSiteCounts();
  const asAdmin = <T>(method: string, path: string, body?: unknown) =>
    server.request<T>(method, path, { token: admin, body });

  // Users: registered, made by the admin, renamed to and from the placeholder's name.
  const writer = await server.newUser('sitecount');
  const made = await asAdmin<AdminUser>('POST', '/api/admin/users', {
    name: 'Made Here',
    email: 'made.here@example.com',
    userRole: 'USER',
  });
  expect(made.status).toBe(201);
  await expectSiteCounts();
  await server.database.db.execute(
    sql`update users set username = 'deleted user' where id = ${made.body.id}`,
  );
  await expectSiteCounts();
  await server.database.db.execute(sql`update users set username = 'madehere' where id = ${made.body.id}`);
  await expectSiteCounts();

  // Categories: added, used, deleted.
  const cat = await asAdmin<Category>('POST', '/api/categories', { name: 'Counted Things' });
  expect(cat.status).toBe(201);
  const spare = await asAdmin<Category>('POST', '/api/categories', { name: 'Spare Things' });
  expect(spare.status).toBe(201);
  await expectSiteCounts();
  expect((await asAdmin('DELETE', `/api/categories/${spare.body.id}`)).status).toBe(200);

  // Posts (a hidden one too: an author's count includes it) and comments, a hidden one among them
  // (counted: the dashboard counts every comment).
  const p1 = await createPost(server, writer, { category: 'Counted Things' });
  const p2 = await createPost(server, writer);
  const p3 = await createPost(server, author);
  await server.database.db.execute(sql`update posts set hidden = true where id = ${p3.id}`);
  const comment = async (post: Post, user: TestUser) => {
    const res = await server.request<Comment>('POST', `/api/comments/${post.id}`, {
      token: user.token,
      body: { content: 'Counted on the dashboard.' },
    });
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const c1 = await comment(p1, reader);
  const c2 = await comment(p1, writer);
  const c3 = await comment(p2, reader);
  await server.database.db.execute(sql`update comments set hidden = true where id = ${c2}`);
  await expectSiteCounts();
  expect((await server.request('DELETE', `/api/comments/${c3}`, { token: reader.token })).status).toBe(200);
  await expectSiteCounts();

  // Reports: filed (pending), ignored, set back to pending and resolved straight in the table, removed
  // with their content.
  const file = (contentId: string, type: 'Post' | 'Com') =>
    asAdmin<ReportItem>('POST', '/api/report-items', {
      contentId,
      type,
      userReportId: null,
      percentToxic: 90,
    });
  const r1 = await file(c1, 'Com');
  const r2 = await file(p2.id, 'Post');
  const r3 = await file(c2, 'Com');
  expect([r1.status, r2.status, r3.status]).toEqual([201, 201, 201]);
  await expectSiteCounts();
  expect((await asAdmin('DELETE', `/api/report-items/${r3.body.id}`)).status).toBe(200);
  await server.database.db.execute(sql`update report_items set status = 'IGNORED' where id = ${r1.body.id}`);
  await expectSiteCounts();
  await server.database.db.execute(sql`update report_items set status = 'PENDING' where id = ${r1.body.id}`);
  await expectSiteCounts();
  expect((await asAdmin('DELETE', `/api/report-items/${r2.body.id}?removeContent=true`)).status).toBe(200);
  await expectSiteCounts();

  // Several rows in one statement, and a transaction that rolls back.
  await server.database.db.execute(
    sql`insert into comments (id, post_id, author_id, content)
        select substr(md5(random()::text || g::text), 1, 24), ${p1.id}, ${reader.id}, 'bulk' from generate_series(1, 3) g`,
  );
  await server.database.db.execute(
    sql`update post_counters set comment_count = comment_count + 3 where post_id = ${p1.id}`,
  );
  await expect(
    server.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from comments where post_id = ${p1.id}`);
      await tx.execute(
        sql`insert into categories (id, name) values ('000000000000000000000abc', 'Rolled Back')`,
      );
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  await expectSiteCounts();

  // Users removed: by the admin keeping their content (it moves to the placeholder), by the admin with
  // their content, and by themselves.
  const keeper = await server.newUser('keeper');
  await createPost(server, keeper);
  await createPost(server, keeper);
  await comment(p1, keeper);
  expect((await asAdmin('DELETE', `/api/admin/users/${keeper.id}?content=keep`)).status).toBe(200);
  await expectSiteCounts();
  const gone = await server.newUser('gone');
  const goneTarget = await createPost(server, gone);
  await comment(goneTarget, reader);
  await comment(p1, gone);
  await file(goneTarget.id, 'Post');
  expect((await asAdmin('DELETE', `/api/admin/users/${gone.id}?content=delete`)).status).toBe(200);
  await expectSiteCounts();
  expect(
    (
      await server.request('DELETE', '/api/users/me', {
        token: writer.token,
        body: { password: writer.password },
      })
    ).status,
  ).toBe(200);
  await expectSiteCounts();
  expect((await asAdmin('DELETE', `/api/categories/${cat.body.id}`)).status).toBe(200);
  await expectSiteCounts();
});
