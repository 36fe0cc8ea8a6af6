import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../src/lib/errors';
import { createPost, type TestUser } from './helpers/fixtures';
import { type RequestOptions, startServer, type TestResponse, type TestServer } from './helpers/server';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';

describe('isDatabaseUnavailable', () => {
  test('connection failures, as the drivers and Drizzle report them, count', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: '), {
      query: 'select 1',
      params: [],
      cause: shutdown,
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true);
  });

  test('query errors and bugs do not, even when user input quotes a connection message', () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    const userText = Object.assign(new Error('Failed query: insert ...\nparams: Connection terminated'), {
      query: 'insert ...',
      params: ['Connection terminated'],
      cause: unique,
    });
    expect(isDatabaseUnavailable(userText)).toBe(false);
    const badInput = Object.assign(new Error('invalid input syntax: "Connection terminated"'), {
      code: '22P02',
    });
    expect(isDatabaseUnavailable(badInput)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

// PGlite runs inside the API process and cannot become unreachable; a server can.
const describePg = process.env.DATABASE_URL ? describe : describe.skip;
if (!process.env.DATABASE_URL)
  console.warn('database outage: SKIPPED, needs DATABASE_URL (a PostgreSQL server it can lose)');

describePg('the database becoming unreachable and coming back', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  let user: TestUser;
  let postId: string;

  beforeAll(async () => {
    const target = new URL(process.env.DATABASE_URL!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    // The read cache off: a cached anonymous answer may rightly be served while the database is away,
    // and this test wants every request to reach it.
    server = await startServer({
      databaseVia: proxy.address,
      // A short connect timeout, so the dropped-host case answers quickly.
      config: { readCacheBytes: 0, databaseConnectTimeoutMs: 1500 },
    });
    user = await server.newUser('outage');
    postId = (await createPost(server, user)).id;
  });

  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  });

  /** A mix of anonymous and signed-in reads and writes, each of which needs the database. */
  const call = (method: string, path: string, options?: RequestOptions) =>
    server.request<{ message?: string }>(method, path, options);
  const burst = (round: number): Promise<TestResponse<{ message?: string }>>[] => [
    ...Array.from({ length: 6 }, (_, i) => call('GET', `/api/posts?page=${i}&size=3&r=${round}`)),
    call('GET', `/api/posts/${postId}`, { token: user.token }),
    call('GET', '/api/notifications', { token: user.token }),
    call('GET', '/bookmarks', { token: user.token }),
    call('POST', `/api/likes/post/${postId}`, { token: user.token }),
    call('DELETE', `/api/likes/post/${postId}`, { token: user.token }),
    call('POST', `/api/comments/${postId}`, {
      token: user.token,
      body: { content: `Round ${round}` },
    }),
  ];

  const expectDown = async (round: number) => {
    const down = await Promise.all(burst(round));
    for (const res of down) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_S));
      expect(res.body.message).toMatch(/database/i);
    }
    const health = await server.request<{ status: string; db: string }>('GET', '/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', db: 'down' });
    expect(health.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_S));
  };

  const expectRecovered = async (round: number) => {
    // No restart, no manual step: the pool opens fresh connections on the next requests.
    let healthy = false;
    for (let i = 0; i < 50 && !healthy; i += 1) {
      healthy = (await server.request('GET', '/health')).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 200));
    }
    expect(healthy).toBe(true);
    const up = await Promise.all(burst(round));
    expect(up.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  };

  test('a host that drops packets is answered 503 within the connect timeout, not left hanging', async () => {
    await proxy.cut('drop');
    await expectDown(10);
    await proxy.restore();
    await expectRecovered(11);
  });

  test('answers 503 with Retry-After and a message while it is gone, then recovers by itself', async () => {
    expect((await server.request('GET', '/health')).status).toBe(200);

    // Cut while requests are in flight: each is answered, either before the cut or with a 503.
    const during = burst(1);
    await proxy.cut();
    for (const res of await Promise.all(during)) expect([200, 201, 503]).toContain(res.status);

    await expectDown(2);
    await proxy.restore();
    await expectRecovered(3);
  });
});
