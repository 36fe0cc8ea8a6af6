import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { StatementNames } from '../src/db/named-statements';
import { startServer, type TestServer } from './helpers/server';

// Named statements are the node-postgres pool's; PGlite's driver sends every query unnamed.
const postgresOnly = process.env.DATABASE_URL ? test : test.skip;

describe('database sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('plan with the SSD page cost, on every pooled connection', async () => {
    // Several at once, so a pool hands out more than one connection.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        queryRows<{ random_page_cost: string }>(server.database.db, sql`show random_page_cost`),
      ),
    );
    for (const [row] of answers) expect(row?.random_page_cost).toBe('1.1');
  });

  const preparedLike = (db: TestServer['database']['db'], marker: string) =>
    queryRows<{ name: string }>(
      db,
      sql`select name from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`,
    );

  postgresOnly(
    'a statement inside a transaction is prepared on its connection, as the writes are',
    async () => {
      const names = await server.database.db.transaction(async (tx) => {
        await queryRows(tx, sql`select 1 as tx_marker_7d1`);
        return preparedLike(tx, 'tx_marker_7d1');
      });
      expect(names.map((r) => r.name)).toEqual([expect.stringMatching(/^cwt_/)]);
    },
  );

  test('queries run as named statements give the same answers, again and again', async () => {
    const counts = [];
    for (let i = 0; i < 8; i += 1) {
      const [row] = await queryRows<{ n: number }>(
        server.database.db,
        sql`select count(*)::int as n from posts where hidden = ${false}`,
      );
      counts.push(row?.n);
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThan(0);
  });
});

describe('StatementNames', () => {
  test('one name per distinct text, stable, and none past the limit', () => {
    const names = new StatementNames(2);
    const a = names.nameFor('select 1');
    const b = names.nameFor('select 2');
    expect(a).toMatch(/^cwt_/);
    expect(b).not.toBe(a);
    expect(names.nameFor('select 1')).toBe(a);
    expect(names.nameFor('select 3')).toBeUndefined();
    expect(names.nameFor('select 2')).toBe(b);
    expect(names.size).toBe(2);
  });
});

// A server's queries run in its own processes: only PGlite shares the API's event loop.
const pgliteOnly = process.env.DATABASE_URL ? test.skip : test;

describe('PGlite and the event loop', () => {
  pgliteOnly(
    'a long queue of queries lets the event loop turn (new connections are accepted meanwhile)',
    async () => {
      const server = await startServer();
      try {
        const total = 60;
        let done = 0;
        const queries = Array.from({ length: total }, () =>
          queryRows(server.database.db, sql`select pg_sleep(0.002)`).then(() => {
            done += 1;
          }),
        );
        // A turn of the loop must come while most of the 120 ms of queries are still waiting.
        const doneAtTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
        await Promise.all(queries);
        expect(done).toBe(total);
        expect(doneAtTurn).toBeLessThan(total / 2);
      } finally {
        await server.close();
      }
    },
  );
});
