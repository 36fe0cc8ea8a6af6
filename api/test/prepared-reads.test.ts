import type { PagedPosts } from '@cwt/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows } from '../src/db/client';
import { LITERAL_PAGES } from '../src/lib/paging';
import { createPost, type TestUser } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

// On PostgreSQL every statement of the API's pool is a named prepared statement, planned afresh for
// its first five calls and then, when PostgreSQL finds a kept (generic) plan no dearer, run on that
// plan; list pages and most-liked periods put their bounds in the statement's text so that they get
// one (lib/paging.ts, services/post-reads.ts). Each read here is asked more than five times, past
// that switch, and every answer must equal the first and the same rows read by plain SQL, unnamed
// (on PGlite every query is unnamed: the same answers, checked the same way).
jest.setTimeout(120_000);

const CALLS = 8;
const SIZE = 2;

let server: TestServer;
let author: TestUser;
let reader: TestUser;
beforeAll(async () => {
  server = await startServer({ env: { READ_CACHE_MB: '0' } });
  author = await server.newUser('prepared');
  reader = await server.newUser('preparedreader');
  const created = [];
  for (let i = 0; i < 9; i += 1)
    created.push(
      await createPost(server, i % 2 ? reader : author, {
        title: `Prepared statement post ${i}`,
        category: i % 3 ? 'Technology' : 'Travel',
        tags: i % 2 ? ['planned'] : ['planned', 'kept'],
      }),
    );
  // Spread over the periods: a week, a month, a year and older.
  const ages = ['2 days', '20 days', '200 days', '800 days'];
  for (const [i, age] of ages.entries())
    await server.database.db.execute(
      sql`update posts set created_at = now() - ${age}::interval where id = ${created[i]!.id}`,
    );
  for (const [i, post] of created.entries())
    for (const user of [author, reader].slice(0, i % 3))
      expect((await server.request('POST', `/api/likes/post/${post.id}`, { token: user.token })).status).toBe(
        200,
      );
});
afterAll(() => server.close());

/** Rows through a connection's unnamed statement (node-postgres names a statement only when asked). */
async function unnamedIds(query: SQL): Promise<string[]> {
  const pool = server.database.pool;
  if (!pool) return (await queryRows<{ id: string }>(server.database.db, query)).map((r) => r.id);
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return (await pool.query<{ id: string }>(text, params)).rows.map((r) => r.id);
}

/** The API's answer, asked CALLS times: every one the same. */
async function repeated(path: string): Promise<PagedPosts> {
  const answers: PagedPosts[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const res = await server.request<PagedPosts>('GET', path);
    expect(res.status).toBe(200);
    answers.push(res.body);
  }
  for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  return answers[0]!;
}

const page = (query: SQL, n: number) => sql`${query} limit ${SIZE} offset ${n * SIZE}`;
const newest = sql`order by p.created_at desc, p.id desc`;
/** Each list's path and the same list in plain SQL (built once the users exist). */
const lists = (): Array<[string, SQL]> => [
  ['/api/posts?', sql`select p.id from posts p where not p.hidden ${newest}`],
  [
    '/api/posts?category=travel&',
    sql`select p.id from posts p join categories c on c.id = p.category_id
        where not p.hidden and c.name = 'Travel' ${newest}`,
  ],
  [
    '/api/posts?tag=kept&',
    sql`select p.id from posts p where not p.hidden and 'kept' = any(p.tags) ${newest}`,
  ],
  [
    `/api/posts?authorId=${author.id}&`,
    sql`select p.id from posts p where p.author_id = ${author.id} and not p.hidden ${newest}`,
  ],
  ...(
    [
      ['', null],
      ['week', 7],
      ['month', 30],
      ['year', 365],
    ] as const
  ).map(([period, days]): [string, SQL] => [
    `/api/posts/most-liked?${period ? `period=${period}&` : ''}`,
    sql`select p.id from posts p join post_counters pc on pc.post_id = p.id
        where not p.hidden ${days ? sql`and p.created_at >= now() - make_interval(days => ${days})` : sql``}
        order by pc.like_count desc, p.created_at desc, p.id desc`,
  ]),
];

test('list pages and most-liked periods: the same pages on every call as plain SQL reads them', async () => {
  for (const [path, query] of lists()) {
    for (const n of [0, 1, 2]) {
      const answer = await repeated(`${path}page=${n}&size=${SIZE}`);
      expect(answer.content.map((p) => p.id)).toEqual(await unnamedIds(page(query, n)));
      const all = await unnamedIds(query);
      expect(answer.totalElements).toBe(all.length);
    }
  }
});

test("an author's posts, post detail, comments and profile: the same answer on every call", async () => {
  const [postId] = await unnamedIds(sql`select p.id from posts p where p.author_id = ${author.id} ${newest}`);
  const paths = [
    `/api/posts/${author.id}-posts?page=0&size=${SIZE}`,
    `/api/posts/${postId}`,
    `/api/comments/${postId}`,
    `/api/users/${author.id}`,
  ];
  for (const path of paths) {
    const first = await server.request('GET', path);
    expect(first.status).toBe(200);
    for (let i = 1; i < CALLS; i += 1) expect((await server.request('GET', path)).body).toEqual(first.body);
  }
});

test('a page past the literal ones is served with parameters, still right', async () => {
  const deep = LITERAL_PAGES + 1;
  const answer = await repeated(`/api/posts?page=${deep}&size=1`);
  const [, home] = lists()[0]!;
  expect(answer.content.map((p) => p.id)).toEqual(await unnamedIds(sql`${home} limit 1 offset ${deep}`));
  expect(answer.totalElements).toBe((await unnamedIds(home)).length);
});
