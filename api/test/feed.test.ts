import {
  FEED_LIMIT,
  type FollowedTopic,
  type PagedPosts,
  type Post,
  TOPIC_FOLLOW_MAX,
  type TopicFollowResponse,
} from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { newId } from '../src/db/ids';
import { feedPath } from '../src/services/following-feed';
import { createPost, loginAdmin, type TestUser } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let member: TestUser;
let alice: TestUser;
let carol: TestUser;
let dave: TestUser;
// Names no seeded post uses, so the seeded demo content never enters these feeds.
const run = Math.random().toString(36).slice(2, 8);
const category = `Feedcat${run}`;
const tagName = `Gardening${run}`;

beforeAll(async () => {
  server = await startServer();
  [member, alice, carol, dave] = (await Promise.all(
    ['member', 'alice', 'carol', 'dave'].map((p) => server.newUser(p)),
  )) as [TestUser, TestUser, TestUser, TestUser];
  const admin = await loginAdmin(server);
  const res = await server.request('POST', '/api/categories', {
    token: admin.token,
    body: { name: category },
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`category: ${res.status} ${res.text}`);
  // Starting the server and registering users takes long on a loaded machine.
}, 120_000);
afterAll(() => server?.close());

const feed = (user: { token: string }, query = '') =>
  server.request<PagedPosts>('GET', `/api/feed/following${query}`, { token: user.token });
const followTopic = (user: { token: string }, name: string, method: 'POST' | 'DELETE' = 'POST') =>
  server.request<TopicFollowResponse>(method, `/api/topics/${encodeURIComponent(name)}/follow`, {
    token: user.token,
  });
const followUser = (user: { token: string }, id: string, method: 'POST' | 'DELETE' = 'POST') =>
  server.request(method, `/api/follows/${id}`, { token: user.token });
const myTopics = (user: { token: string }) =>
  server.request<FollowedTopic[]>('GET', '/api/users/me/topics', { token: user.token });
const titles = (page: PagedPosts) => page.content.map((p) => p.title);

describe('topic follows', () => {
  test('following is idempotent and case-insensitive, keeps the first spelling, unfollow reverses', async () => {
    const first = await followTopic(member, `Rust${run}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ name: `Rust${run}`, following: true });
    const again = await followTopic(member, `RUST${run}`);
    expect(again.body).toEqual({ name: `Rust${run}`, following: true });
    const listed = await myTopics(member);
    expect(listed.status).toBe(200);
    expect(listed.body.map((t) => t.name)).toEqual([`Rust${run}`]);
    expect(Number.isNaN(Date.parse(listed.body[0]!.followedAt))).toBe(false);

    const un = await followTopic(member, `rust${run}`, 'DELETE');
    expect(un.status).toBe(200);
    expect(un.body.following).toBe(false);
    expect((await myTopics(member)).body).toEqual([]);
    expect((await followTopic(member, `rust${run}`, 'DELETE')).status).toBe(200);
  });

  test('topics are listed most recently followed first, per member', async () => {
    const user = await server.newUser('lister');
    await followTopic(user, 'Older');
    await followTopic(user, 'Newer topic');
    expect((await myTopics(user)).body.map((t) => t.name)).toEqual(['Newer topic', 'Older']);
    expect((await myTopics(alice)).body).toEqual([]);
  });

  test('bad names are 400 with a message', async () => {
    for (const name of ['%20%20', 'x'.repeat(61), 'bad%01name', 'tab%09name']) {
      const res = await server.request<{ message: string }>('POST', `/api/topics/${name}/follow`, {
        token: member.token,
      });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  test(`a member follows at most ${TOPIC_FOLLOW_MAX} topics`, async () => {
    const user = await server.newUser('collector');
    await server.database.db.execute(
      sql`insert into topic_follows (user_id, name) select ${user.id}, 'topic ' || i from generate_series(1, ${TOPIC_FOLLOW_MAX}) i`,
    );
    const over = await followTopic(user, 'one more');
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      message: `You can follow at most ${TOPIC_FOLLOW_MAX} topics`,
      code: 'TOPIC_FOLLOW_LIMIT',
    });
    // Following one already followed still answers, at the limit.
    expect((await followTopic(user, 'TOPIC 7')).body).toEqual({ name: 'topic 7', following: true });
  });

  test('401 without a token on every route', async () => {
    for (const [method, path] of [
      ['POST', '/api/topics/react/follow'],
      ['DELETE', '/api/topics/react/follow'],
      ['GET', '/api/users/me/topics'],
      ['GET', '/api/feed/following'],
    ] as const) {
      const res = await server.request<{ message: string }>(method, path);
      expect(res.status).toBe(401);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('the Following feed', () => {
  let posts: Record<string, Post>;

  beforeAll(async () => {
    // Oldest first, so each later post is newer.
    posts = {};
    const make = async (key: string, user: TestUser, extra: Record<string, unknown>) => {
      posts[key] = await createPost(server, user, { title: `${key} ${run}`, ...extra });
    };
    await make('alice-1', alice, { tags: [] });
    await make('carol-category', carol, { category, tags: [] });
    await make('dave-tag', dave, { tags: [tagName.toLowerCase()] });
    await make('dave-other', dave, { tags: ['unrelated'] });
    // By a followed author and in a followed topic: listed once.
    await make('alice-both', alice, { category, tags: [tagName.toUpperCase()] });
    await make('alice-hidden', alice, { tags: [] });
    await make('alice-2', alice, { tags: [] });
    await server.database.db.execute(
      sql`update posts set hidden = true where id = ${posts['alice-hidden']!.id}`,
    );
  });

  test('an empty feed for a member who follows nothing', async () => {
    const res = await feed(member);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 });
  });

  test('followed authors and topics (category or tag, any case), newest first, once each, no hidden posts', async () => {
    await followUser(member, alice.id);
    await followTopic(member, category.toLowerCase());
    await followTopic(member, tagName);
    const res = await feed(member);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(
      ['alice-2', 'alice-both', 'dave-tag', 'carol-category', 'alice-1'].map((k) => `${k} ${run}`),
    );
    expect(res.body.totalElements).toBe(5);
    expect(res.body.content[0]).toMatchObject({ author: { id: alice.id }, liked: false, saved: false });
    // Small sources: read per source and merged (the walk is the cap test's below).
    expect(await feedPath(server.database.db, member.id)).toBe('merge');
  });

  test('pages of the feed', async () => {
    const first = await feed(member, '?page=0&size=2');
    const second = await feed(member, '?page=1&size=2');
    const third = await feed(member, '?page=2&size=2');
    expect([first, second, third].map((r) => r.body.totalPages)).toEqual([3, 3, 3]);
    expect([...titles(first.body), ...titles(second.body), ...titles(third.body)]).toEqual(
      titles((await feed(member)).body),
    );
    expect(third.body.content).toHaveLength(1);
    expect((await feed(member, '?page=3&size=2')).body.content).toEqual([]);
  });

  test('a follow, an unfollow and a new post show on the next read', async () => {
    const before = titles((await feed(member)).body);
    await followTopic(member, category, 'DELETE');
    // carol-category leaves; alice-both stays (alice and the tag).
    expect(titles((await feed(member)).body)).toEqual(before.filter((t) => t !== `carol-category ${run}`));
    await followTopic(member, category);
    const fresh = await createPost(server, alice, { title: `alice-new ${run}`, tags: [] });
    expect(titles((await feed(member)).body)[0]).toBe(fresh.title);
    await followUser(member, alice.id, 'DELETE');
    expect(titles((await feed(member)).body)).toEqual(
      ['alice-both', 'dave-tag', 'carol-category'].map((k) => `${k} ${run}`),
    );
    await followUser(member, alice.id);
  });

  test("the viewer's flags are on the cards", async () => {
    await server.request('POST', `/api/likes/post/${posts['dave-tag']!.id}`, { token: member.token });
    const card = (await feed(member)).body.content.find((p) => p.id === posts['dave-tag']!.id);
    expect(card?.liked).toBe(true);
  });

  test('bad paging is 400', async () => {
    for (const q of ['?page=-1', '?size=0', '?size=101', '?page=x']) {
      const res = await feed(member, q);
      expect(res.status).toBe(400);
      expect(typeof (res.body as unknown as { message: string }).message).toBe('string');
    }
  });
});

describe('a feed larger than its cap', () => {
  // Over FEED_LIMIT posts by one followed author: the walk over the created_at index answers it
  // (the per-source merge answers the small feeds above), and both must agree with plain SQL.
  const extra = FEED_LIMIT + 150;
  let reader: TestUser;
  let prolific: TestUser;

  beforeAll(async () => {
    reader = await server.newUser('reader');
    prolific = await server.newUser('prolific');
    const template = await createPost(server, prolific, { title: `template ${run}`, tags: [] });
    const ids = Array.from({ length: extra }, (_, i) =>
      newId(new Date(Date.parse('2020-01-01') + i * 60_000)),
    );
    await server.database.db.execute(sql`
      insert into posts (id, title, content, category_id, tags, author_id, excerpt, word_count, created_at, updated_at)
      select i.id, 'bulk ' || i.n, p.content, p.category_id, p.tags, p.author_id, p.excerpt, p.word_count,
             timestamptz '2020-01-01' + i.n * interval '1 minute', timestamptz '2020-01-01'
      from posts p, unnest(${`{${ids.join(',')}}`}::text[]) with ordinality i(id, n)
      where p.id = ${template.id}`);
    // Every tenth is hidden.
    await server.database.db.execute(
      sql`update posts set hidden = true where author_id = ${prolific.id} and title like 'bulk %0'`,
    );
    await followUser(reader, prolific.id);
    await followTopic(reader, tagName);
    // A post the walk keeps for its tag alone, written in another case than the followed topic.
    const stranger = await server.newUser('stranger');
    await createPost(server, stranger, { title: `tagged only ${run}`, tags: [tagName.toUpperCase()] });
  });

  test(`totalElements stops at ${FEED_LIMIT}, pages match plain SQL, pages past the cap are empty`, async () => {
    const expected = await queryRows<{ id: string }>(
      server.database.db,
      sql`select p.id from posts p left join categories c on c.id = p.category_id
          where not p.hidden and (p.author_id = ${prolific.id}
            or exists (select 1 from unnest(p.tags) t where lower(t) = ${tagName.toLowerCase()}))
          order by p.created_at desc, p.id desc limit ${FEED_LIMIT}`,
    );
    expect(expected).toHaveLength(FEED_LIMIT);
    const [tagOnly] = await queryRows<{ id: string }>(
      server.database.db,
      sql`select id from posts where title = ${`tagged only ${run}`}`,
    );
    expect(expected.map((r) => r.id)).toContain(tagOnly!.id);
    // The sources' kept sizes make this feed take the walk (m * m > FEED_LIMIT * n; services/following-feed.ts).
    const [sizes] = await queryRows<{ m: number; n: number }>(
      server.database.db,
      sql`select (select post_count from user_counters where user_id = ${prolific.id})
            + (select coalesce(sum(visible), 0) from list_counts where key in
                (select 't:' || id from tags where lower(name) = ${tagName.toLowerCase()})) as m,
          (select visible from list_counts where key = 'all') as n`,
    );
    expect(Number(sizes!.m) ** 2).toBeGreaterThan(FEED_LIMIT * Number(sizes!.n));
    expect(await feedPath(server.database.db, reader.id)).toBe('walk');
    const size = 100;
    const seen: string[] = [];
    for (let page = 0; page < FEED_LIMIT / size; page += 1) {
      const res = await feed(reader, `?page=${page}&size=${size}`);
      expect(res.body.totalElements).toBe(FEED_LIMIT);
      expect(res.body.totalPages).toBe(FEED_LIMIT / size);
      seen.push(...res.body.content.map((p) => p.id));
    }
    expect(seen).toEqual(expected.map((r) => r.id));
    const past = await feed(reader, `?page=${FEED_LIMIT / size}&size=${size}`);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ content: [], totalElements: FEED_LIMIT });
  });
});
