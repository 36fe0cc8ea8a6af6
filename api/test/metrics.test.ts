import { loadConfig } from '../src/config';
import { createPost } from './helpers/fixtures';
import { type SecondNode, startSecondNode } from './helpers/second-node';
import { startServer, type TestServer } from './helpers/server';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const open = line.indexOf('{');
    const labelText = open === name.length ? line.slice(open + 1, line.lastIndexOf('}')) : '';
    if (Object.entries(labels).every(([k, v]) => labelText.includes(`${k}="${v}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  test('is off: 404, whatever the client sends', async () => {
    const anonymous = await server.request<{ message: string }>('GET', '/metrics');
    expect(anonymous.status).toBe(404);
    expect(anonymous.body.message).toMatch(/not found/i);
    expect((await server.request('GET', '/metrics', { token: TOKEN })).status).toBe(404);
  });
});

describe('METRICS_TOKEN', () => {
  test('a short token is refused at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  let second: SecondNode | null = null;
  beforeAll(async () => {
    server = await startServer({ env: { METRICS_TOKEN: TOKEN } });
    // On PostgreSQL a second node shares the database: its writes reach this one through the bus.
    if (server.database.driver === 'postgres') second = await startSecondNode(server);
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  test('refuses a missing or wrong token with 401 and a message', async () => {
    const none = await server.request<{ message: string }>('GET', '/metrics');
    expect(none.status).toBe(401);
    expect(none.body.message).toMatch(/METRICS_TOKEN/);
    const wrong = await server.request<{ message: string }>('GET', '/metrics', { token: `${TOKEN}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/METRICS_TOKEN/);
  });

  test('reports latency per route pattern, the read cache per family, the pool and the bus', async () => {
    const user = await server.newUser('metrics');
    const post = await createPost(server, user);
    expect((await server.request('GET', `/api/posts/${post.id}`)).status).toBe(200);
    // A public read: a miss, then a hit; then a write drops it.
    expect((await server.request('GET', '/api/categories')).status).toBe(200);
    expect((await server.request('GET', '/api/categories')).headers.get('x-cache')).toBe('hit');
    expect((await server.request('POST', `/api/likes/post/${post.id}`, { token: user.token })).status).toBe(
      200,
    );
    // The like touched the post's counters: the next read finds what it had cached stale.
    expect((await server.request('GET', `/api/posts/${post.id}`)).status).toBe(200);
    if (second) {
      // A write on the other node: this one hears of it on the bus, and times the message.
      const res = await fetch(`${second.url}/api/likes/post/${post.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(res.status).toBe(200);
    }

    let text = '';
    for (let i = 0; i < 50; i += 1) {
      const res = await server.request<string>('GET', '/metrics', { token: TOKEN });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      text = res.text;
      // The bus message from the second node may still be on its way.
      if (!second || (sample(text, 'cwt_bus_delay_seconds_count', { channel: 'cwt_cache' }) ?? 0) > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/posts/:id',
        status_code: '200',
      }),
    ).toBe(2);
    // Never the URL itself.
    expect(text).not.toContain(post.id);
    // Whole anonymous answers are the `res` family (the categories: a miss, then a hit).
    expect(sample(text, 'cwt_read_cache_misses_total', { family: 'res' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cwt_read_cache_hits_total', { family: 'res' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cwt_read_cache_misses_total', { family: 'post' })).toBeGreaterThanOrEqual(1);
    const invalidations = [...text.matchAll(/^cwt_read_cache_invalidations_total\{[^}]*\} (\d+)/gm)];
    expect(invalidations.reduce((sum, m) => sum + Number(m[1]), 0)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    if (server.database.driver === 'postgres') {
      expect(sample(text, 'cwt_db_pool_max')).toBe(5);
      expect(sample(text, 'cwt_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'cwt_db_pool_waiting')).toBe(0);
      expect(sample(text, 'cwt_bus_delay_seconds_count', { channel: 'cwt_cache' })).toBeGreaterThan(0);
    } else {
      // PGlite has no pool, and no other node to hear from.
      expect(text).not.toContain('cwt_db_pool_max');
      expect(sample(text, 'cwt_bus_delay_seconds_count', { channel: 'cwt_cache' })).toBeUndefined();
    }
  });
});
