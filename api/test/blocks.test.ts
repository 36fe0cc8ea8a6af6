import {
  BLOCKED_MESSAGES,
  type BlockedUser,
  type Comment,
  type Notification,
  type PagedPosts,
  type Post,
  type PostSummary,
} from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { blockedEitherWay } from '../src/services/blocks';
import { createPost, type TestUser } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';
import { openStream } from './helpers/sse';

let server: TestServer;
// Names no seeded post uses, so each list holds only this file's posts where it matters.
const run = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(() => server?.close());

async function users(...prefixes: string[]): Promise<TestUser[]> {
  return Promise.all(prefixes.map((p) => server.newUser(p)));
}

async function ok<T>(method: string, path: string, user: TestUser | null, body?: unknown): Promise<T> {
  const res = await server.request<T>(method, path, { token: user?.token, body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return res.body;
}

const block = (by: TestUser, who: TestUser) => ok('POST', `/api/blocks/${who.id}`, by);
const mute = (by: TestUser, who: TestUser) => ok('POST', `/api/mutes/${who.id}`, by);

async function comment(user: TestUser, post: Post, content: string, parentId?: string): Promise<Comment> {
  return ok<Comment>('POST', `/api/comments/${post.id}`, user, { content, parentId });
}

async function commentList(user: TestUser | null, path: string) {
  const res = await server.request<Comment[]>('GET', path, { token: user?.token });
  expect(res.status).toBe(200);
  return { ids: res.body.map((c) => c.id), total: Number(res.headers.get('x-total-count')), body: res.body };
}

const ids = (posts: readonly PostSummary[]) => posts.map((p) => p.id);

describe('block and mute endpoints', () => {
  it('are idempotent, refuse yourself (400) and unknown users (404), and list most recent first', async () => {
    const [me, b1, b2] = await users('blk', 'blkd', 'blkd');
    for (const path of [`/api/blocks/${me!.id}`, `/api/mutes/${me!.id}`]) {
      const res = await server.request('POST', path, { token: me!.token });
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/yourself/);
    }
    const unknown = await server.request('POST', '/api/blocks/0123456789abcdef01234567', {
      token: me!.token,
    });
    expect(unknown.status).toBe(404);
    expect(await block(me!, b1!)).toEqual({ blocked: true });
    expect(await block(me!, b1!)).toEqual({ blocked: true });
    await block(me!, b2!);
    expect(await mute(me!, b1!)).toEqual({ muted: true });
    const blocked = await ok<BlockedUser[]>('GET', '/api/users/me/blocks', me!);
    expect(blocked.map((u) => u.id)).toEqual([b2!.id, b1!.id]);
    expect(blocked[0]).toMatchObject({ username: b2!.username, since: expect.any(String) });
    expect((await ok<BlockedUser[]>('GET', '/api/users/me/mutes', me!)).map((u) => u.id)).toEqual([b1!.id]);
    expect(await ok('DELETE', `/api/blocks/${b1!.id}`, me!)).toEqual({ blocked: false });
    expect(await ok('DELETE', `/api/blocks/${b1!.id}`, me!)).toEqual({ blocked: false });
    expect(await ok('DELETE', `/api/mutes/${b1!.id}`, me!)).toEqual({ muted: false });
    expect((await ok<BlockedUser[]>('GET', '/api/users/me/blocks', me!)).map((u) => u.id)).toEqual([b2!.id]);
    expect(await ok<BlockedUser[]>('GET', '/api/users/me/mutes', me!)).toEqual([]);
    expect(await blockedEitherWay(server.database.db, b2!.id, me!.id)).toBe(true);
    expect(await blockedEitherWay(server.database.db, b1!.id, me!.id)).toBe(false);
  });
});

describe('comments and replies', () => {
  it("hides each one's comments from the other, and a muted member's from the muter only", async () => {
    const [alice, bob, carol, dave] = await users('alice', 'bob', 'carol', 'dave');
    const post = await createPost(server, dave!);
    const byBob = await comment(bob!, post, 'from bob');
    const byAlice = await comment(alice!, post, 'from alice');
    const byCarol = await comment(carol!, post, 'from carol');
    await block(alice!, bob!);
    await mute(alice!, carol!);
    const path = `/api/comments/${post.id}`;
    expect(await commentList(alice!, path)).toMatchObject({ ids: [byAlice.id], total: 1 });
    expect(await commentList(bob!, path)).toMatchObject({ ids: [byBob.id, byCarol.id], total: 2 });
    // Muting changes nothing for the muted member; others and anonymous readers see everything.
    expect((await commentList(carol!, path)).ids).toEqual([byBob.id, byAlice.id, byCarol.id]);
    expect((await commentList(dave!, path)).ids).toEqual([byBob.id, byAlice.id, byCarol.id]);
    expect((await commentList(null, path)).ids).toEqual([byBob.id, byAlice.id, byCarol.id]);
    expect((await commentList(null, path)).ids).toEqual([byBob.id, byAlice.id, byCarol.id]);
  });

  it('leaves out replies by either and adjusts the reply counts shown to them', async () => {
    const [alice, bob, dave] = await users('alice', 'bob', 'dave');
    const post = await createPost(server, dave!);
    const top = await comment(dave!, post, 'a thread');
    const fromBob = await comment(bob!, post, 'bob replies', top.id);
    const fromDave = await comment(dave!, post, 'dave replies', top.id);
    await block(alice!, bob!);
    const replies = `/api/comments/${top.id}/replies`;
    expect(await commentList(alice!, replies)).toMatchObject({ ids: [fromDave.id], total: 1 });
    expect((await commentList(alice!, `/api/comments/${post.id}`)).body[0]!.replyCount).toBe(1);
    expect((await commentList(dave!, replies)).ids).toEqual([fromBob.id, fromDave.id]);
    expect((await commentList(dave!, `/api/comments/${post.id}`)).body[0]!.replyCount).toBe(2);
    // The blocked member's comment is gone for the blocker, with the thread under it.
    const underBob = await server.request('GET', `/api/comments/${fromBob.id}/replies`, {
      token: alice!.token,
    });
    expect(underBob.status).toBe(404);
  });

  it('refuses a reply to, or a comment on the post of, someone either blocks (403, saying why)', async () => {
    const [alice, bob, dave] = await users('alice', 'bob', 'dave');
    const davesPost = await createPost(server, dave!);
    const alicesPost = await createPost(server, alice!);
    const byAlice = await comment(alice!, davesPost, 'alice speaks');
    const byBob = await comment(bob!, davesPost, 'bob speaks');
    await block(alice!, bob!);
    const cases: [TestUser, Post, string | undefined, string][] = [
      [bob!, davesPost, byAlice.id, BLOCKED_MESSAGES.reply],
      [alice!, davesPost, byBob.id, BLOCKED_MESSAGES.reply],
      [bob!, alicesPost, undefined, BLOCKED_MESSAGES.comment],
    ];
    for (const [user, post, parentId, message] of cases) {
      const res = await server.request('POST', `/api/comments/${post.id}`, {
        token: user.token,
        body: { content: 'hello', parentId },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message, code: 'BLOCKED' });
    }
    // Others still reply to both.
    await comment(dave!, davesPost, 'fine', byAlice.id);
    await ok('DELETE', `/api/blocks/${bob!.id}`, alice!);
    await comment(bob!, davesPost, 'after unblock', byAlice.id);
  });
});

describe('post lists', () => {
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let dave: TestUser;
  let bobsPost: Post;
  let carolsPost: Post;
  let davesPost: Post;
  const tag = `blocktag${run}`;
  const word = `zyxblock${run}`;

  beforeAll(async () => {
    [alice, bob, carol, dave] = (await users('alice', 'bob', 'carol', 'dave')) as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    const body = { tags: [tag], title: `Posts about ${word}`, category: 'Technology' };
    davesPost = await createPost(server, dave, body);
    bobsPost = await createPost(server, bob, body);
    carolsPost = await createPost(server, carol, body);
    // Read once before the block and mute: the shared entries must not answer for alice afterwards.
    await ok('GET', '/api/posts?size=20', alice);
    await ok('GET', `/api/posts?tag=${tag}`, alice);
    await block(alice, bob);
    await mute(alice, carol);
  });

  async function listFor(user: TestUser | null, query: string): Promise<PagedPosts> {
    return ok<PagedPosts>('GET', `/api/posts?${query}`, user);
  }

  it('home list: gone for the blocker and muter, with the total adjusted; others see them', async () => {
    const mine = await listFor(alice, 'size=20');
    const theirs = await listFor(dave, 'size=20');
    expect(ids(theirs.content)).toEqual(expect.arrayContaining([bobsPost.id, carolsPost.id, davesPost.id]));
    expect(ids(mine.content)).not.toContain(bobsPost.id);
    expect(ids(mine.content)).not.toContain(carolsPost.id);
    expect(ids(mine.content)).toContain(davesPost.id);
    expect(mine.totalElements).toBe(theirs.totalElements - 2);
    // The blocked member's view shows nothing special.
    expect(ids((await listFor(bob, 'size=20')).content)).toEqual(
      expect.arrayContaining([bobsPost.id, carolsPost.id, davesPost.id]),
    );
    expect(ids((await listFor(null, 'size=20')).content)).toContain(bobsPost.id);
  });

  it('most liked, all time and this week, and by title', async () => {
    for (const query of ['size=5', 'period=week&size=5', `q=${word}`]) {
      const mine = await ok<PagedPosts>('GET', `/api/posts/most-liked?${query}`, alice);
      const theirs = await ok<PagedPosts>('GET', `/api/posts/most-liked?${query}`, dave);
      expect(mine.totalElements).toBe(theirs.totalElements - 2);
    }
    const titled = await ok<PagedPosts>('GET', `/api/posts/most-liked?q=${word}`, alice);
    expect(ids(titled.content)).toEqual([davesPost.id]);
  });

  it('category, tag and author lists', async () => {
    for (const query of [`tag=${tag}`, `category=Technology&size=20`, `tag=${tag}&sort=likes`]) {
      const mine = await listFor(alice, query);
      expect(ids(mine.content)).toContain(davesPost.id);
      expect(ids(mine.content)).not.toContain(bobsPost.id);
      expect(ids(mine.content)).not.toContain(carolsPost.id);
      expect(ids((await listFor(dave, query)).content)).toContain(bobsPost.id);
    }
    expect((await listFor(alice, `tag=${tag}`)).totalElements).toBe(1);
    expect((await listFor(dave, `tag=${tag}`)).totalElements).toBe(3);
    expect(await listFor(alice, `authorId=${bob.id}`)).toMatchObject({ content: [], totalElements: 0 });
    expect((await listFor(dave, `authorId=${bob.id}`)).totalElements).toBe(1);
    const byUser = await server.request<PostSummary[]>('GET', `/api/posts/${carol.id}-posts`, {
      token: alice.token,
    });
    expect(byUser.body).toEqual([]);
    expect(byUser.headers.get('x-total-count')).toBe('0');
  });

  it('search', async () => {
    const search = (user: TestUser | null) =>
      ok<PostSummary[]>('GET', `/api/posts/search?keyword=${word}`, user).then(ids);
    expect(await search(alice)).toEqual([davesPost.id]);
    expect((await search(dave)).sort()).toEqual([bobsPost.id, carolsPost.id, davesPost.id].sort());
    expect((await search(null)).length).toBe(3);
  });

  it('the Following feed leaves out blocked and muted authors; a mute keeps the follow', async () => {
    const [erin] = await users('erin');
    await ok('POST', `/api/follows/${carol.id}`, erin!);
    await ok('POST', `/api/topics/${tag}/follow`, erin!);
    const feed = () => ok<PagedPosts>('GET', '/api/feed/following', erin!).then((p) => ids(p.content));
    expect((await feed()).sort()).toEqual([bobsPost.id, carolsPost.id, davesPost.id].sort());
    await block(erin!, bob);
    await mute(erin!, carol);
    expect(await feed()).toEqual([davesPost.id]);
    const follows = await ok<{ id: string }[]>('GET', `/api/follows/${erin!.id}/following`, null);
    expect(follows.map((u) => u.id)).toEqual([carol.id]);
    await ok('DELETE', `/api/mutes/${carol.id}`, erin!);
    expect((await feed()).sort()).toEqual([carolsPost.id, davesPost.id].sort());
  });
});

describe('follows', () => {
  it('a block ends follows both ways and refuses new ones either way', async () => {
    const [alice, bob] = await users('alice', 'bob');
    await ok('POST', `/api/follows/${bob!.id}`, alice!);
    await ok('POST', `/api/follows/${alice!.id}`, bob!);
    await block(alice!, bob!);
    const count = async (u: TestUser) =>
      (await ok<{ id: string }[]>('GET', `/api/follows/${u.id}/followers`, null)).length;
    expect(await count(alice!)).toBe(0);
    expect(await count(bob!)).toBe(0);
    for (const [who, whom] of [
      [alice!, bob!],
      [bob!, alice!],
    ] as const) {
      const res = await server.request('POST', `/api/follows/${whom.id}`, { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: BLOCKED_MESSAGES.follow, code: 'BLOCKED' });
    }
    await ok('DELETE', `/api/blocks/${bob!.id}`, alice!);
    await ok('POST', `/api/follows/${alice!.id}`, bob!);
  });

  it('a follow racing a block never outlives it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [alice, bob] = await users('alice', 'bob');
      const [follow] = await Promise.all([
        server.request('POST', `/api/follows/${alice!.id}`, { token: bob!.token }),
        block(alice!, bob!),
      ]);
      expect([200, 403]).toContain(follow.status);
      const rows = await queryRows<{ n: number }>(
        server.database.db,
        sql`select count(*)::int as n from follows where follower_id = ${bob!.id} and followee_id = ${alice!.id}`,
      );
      expect(Number(rows[0]!.n)).toBe(0);
    }
  });
});

describe('notifications', () => {
  it("the list leaves out the blocked and muted members' notifications, and an unblock brings them back", async () => {
    const [alice, bob, carol, dave] = await users('alice', 'bob', 'carol', 'dave');
    const post = await createPost(server, alice!);
    // Comments are told one by one (likes would group into one row).
    for (const u of [bob!, carol!, dave!])
      await ok('POST', `/api/comments/${post.id}`, u, { content: `Nice post from ${u.username}` });
    const list = async () => {
      const res = await server.request<Notification[]>('GET', '/api/notifications', { token: alice!.token });
      return {
        actors: res.body.map((n) => n.actor?.id),
        total: Number(res.headers.get('x-total-count')),
        unread: Number(res.headers.get('x-unread-count')),
      };
    };
    expect((await list()).total).toBe(3);
    await block(alice!, bob!);
    await mute(alice!, carol!);
    expect(await list()).toEqual({ actors: [dave!.id], total: 1, unread: 1 });
    await ok('DELETE', `/api/blocks/${bob!.id}`, alice!);
    expect((await list()).actors.sort()).toEqual([bob!.id, dave!.id].sort());
  });

  it('a group of likes counts and names only the actors the reader still sees', async () => {
    const [alice, bob, carol, dave] = await users('alice', 'bob', 'carol', 'dave');
    const post = await createPost(server, alice!);
    for (const u of [dave!, carol!, bob!]) await ok('POST', `/api/likes/post/${post.id}`, u);
    const group = async () => {
      const res = await server.request<Notification[]>('GET', '/api/notifications', { token: alice!.token });
      const [n] = res.body;
      return { rows: res.body.length, actor: n?.actor?.id, count: n?.actorCount, message: n?.message };
    };
    expect(await group()).toMatchObject({ rows: 1, actor: bob!.id, count: 3 });
    await block(alice!, bob!);
    await mute(alice!, carol!);
    const seen = await group();
    expect(seen).toMatchObject({ rows: 1, actor: dave!.id, count: 1 });
    expect(seen.message).not.toMatch(/other/);
    await ok('DELETE', `/api/blocks/${bob!.id}`, alice!);
    expect(await group()).toMatchObject({ rows: 1, actor: bob!.id, count: 2 });
  });

  it('the live stream does not send them', async () => {
    const [alice, bob, carol, dave] = await users('alice', 'bob', 'carol', 'dave');
    const post = await createPost(server, alice!);
    await block(alice!, bob!);
    await mute(alice!, carol!);
    const { ticket } = await ok<{ ticket: string }>('POST', '/api/notifications/stream-ticket', alice!);
    const stream = await openStream(`${server.url}/api/notifications/stream?ticket=${ticket}`);
    try {
      // Likes stay open to them (the post is still theirs to read): their notices must not arrive.
      await ok('POST', `/api/likes/post/${post.id}`, bob!);
      await ok('POST', `/api/likes/post/${post.id}`, carol!);
      await ok('POST', `/api/likes/post/${post.id}`, dave!);
      const event = await stream.next();
      // The three likes are one group; alice is sent it once dave is in it, counting only dave.
      expect(JSON.parse(event.data)).toMatchObject({
        type: 'LIKE_POST',
        actor: { id: dave!.id },
        actorCount: 1,
      });
      const rows = await queryRows<{ n: number; actors: number }>(
        server.database.db,
        sql`select count(*)::int as n, max(actor_count)::int as actors from notifications where recipient_id = ${alice!.id}`,
      );
      // All three are stored in the group (an unblock counts them again), and only dave's was sent.
      expect({ n: Number(rows[0]!.n), actors: Number(rows[0]!.actors) }).toEqual({ n: 1, actors: 3 });
      expect(stream.raw().match(/event: notification/g)).toHaveLength(1);
    } finally {
      stream.close();
    }
  });
});
