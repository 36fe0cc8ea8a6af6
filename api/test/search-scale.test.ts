import { type PostSummary, TOTAL_COUNT_HEADER } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { SEARCH_LIMIT } from '../src/services/post-search';
import { createPost, type TestUser } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

// Search pages a word found in thousands of posts differently from a rare one (by the planner's
// estimate): body matches in likes order straight from the counters' index, or the bounded set of
// matches ordered. Both must answer the same order as the rows, and at most SEARCH_LIMIT posts.
jest.setTimeout(90_000);

let server: TestServer;
let author: TestUser;
const MANY = 3000;
beforeAll(async () => {
  server = await startServer({ env: { READ_CACHE_MB: '0' } });
  author = await server.newUser('scale');
  // Posts written straight to the table (the triggers make their counters), every one with the
  // common word in its body and every 500th with a rare one; likes spread so the order matters.
  await server.database.db.execute(sql`
    insert into posts (id, title, content, category_id, author_id, created_at)
    select 'abcd' || lpad(to_hex(g), 20, '0'), 'Scale post ' || g,
           '<p>plentiful words here' || case when g % 500 = 0 then ' scarcity' else '' end || '</p>',
           (select id from categories order by name limit 1), ${author.id}, now() - g * interval '1 minute'
    from generate_series(1, ${MANY}) g`);
  await server.database.db.execute(
    sql`update post_counters set like_count = (hashtext(post_id) & 1023) % 37 where post_id like 'abcd%'`,
  );
  await server.database.db.execute(sql`analyze posts`);
});
afterAll(() => server.close());

async function search(keyword: string, page: number) {
  const res = await server.request<PostSummary[]>(
    'GET',
    `/api/posts/search?keyword=${keyword}&page=${page}&size=6`,
  );
  expect(res.status).toBe(200);
  return { ids: res.body.map((p) => p.id), total: Number(res.headers.get(TOTAL_COUNT_HEADER)) };
}

const byLikes = async (word: string, offset: number) =>
  (
    await queryRows<{ id: string }>(
      server.database.db,
      sql`select pc.post_id as id from post_counters pc join posts p on p.id = pc.post_id
          where not p.hidden and p.search @@ websearch_to_tsquery('cwt_search', ${word})
            and not (p.search_head @@ websearch_to_tsquery('cwt_search', ${word}))
          order by pc.like_count desc, pc.created_at desc, pc.post_id desc limit 6 offset ${offset}`,
    )
  ).map((r) => r.id);

test('a word in thousands of posts pages body matches by likes and answers at most the limit', async () => {
  const titled = await createPost(server, author, { title: 'Plentiful harvest', tags: [] });
  const first = await search('plentiful', 0);
  expect(first.total).toBe(SEARCH_LIMIT);
  expect(first.ids[0]).toBe(titled.id);
  expect(first.ids.slice(1)).toEqual((await byLikes('plentiful', 0)).slice(0, 5));
  expect((await search('plentiful', 20)).ids).toEqual(await byLikes('plentiful', 20 * 6 - 1));
  expect((await search('plentiful', SEARCH_LIMIT / 6)).ids).toEqual([]);
});

test('a rare word counts its matches exactly and orders them by likes', async () => {
  const rare = await search('scarcity', 0);
  expect(rare.total).toBe(MANY / 500);
  expect(rare.ids).toEqual(await byLikes('scarcity', 0));
});
