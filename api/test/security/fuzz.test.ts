import http from 'node:http';
import type { Category, Comment, Me, PagedPosts, Post } from '@cwt/contracts';
import { IMAGE_MAX_BYTES, isErrorCode, UPLOAD_FIELD } from '@cwt/contracts';
import fc from 'fast-check';
import sharp from 'sharp';
import { createPost, loginAdmin, type TestUser } from '../helpers/fixtures';
import { tamperSignature } from '../helpers/jwt';
import { startServer, type TestServer } from '../helpers/server';
import { contractViolation, type RawResponse, sendHttp, sendRaw } from './fuzz/http';
import { type Actor, type FuzzRequest, requestArbitrary } from './fuzz/request-arbitrary';
import { type RouteSpec, registeredRoutes } from './fuzz/routes';
import type { Hints } from './fuzz/schema-arbitrary';

/**
 * Fuzzes every registered endpoint over real HTTP with requests derived from its contract schemas
 * (valid shapes, mutated ones, malformed raw bodies, odd paths, queries and headers), as anonymous, a
 * USER and an ADMIN. Nothing may answer 5xx, every 4xx is `{ message }`, and the server keeps working.
 *
 * FUZZ_SEED picks another reproducible run; FUZZ_RUNS sets the number of requests (default 10,000);
 * FUZZ_VERBOSE=1 prints per-route and per-status counts.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
/** Requests in flight at once: the server shares this process, so more only queues them. */
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 30_000;

// Generous: the run scales with FUZZ_RUNS and shares two cores with other work.
jest.setTimeout(Math.max(600_000, RUNS * 100));

let server: TestServer;
let user: TestUser;
let adminToken: string;
let routes: RouteSpec[];
let hints: Hints;
let png: Uint8Array;
// A connection per request: after a refused body the server closes the socket, and a kept-alive
// client could reuse it in that instant and see a hang-up the server never caused.
const agent = new http.Agent({ keepAlive: false, maxSockets: CONCURRENCY });

beforeAll(async () => {
  // Rate limits would turn most of the run into 429s before the handlers see anything.
  server = await startServer({ env: { CWT_RATE_LIMIT_FACTOR: '100000' } });
  user = await server.newUser('fuzz');
  adminToken = (await loginAdmin(server)).token;
  routes = registeredRoutes(server.app);
  hints = await collectHints();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c05028' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  agent.destroy();
  await server?.close();
});

/**
 * Ids and names the seeded server holds. The fuzz actors' own ids stay out, so an ADMIN request
 * deleting or demoting a known user never signs out the USER or ADMIN doing the fuzzing.
 */
async function collectHints(): Promise<Hints> {
  const own = await createPost(server, user);
  const posts = (await server.request<PagedPosts>('GET', '/api/posts?size=30')).body.content;
  const actorIds = new Set([user.id, own.author.id]);
  const admin = await server.request<Me>('GET', '/api/users/me', { token: adminToken });
  actorIds.add(admin.body.id);
  const userIds = [...new Set(posts.map((p) => p.author.id))].filter((id) => !actorIds.has(id));
  const commentIds: string[] = [];
  for (const post of posts.slice(0, 5)) {
    const res = await server.request<Comment[]>('GET', `/api/comments/${post.id}`);
    commentIds.push(...res.body.map((c) => c.id));
  }
  const categories = (await server.request<Category[]>('GET', '/api/categories')).body;
  const tags = [...new Set(posts.flatMap((p) => p.tags))];
  const postIds = [own.id, ...posts.map((p) => p.id)];
  return {
    ids: [...postIds, ...userIds, ...commentIds, ...categories.map((c) => c.id)],
    id: [...postIds, ...categories.map((c) => c.id)],
    postId: postIds,
    userId: userIds,
    authorId: userIds,
    commentId: commentIds,
    contentId: [...postIds, ...commentIds],
    category: categories.map((c) => c.name),
    name: categories.map((c) => c.name),
    tag: tags,
    topic: tags,
    userRole: ['USER', 'ADMIN'],
  };
}

function authorization(request: FuzzRequest): string | undefined {
  const token = request.actor === 'admin' ? adminToken : request.actor === 'user' ? user.token : null;
  switch (request.auth.style) {
    case 'actor':
      return token ? `Bearer ${token}` : undefined;
    case 'lowercase':
      return token ? `bearer ${token}` : undefined;
    case 'tampered':
      return token ? `Bearer ${tamperSignature(token)}` : 'Bearer x.y.z';
    case 'raw':
      return request.auth.value;
  }
}

interface Stats {
  sent: number;
  byRoute: Map<string, number>;
  byStatus: Map<number, number>;
  /** 2xx answers per actor on routes that need a signed-in user: proves the tokens kept working. */
  signedInSuccess: Record<Actor, number>;
  /** The slowest exchanges, for tuning the run (FUZZ_VERBOSE). */
  slowest: Array<{ ms: number; request: string; status: number }>;
}
const stats: Stats = {
  sent: 0,
  byRoute: new Map(),
  byStatus: new Map(),
  signedInSuccess: { anonymous: 0, user: 0, admin: 0 },
  slowest: [],
};

function record(request: FuzzRequest, response: RawResponse, ms: number) {
  stats.sent += 1;
  if (VERBOSE) {
    stats.slowest.push({ ms, request: fc.stringify(request).slice(0, 200), status: response.status });
    stats.slowest.sort((a, b) => b.ms - a.ms);
    stats.slowest.length = Math.min(stats.slowest.length, 15);
  }
  stats.byRoute.set(request.route, (stats.byRoute.get(request.route) ?? 0) + 1);
  stats.byStatus.set(response.status, (stats.byStatus.get(response.status) ?? 0) + 1);
  const spec = routes.find((r) => `${r.method} ${r.route}` === request.route);
  const needsUser = spec?.auth === 'user' || spec?.auth === 'admin';
  if (needsUser && response.status < 300 && request.method === spec.method)
    stats.signedInSuccess[request.actor] += 1;
}

/** Sends one request; the problem with its answer, or null. */
async function exchange(request: FuzzRequest): Promise<string | null> {
  const headers: Record<string, string> = { ...request.headers };
  const auth = authorization(request);
  if (auth !== undefined) headers.authorization = auth;
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  let response: RawResponse;
  const started = performance.now();
  try {
    response = await sendHttp(
      server.url,
      agent,
      { method: request.method, path: request.path, headers, body: request.body?.data },
      REQUEST_TIMEOUT_MS,
    );
  } catch (error) {
    return `no answer: ${(error as Error).message}`;
  }
  record(request, response, performance.now() - started);
  const problem = contractViolation(request.method, response);
  return problem && `${problem}: ${response.text.slice(0, 300)}`;
}

test(`${RUNS} fuzzed requests across every endpoint: no 5xx, every 4xx is { message }`, async () => {
  expect(routes.length).toBeGreaterThanOrEqual(60);
  const arbitrary = requestArbitrary({
    routes,
    hints,
    bodyLimit: server.config.bodyLimit,
    multipart: { field: UPLOAD_FIELD, png, maxFileBytes: IMAGE_MAX_BYTES },
  });
  const batch = fc.array(arbitrary, { minLength: CONCURRENCY, maxLength: CONCURRENCY });
  const started = Date.now();
  await fc.assert(
    fc.asyncProperty(batch, async (requests) => {
      const problems = await Promise.all(requests.map(exchange));
      const failures = requests.flatMap((r, i) =>
        problems[i] ? [`${fc.stringify(r)}\n    -> ${problems[i]}`] : [],
      );
      if (failures.length > 0)
        throw new Error(`${failures.length} bad answer(s) (FUZZ_SEED=${SEED}):\n${failures.join('\n')}`);
    }),
    { seed: SEED, numRuns: Math.ceil(RUNS / CONCURRENCY) },
  );

  if (VERBOSE) {
    const seconds = (Date.now() - started) / 1000;
    const byStatus = [...stats.byStatus].sort((a, b) => a[0] - b[0]);
    const byRoute = [...stats.byRoute].sort((a, b) => a[0].localeCompare(b[0]));
    console.log(
      `fuzz: ${stats.sent} requests in ${seconds.toFixed(1)} s (seed ${SEED})\n` +
        `statuses: ${JSON.stringify(Object.fromEntries(byStatus))}\n` +
        `signed-in 2xx: ${JSON.stringify(stats.signedInSuccess)}\n` +
        byRoute.map(([r, n]) => `  ${n}\t${r}`).join('\n') +
        `\nslowest:\n${stats.slowest.map((s) => `  ${Math.round(s.ms)} ms ${s.status} ${s.request}`).join('\n')}`,
    );
  }

  expect(stats.sent).toBeGreaterThanOrEqual(RUNS);
  const missed = routes.map((r) => `${r.method} ${r.route}`).filter((r) => !stats.byRoute.has(r));
  expect(missed).toEqual([]);
  // Valid-shaped requests got past authentication for both signed-in actors.
  expect(stats.signedInSuccess.user).toBeGreaterThan(0);
  expect(stats.signedInSuccess.admin).toBeGreaterThan(0);
});

// Requests no HTTP client would send. Node's parser refuses them before Fastify; Fastify's client
// error handler still answers with a JSON body carrying a message.
const RAW_REQUESTS: Array<[string, string]> = [
  ['garbage request line', 'NOT A REQUEST\r\n\r\n'],
  ['NUL in a header value', 'GET /health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n'],
  ['header without a colon', 'GET /health HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n'],
  [
    'Content-Length and Transfer-Encoding together',
    'POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  ],
  [
    'two different Content-Lengths',
    'POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
  ],
  [
    'bad chunk size',
    'POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
  ],
  ['negative Content-Length', 'POST /login HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n'],
  ['HTTP/9.9', 'GET /health HTTP/9.9\r\nHost: x\r\n\r\n'],
  ['header block over 16 KB', `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
];

test.each(RAW_REQUESTS)('raw request: %s is refused with a 4xx { message }', async (_name, bytes) => {
  const answer = await sendRaw(server.url, bytes, 5_000);
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(typeof JSON.parse(body).message).toBe('string');
  expect(isErrorCode(JSON.parse(body).code)).toBe(true);
});

test('a request cut off mid-body is dropped without harm', async () => {
  const answer = await sendRaw(
    server.url,
    'POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nConnection: close\r\n\r\n{"username":',
    300,
  );
  // The server is still waiting for the rest when the client gives up; nothing has been answered.
  expect(answer).toBe('');
});

describe('answers the fuzz once got wrong', () => {
  test('a preflight without Origin is a 400 { message }, not plain text; a real preflight still passes', async () => {
    const bare = await sendHttp(
      server.url,
      agent,
      { method: 'OPTIONS', path: '/api/posts', headers: {} },
      5_000,
    );
    expect(bare.status).toBe(400);
    expect(contractViolation('OPTIONS', bare)).toBeNull();
    const real = await fetch(`${server.url}/api/posts`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(real.status).toBe(204);
    expect(real.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  test('a multipart upload without a boundary is a 400, not a 500', async () => {
    const res = await server.request<{ message: string; field?: string }>('POST', '/cloudinary/upload', {
      token: user.token,
      headers: { 'content-type': 'multipart/form-data' },
      raw: '--x\r\ncontent-disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The upload could not be read',
      field: 'image',
      code: 'UPLOAD_UNREADABLE',
    });
  });

  test('a multipart upload cut off mid-part is a 400, not a 500', async () => {
    const res = await server.request<{ message: string }>('POST', '/cloudinary/upload', {
      token: user.token,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      raw: '--x\r\ncontent-disposition: form-data; name="image"; filename="a.png"\r\ncontent-type: image/png\r\n\r\nabc',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The upload could not be read');
  });

  test('NUL in a body field, a query or deep in nested JSON is a 400 on that field, not a 500', async () => {
    const post = await createPost(server, user);
    const put = await server.request<{ message: string; field?: string }>('PUT', `/api/posts/${post.id}`, {
      token: user.token,
      body: { category: 'a\u0000' },
    });
    expect(put.status).toBe(400);
    expect(put.body).toEqual({
      message: 'category: must not contain NUL characters',
      field: 'category',
      code: 'VALIDATION_FAILED',
    });
    const query = await server.request<{ field?: string }>('GET', '/api/posts?q=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.field).toBe('q');
    const deep = await server.request<{ message: string }>('POST', '/api/posts', {
      token: user.token,
      raw: `{"title":${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toMatch(/NUL/);
  });

  test('lone surrogates are stored as U+FFFD instead of failing in the database', async () => {
    const post = await createPost(server, user);
    const res = await server.request<Post & { message?: string }>('PUT', `/api/posts/${post.id}`, {
      token: user.token,
      raw: '{"title":"a\\udc00\\udc00b"}',
    });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('a\ufffd\ufffdb');
    const category = await server.request<{ message: string }>('PUT', `/api/posts/${post.id}`, {
      token: user.token,
      raw: '{"category":"\\udc00\\udc00"}',
    });
    expect(category.status).toBe(400);
    expect(category.body.message).toBe('Category "\ufffd\ufffd" does not exist');
  });

  test('a report naming a reporter who is not a user is a 400 on that field, not a 500', async () => {
    const post = await createPost(server, user);
    const res = await server.request<{ message: string; field?: string }>('POST', '/api/report-items', {
      token: adminToken,
      body: { contentId: post.id, type: 'Post', userReportId: post.id, percentToxic: 10 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'No user has this id',
      field: 'userReportId',
      code: 'REPORT_TARGET_UNKNOWN',
    });
  });
});

test('afterwards the server is healthy and ordinary requests work', async () => {
  const health = await server.request<{ status: string }>('GET', '/health');
  expect(health.status).toBe(200);
  expect(health.body.status).toBe('ok');

  // The fuzz sent `role`, `userRole` and `isAdmin` fields everywhere: the USER is still a USER.
  const me = await server.request<Me>('GET', '/api/users/me', { token: user.token });
  expect(me.status).toBe(200);
  expect(me.body.userRole).toBe('USER');
  const admin = await server.request('GET', '/api/admin/users', { token: user.token });
  expect(admin.status).toBe(403);

  const post: Post = await createPost(server, user, { title: 'Written after the fuzz' });
  const read = await server.request<Post>('GET', `/api/posts/${post.id}`);
  expect(read.status).toBe(200);
  expect(read.body.title).toBe('Written after the fuzz');
});
