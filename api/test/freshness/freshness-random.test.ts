import { CACHE_VERSION_HEADER } from '@cwt/contracts';
import fc from 'fast-check';
import { createPost, type TestUser } from '../helpers/fixtures';
import { type SecondNode, startSecondNode } from '../helpers/second-node';
import { startServer, type TestServer } from '../helpers/server';
import { call, describeOnPostgres } from './two-nodes';

jest.setTimeout(600_000);

/**
 * Randomised freshness: fast-check interleaves nine kinds of writes and seven read families on two
 * API nodes over one PostgreSQL, through the real bus, against a model of the data. The model keeps
 * every value each observed field has had, with the write that set it; a read may answer any value
 * from the newest write it is owed onwards (docs/architecture.md, "Read cache"):
 * - every write acknowledged by the node it reads from;
 * - the reader's own writes on either node, and, as their client sends back each node's latest
 *   version, every write that node acknowledged before them;
 * writes on the other node by others it may show or not yet (the bus delay), never anything older.
 */
const RUNS = 200;

type Who = 0 | 1 | 2;
type Node = 0 | 1;
type Value = string | number | boolean;

type Write =
  | { kind: 'like' | 'unlike' | 'comment' | 'save' | 'unsave' | 'edit'; node: Node; who: Who; post: number }
  | { kind: 'uncomment'; node: Node; pick: number }
  | { kind: 'follow' | 'unfollow'; node: Node; who: Who; target: Who };
type Read =
  | { kind: 'detail' | 'comments'; node: Node; viewer: Who | null; post: number }
  | { kind: 'home'; node: Node; viewer: Who | null }
  | { kind: 'profile' | 'followers'; node: Node; viewer: Who | null; target: Who }
  | { kind: 'bookmarks'; node: Node; viewer: Who };
type Step = { write: Write } | { read: Read };

interface Entry {
  /** Index of the write that set it (-1: the state before the test). */
  at: number;
  value: Value;
}

describeOnPostgres('randomised freshness: two API nodes on one PostgreSQL', () => {
  let first: TestServer;
  let second: SecondNode;
  let users: TestUser[];
  let posts: Array<{ id: string; author: Who }>;
  const urls: string[] = [];

  // The model.
  const history = new Map<string, Entry[]>();
  const writes: Array<{ node: Node; who: Who; versioned: boolean }> = [];
  /** Per user, per node: index of their latest write that node answered with a version. */
  const lastVersioned: Array<[number, number]> = [
    [-1, -1],
    [-1, -1],
    [-1, -1],
  ];
  /** What each user's client holds, per node (as packages/core keeps X-Cwt-Version). */
  const versions: Array<Map<string, { seq: number; token: string }>> = [new Map(), new Map(), new Map()];
  const likers: Array<Set<Who>> = [];
  const comments: Array<Array<{ id: string; who: Who }>> = [];
  const saved: Array<Set<number>> = [new Set(), new Set(), new Set()];
  const followers: Array<Set<Who>> = [new Set(), new Set(), new Set()];
  const titles: string[] = [];
  let edits = 0;

  const set = (field: string, at: number, value: Value) => {
    const h = history.get(field) ?? [];
    h.push({ at, value });
    history.set(field, h);
  };
  const sortedIds = (ids: Iterable<string>) => [...ids].sort().join(',');

  beforeAll(async () => {
    // No background sweep: only the generated writes change what the model predicts.
    first = await startServer({ env: { MODERATION_SWEEP_MS: '0' } });
    second = await startSecondNode(first);
    urls.push(first.url, second.url);
    users = await Promise.all([first.newUser('ra'), first.newUser('rb'), first.newUser('rc')]);
    const authors: Who[] = [0, 0, 1];
    posts = [];
    for (const [n, author] of authors.entries()) {
      const title = `Random ${n} ${Date.now().toString(36)}`;
      const post = await createPost(first, users[author]!, { title });
      posts.push({ id: post.id, author });
      titles.push(title);
      likers.push(new Set());
      comments.push([]);
      set(`likes:${n}`, -1, 0);
      set(`title:${n}`, -1, title);
      set(`comments:${n}`, -1, '');
      for (const u of [0, 1, 2]) set(`liked:${n}:${u}`, -1, false);
    }
    for (const u of [0, 1, 2]) {
      set(`followers:${u}`, -1, '');
      set(`saved:${u}`, -1, '');
    }
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const headersOf = (viewer: Who | null): Record<string, string> => {
    if (viewer === null) return {};
    const held = [...versions[viewer]!.values()].map((v) => v.token);
    return held.length > 0 ? { [CACHE_VERSION_HEADER]: held.join(',') } : {};
  };

  async function perform(w: Write): Promise<void> {
    const index = writes.length;
    let who: Who;
    let method = 'POST';
    let path: string;
    let body: unknown;
    const effects: Array<() => void> = [];
    switch (w.kind) {
      case 'like':
      case 'unlike': {
        who = w.who;
        method = w.kind === 'like' ? 'POST' : 'DELETE';
        path = `/api/likes/post/${posts[w.post]!.id}`;
        const had = likers[w.post]!.has(who);
        if (had !== (w.kind === 'like'))
          effects.push(() => {
            if (w.kind === 'like') likers[w.post]!.add(who);
            else likers[w.post]!.delete(who);
            set(`likes:${w.post}`, index, likers[w.post]!.size);
            set(`liked:${w.post}:${who}`, index, w.kind === 'like');
          });
        break;
      }
      case 'comment':
        who = w.who;
        path = `/api/comments/${posts[w.post]!.id}`;
        body = { content: `Random comment ${index}` };
        break;
      case 'uncomment': {
        const all = comments.flatMap((list, post) => list.map((c) => ({ ...c, post })));
        if (all.length === 0) return;
        const c = all[w.pick % all.length]!;
        who = c.who;
        method = 'DELETE';
        path = `/api/comments/${c.id}`;
        effects.push(() => {
          comments[c.post] = comments[c.post]!.filter((x) => x.id !== c.id);
          set(`comments:${c.post}`, index, sortedIds(comments[c.post]!.map((x) => x.id)));
        });
        break;
      }
      case 'save':
      case 'unsave': {
        who = w.who;
        method = w.kind === 'save' ? 'POST' : 'DELETE';
        path = `/bookmarks/post/${posts[w.post]!.id}`;
        // A bookmark write always answers with a version, changed or not.
        effects.push(() => {
          if (w.kind === 'save') saved[who]!.add(w.post);
          else saved[who]!.delete(w.post);
          set(`saved:${who}`, index, [...saved[who]!].sort().join(','));
        });
        break;
      }
      case 'follow':
      case 'unfollow': {
        who = w.who;
        if (w.who === w.target) return;
        method = w.kind === 'follow' ? 'POST' : 'DELETE';
        path = `/api/follows/${users[w.target]!.id}`;
        effects.push(() => {
          if (w.kind === 'follow') followers[w.target]!.add(who);
          else followers[w.target]!.delete(who);
          set(`followers:${w.target}`, index, sortedIds([...followers[w.target]!].map((u) => users[u]!.id)));
        });
        break;
      }
      case 'edit': {
        who = posts[w.post]!.author;
        method = 'PUT';
        path = `/api/posts/${posts[w.post]!.id}`;
        edits += 1;
        const title = `Random ${w.post} edit ${edits}`;
        body = { title };
        effects.push(() => {
          titles[w.post] = title;
          set(`title:${w.post}`, index, title);
        });
        break;
      }
    }
    const res = await call<{ id?: string }>(urls[w.node]!, method, path, {
      token: users[who]!.token,
      body,
      headers: headersOf(who),
    });
    expect({ write: w, status: res.status, body: res.body }).toMatchObject({ status: expect.any(Number) });
    expect(res.status).toBeLessThan(300);
    if (w.kind === 'comment') {
      const id = res.body.id!;
      effects.push(() => {
        comments[w.post]!.push({ id, who });
        set(`comments:${w.post}`, index, sortedIds(comments[w.post]!.map((x) => x.id)));
      });
    }
    const version = res.headers.get(CACHE_VERSION_HEADER);
    writes.push({ node: w.node, who, versioned: version !== null });
    if (version) {
      const [node, seq] = version.split('.');
      const held = versions[who]!;
      if ((held.get(node!)?.seq ?? -1) < Number(seq)) held.set(node!, { seq: Number(seq), token: version });
      lastVersioned[who]![w.node] = index;
    }
    for (const e of effects) e();
  }

  /** The values a read on `node` by `viewer` may show for the field. */
  function allowed(field: string, node: Node, viewer: Who | null): Value[] {
    const h = history.get(field)!;
    let from = 0;
    for (const [pos, e] of h.entries()) {
      if (e.at < 0) continue;
      const w = writes[e.at]!;
      const owed = w.node === node || (viewer !== null && e.at <= lastVersioned[viewer]![w.node]);
      if (owed) from = pos;
    }
    return h.slice(from).map((e) => e.value);
  }

  function expectField(read: Read, field: string, value: Value): void {
    const ok = allowed(field, read.node, 'viewer' in read ? read.viewer : null);
    expect({ read, field, value, ok: ok.includes(value) }).toEqual({ read, field, value, ok: true });
  }

  async function look(r: Read): Promise<void> {
    const viewer = r.viewer;
    const get = <T>(path: string) =>
      call<T>(urls[r.node]!, 'GET', path, {
        token: viewer === null ? null : users[viewer]!.token,
        headers: headersOf(viewer),
      });
    switch (r.kind) {
      case 'detail': {
        const res = await get<{ likeCount: number; title: string; liked: boolean; saved: boolean }>(
          `/api/posts/${posts[r.post]!.id}`,
        );
        expect(res.status).toBe(200);
        expectField(r, `likes:${r.post}`, res.body.likeCount);
        expectField(r, `title:${r.post}`, res.body.title);
        if (viewer !== null) expectField(r, `liked:${r.post}:${viewer}`, res.body.liked);
        return;
      }
      case 'comments': {
        const res = await get<Array<{ id: string }>>(`/api/comments/${posts[r.post]!.id}?size=100`);
        expect(res.status).toBe(200);
        expectField(r, `comments:${r.post}`, sortedIds(res.body.map((c) => c.id)));
        return;
      }
      case 'home': {
        const res = await get<{ content: Array<{ id: string; title: string; likeCount: number }> }>(
          '/api/posts?page=0&size=20',
        );
        expect(res.status).toBe(200);
        for (const [n, p] of posts.entries()) {
          const card = res.body.content.find((c) => c.id === p.id);
          expect(card).toBeDefined();
          expectField(r, `title:${n}`, card!.title);
          expectField(r, `likes:${n}`, card!.likeCount);
        }
        return;
      }
      case 'profile': {
        const res = await get<{ followerNumber: number }>(`/api/users/${users[r.target]!.id}`);
        expect(res.status).toBe(200);
        const h = allowed(`followers:${r.target}`, r.node, viewer).map((ids) =>
          ids === '' ? 0 : String(ids).split(',').length,
        );
        expect({
          read: r,
          followerNumber: res.body.followerNumber,
          ok: h.includes(res.body.followerNumber),
        }).toMatchObject({
          ok: true,
        });
        return;
      }
      case 'followers': {
        const res = await get<Array<{ id: string }>>(
          `/api/follows/${users[r.target]!.id}/followers?size=100`,
        );
        expect(res.status).toBe(200);
        expectField(r, `followers:${r.target}`, sortedIds(res.body.map((u) => u.id)));
        return;
      }
      case 'bookmarks': {
        const res = await get<{ content?: Array<{ id: string }> } | Array<{ id: string }>>(
          '/bookmarks?size=100',
        );
        expect(res.status).toBe(200);
        const items = Array.isArray(res.body) ? res.body : (res.body.content ?? []);
        const mine = posts
          .map((p, n) => (items.some((i) => i.id === p.id) ? n : -1))
          .filter((n) => n >= 0)
          .sort()
          .join(',');
        expectField(r, `saved:${r.viewer}`, mine);
        return;
      }
    }
  }

  test(`${RUNS} random interleavings of writes and reads never answer older than the rules allow`, async () => {
    const node = fc.constantFrom<Node>(0, 1);
    const who = fc.constantFrom<Who>(0, 1, 2);
    const post = fc.nat({ max: 2 });
    const viewer = fc.option(who, { nil: null });
    const write: fc.Arbitrary<Write> = fc.oneof(
      fc.record({
        kind: fc.constantFrom('like', 'unlike', 'comment', 'save', 'unsave', 'edit'),
        node,
        who,
        post,
      }),
      fc.record({ kind: fc.constant('uncomment'), node, pick: fc.nat() }),
      fc.record({ kind: fc.constantFrom('follow', 'unfollow'), node, who, target: who }),
    ) as fc.Arbitrary<Write>;
    const read: fc.Arbitrary<Read> = fc.oneof(
      fc.record({ kind: fc.constantFrom('detail', 'comments'), node, viewer, post }),
      fc.record({ kind: fc.constant('home'), node, viewer }),
      fc.record({ kind: fc.constantFrom('profile', 'followers'), node, viewer, target: who }),
      fc.record({ kind: fc.constant('bookmarks'), node, viewer: who }),
    ) as fc.Arbitrary<Read>;
    const step: fc.Arbitrary<Step> = fc.oneof(fc.record({ write }), fc.record({ read }));
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          if ('write' in s) await perform(s.write);
          else await look(s.read);
        }
      }),
      // The data lives on between runs (the model with it): a shrunk replay would not start clean.
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
