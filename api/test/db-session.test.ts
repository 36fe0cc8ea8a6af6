import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { StatementNames } from '../src/db/named-statements';
import { startServer, type TestServer } from './helpers/server';

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
