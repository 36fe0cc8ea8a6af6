import type { Notification } from '@cwt/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { queryRows, wrapPg } from '../src/db/client';
import { withDatabase } from './helpers/db';
import { startServer, type TestServer } from './helpers/server';
import { openStream } from './helpers/sse';

// Fan-out across API processes needs a PostgreSQL server (LISTEN/NOTIFY); CI sets DATABASE_URL.
const maybe = process.env.DATABASE_URL ? describe : describe.skip;
if (!process.env.DATABASE_URL)
  console.warn('social-live-pg: SKIPPED, needs DATABASE_URL (a PostgreSQL server) for LISTEN/NOTIFY fan-out');

maybe('live notifications across two API instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: FastifyInstance;
  let secondUrl: string;
  let pool: pg.Pool;
  beforeAll(async () => {
    first = await startServer();
    const [row] = await queryRows<{ name: string }>(
      first.database.db,
      (await import('drizzle-orm')).sql`select current_database() as name`,
    );
    pool = new pg.Pool({ connectionString: withDatabase(process.env.DATABASE_URL!, row!.name), max: 3 });
    // Same config (same JWT secret), its own connection pool: a second node behind a load balancer.
    second = await buildApp(first.config, { database: wrapPg(pool) });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await second.close();
    await pool.end();
    await first.close();
  });

  test('a follow handled by one node reaches a stream held by the other', async () => {
    const a = await first.newUser('alice');
    const b = await first.newUser('bob');
    const ticketRes = await fetch(`${secondUrl}/api/notifications/stream-ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}` },
    });
    const { ticket } = (await ticketRes.json()) as { ticket: string };
    const stream = await openStream(`${secondUrl}/api/notifications/stream?ticket=${ticket}`);
    try {
      expect(stream.status).toBe(200);
      // The follow goes to the first node; only the database connects them.
      const res = await first.request('POST', `/api/follows/${a.id}`, { token: b.token });
      expect(res.status).toBe(200);
      const n = JSON.parse((await stream.next()).data) as Notification;
      expect(n).toMatchObject({ type: 'FOLLOW', actor: { id: b.id } });
    } finally {
      stream.close();
    }
  });
});
