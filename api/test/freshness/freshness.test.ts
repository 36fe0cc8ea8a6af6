import { CACHE_VERSION_HEADER } from '@cwt/contracts';
import { type GoogleIssuer, startGoogleIssuer } from '../helpers/google';
import { type SecondNode, startSecondNode } from '../helpers/second-node';
import { startServer, type TestServer } from '../helpers/server';
import { routeKey, walkedRoutes } from '../security/route-walk';
import { FRESHNESS_TABLE, FreshnessFixtures, type Read, type Viewer } from './freshness-table';
import { BusGate, call, describeOnPostgres, versionHeader } from './two-nodes';

// Records every route the app registers (hoisted above the imports, so it applies to app.ts).
jest.mock('fastify', () => require('../security/route-walk').recordingFastify(jest.requireActual('fastify')));

jest.setTimeout(120_000);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('write-freshness table: coverage', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Any database: this only walks the routes the app registers.
    server = await startServer({ seed: false });
  });
  afterAll(async () => server?.close());

  test('every write route the app registers has exactly one row, and every row names one', () => {
    const writes = walkedRoutes()
      .map((r) => r.key)
      .filter((key) => WRITE_METHODS.has(key.split(' ')[0]!));
    expect(writes.length).toBeGreaterThan(30);
    const rows = FRESHNESS_TABLE.map((r) => routeKey(r.method, r.route));
    expect([...new Set(rows)].sort()).toEqual([...rows].sort());
    expect([...rows].sort()).toEqual([...new Set(writes)].sort());
  });
});

describeOnPostgres('write-freshness table: two API nodes on one PostgreSQL', () => {
  let first: TestServer;
  let second: SecondNode;
  let google: GoogleIssuer;
  let gate: BusGate;
  let fixtures: FreshnessFixtures;

  beforeAll(async () => {
    google = await startGoogleIssuer();
    // The background moderation sweep writes system reports on its own clock; the table checks what
    // each request's write changes, so the sweep stays off here (moderation-sweep.test.ts covers it).
    first = await startServer({ env: { ...google.env, MODERATION_SWEEP_MS: '0' } });
    second = await startSecondNode(first);
    gate = new BusGate(second.app);
    fixtures = await FreshnessFixtures.create(first, google);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await google?.close();
  });

  const read = (url: string, r: Read, v: Viewer, headers: Record<string, string> = {}) =>
    call(url, 'GET', r.path, { token: v.token, headers });

  const cases = FRESHNESS_TABLE.map((row) => [routeKey(row.method, row.route), row] as const);

  test.each(cases)('%s', async (_name, row) => {
    const s = await row.prepare(fixtures);
    const before = typeof s.reads === 'function' ? [] : s.reads;
    if (typeof s.reads !== 'function' && s.reads.length === 0) expect(s.none).toBeTruthy();

    // Both nodes answer every read before the write, so each holds what a stale cache would serve.
    for (const r of before)
      for (const v of r.viewers) {
        const old = await read(first.url, r, v);
        expect({
          read: r.name,
          viewer: v.name,
          shownBeforeTheWrite: r.shows(old),
          status: old.status,
        }).toMatchObject({
          shownBeforeTheWrite: false,
        });
        await read(second.url, r, v);
        await read(second.url, r, v);
      }

    gate.hold();
    try {
      const res = await call(first.url, row.method, s.path, { token: s.token, body: s.body, form: s.form });
      expect({ status: res.status, body: res.body }).toMatchObject({ status: expect.any(Number) });
      expect(res.status).toBeLessThan(300);
      const version = res.headers.get(CACHE_VERSION_HEADER);
      const reads = typeof s.reads === 'function' ? s.reads(res) : s.reads;

      const check = async (
        where: string,
        url: string,
        r: Read,
        v: Viewer,
        headers?: Record<string, string>,
      ) => {
        const answer = await read(url, r, v, headers);
        expect({
          where,
          read: r.name,
          viewer: v.name,
          shown: r.shows(answer),
          status: answer.status,
        }).toMatchObject({
          shown: true,
        });
      };
      // The acknowledging node: at once, for everyone.
      for (const r of reads) for (const v of r.viewers) await check('writing node', first.url, r, v);
      // The other node has not heard of the write: the writer still sees it, through the version.
      for (const r of reads)
        for (const v of r.viewers.filter((x) => x.writer))
          await check(
            'other node, before the bus, with the version',
            second.url,
            r,
            v,
            versionHeader(version),
          );
      await gate.release(version);
      // Once the bus delivered it: everyone, without any version.
      for (const r of reads)
        for (const v of r.viewers) await check('other node, after the bus', second.url, r, v);
    } finally {
      await gate.release(null);
    }
  });
});
