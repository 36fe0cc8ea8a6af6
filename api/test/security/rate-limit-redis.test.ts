import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { ensureCategory } from '../../src/services/categories';
import { createPost } from '../../src/services/posts';
import { createUser, issueLogin } from '../../src/services/users';
import { type ApiProcess, prepareDataDirs, startApiProcess } from '../helpers/api-process';
import { pngOf } from '../helpers/uploads';

/*
 * Two API processes (separate Node processes, each its own PGlite copy holding the same user and
 * post) share one Redis. One user sends each rate-limited kind of request alternately to both, and
 * the policy's limit must hold for the sum, not per process. Without the shared store each process
 * would see fewer than LIMIT requests and answer them all.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || '';
// The processes always run on PGlite, so the PostgreSQL pass of the API suite would only repeat this.
const skipReason = !REDIS_URL
  ? 'no Redis. Set TEST_REDIS_URL=redis://127.0.0.1:6379 to run it (.ci/run does when Redis answers on 6379)'
  : process.env.DATABASE_URL
    ? 'DATABASE_URL is set; its API processes use PGlite either way, so it runs in the PGlite pass only'
    : null;
if (skipReason) console.warn(`rate-limit-redis.test.ts SKIPPED: ${skipReason}.`);
const describeWithRedis = skipReason ? describe.skip : describe;

const LIMIT = 3;
const POLICY = `${LIMIT}/10 minutes`;

describeWithRedis('rate limits across two API processes sharing Redis', () => {
  // Unique per run, so parallel runs against one Redis do not count each other's requests.
  const prefix = `cwt-test-rl-${randomBytes(6).toString('hex')}-`;
  let redis: Redis;
  let data: Awaited<ReturnType<typeof prepareData>>;
  let nodes: ApiProcess[] = [];

  const prepareData = () =>
    prepareDataDirs(2, async (ctx) => {
      await ensureCategory(ctx, 'Technology');
      const user = await createUser(ctx, {
        name: 'Rate Tester',
        email: 'rate-tester@example.com',
        username: 'ratetester',
        password: 'correct-horse-1',
      });
      const post = await createPost(
        ctx,
        { id: user.id, role: user.role },
        {
          title: 'A calm post about gardening',
          category: 'Technology',
          tags: ['garden'],
          content: '<p>Tomatoes like sun and steady water.</p>',
          imageCloudUrl: 'https://images.example.com/cover.png',
        },
      );
      return { token: (await issueLogin(ctx, user)).token, postId: post.id };
    });

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 });
    // Set but unreachable is a broken setup, not a reason to skip: fail with the cause.
    await redis.connect();
    expect(await redis.ping()).toBe('PONG');
    data = await prepareData();
    const env = (dir: string) => ({
      CWT_DATA_DIR: dir,
      JWT_SECRET: data.jwtSecret,
      CWT_SEED: 'false',
      REDIS_URL,
      RATE_LIMIT_REDIS_PREFIX: prefix,
      CWT_RATE_LIMIT_FACTOR: '1',
      RATE_LIMIT_COMMENT: POLICY,
      RATE_LIMIT_UPLOAD: POLICY,
      RATE_LIMIT_EXPENSIVE: POLICY,
      TTS_POOL_SIZE: '1',
    });
    const started = await Promise.allSettled(data.dirs.map((dir) => startApiProcess(env(dir))));
    // Keep the ones that did start, so afterAll stops them even when the other failed.
    nodes = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    for (const r of started) if (r.status === 'rejected') throw r.reason;
  }, 300_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    data?.remove();
    if (redis?.status === 'ready') {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    } else redis?.disconnect();
  }, 60_000);

  /** Request i goes to process i % 2: A, B, A, B, ... */
  async function alternately(count: number, send: (node: ApiProcess, i: number) => Promise<Response>) {
    const answers: Array<{ node: 'A' | 'B'; status: number; body: unknown; retryAfter: string | null }> = [];
    for (let i = 0; i < count; i++) {
      const res = await send(nodes[i % 2]!, i);
      const text = await res.text();
      const json = (res.headers.get('content-type') ?? '').includes('application/json');
      answers.push({
        node: i % 2 === 0 ? 'A' : 'B',
        status: res.status,
        body: json && text ? JSON.parse(text) : null,
        retryAfter: res.headers.get('retry-after'),
      });
    }
    return answers;
  }

  function expectLimitedAfter(answers: Awaited<ReturnType<typeof alternately>>, okStatus: number[]) {
    const allowed = answers.slice(0, LIMIT);
    const refused = answers.slice(LIMIT);
    for (const a of allowed)
      expect({ node: a.node, ok: okStatus.includes(a.status) }).toEqual({ node: a.node, ok: true });
    // Both processes refuse once the sum reaches the limit, though each has seen fewer than LIMIT.
    expect(refused.map((a) => a.node)).toEqual(['B', 'A']);
    for (const a of refused) {
      expect(a.status).toBe(429);
      expect(a.body).toEqual({ message: expect.stringMatching(/^Too many requests/), code: 'RATE_LIMITED' });
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
  }

  const json = (node: ApiProcess, route: string, body: unknown) =>
    fetch(`${node.url}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${data.value.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('the two processes are separate processes with their own databases', async () => {
    expect(nodes).toHaveLength(2);
    expect(nodes[0]!.pid).not.toBe(nodes[1]!.pid);
    expect(nodes[0]!.url).not.toBe(nodes[1]!.url);
    // The shared user and token work on both.
    for (const node of nodes) {
      const me = await fetch(`${node.url}/api/users/me`, {
        headers: { authorization: `Bearer ${data.value.token}` },
      });
      expect(me.status).toBe(200);
    }
  });

  test('comments: LIMIT in total across both, then 429 from either', async () => {
    const answers = await alternately(LIMIT + 2, (node, i) =>
      json(node, `/api/comments/${data.value.postId}`, { content: `Nice tip number ${i}` }),
    );
    expectLimitedAfter(answers, [201]);
  });

  test('reports (toxicity analysis of a post): LIMIT in total across both', async () => {
    const answers = await alternately(LIMIT + 2, (node) =>
      json(node, '/api/perspective/analyze', { text: 'ignored', id: data.value.postId, type: 'Post' }),
    );
    expectLimitedAfter(answers, [200, 201]);
  });

  test('uploads: LIMIT in total across both', async () => {
    const png = await pngOf(6, 6);
    const answers = await alternately(LIMIT + 2, (node) => {
      const form = new FormData();
      form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
      return fetch(`${node.url}/cloudinary/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${data.value.token}` },
        body: form,
      });
    });
    expectLimitedAfter(answers, [201]);
  });

  test('audio: LIMIT in total across both', async () => {
    const answers = await alternately(LIMIT + 2, (node) =>
      json(node, '/api/audio/generate', { text: 'Hello.' }),
    );
    expectLimitedAfter(answers, [200]);
  });

  test('the counters live in Redis under the prefix of this run, one per route', async () => {
    const keys = await redis.keys(`${prefix}*`);
    for (const route of [
      '/api/comments/:postId',
      '/api/perspective/analyze',
      '/cloudinary/upload',
      '/api/audio/generate',
    ])
      expect(keys.some((key) => key.startsWith(`${prefix}POST${route}-`))).toBe(true);
  });
});
