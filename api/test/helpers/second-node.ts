import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { pgPoolConfig, queryRows, wrapPg } from '../../src/db/client';
import { withDatabase } from './db';
import { startServer, type TestServer } from './server';

export interface SecondNode {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A second API node on the first one's PostgreSQL database: same config (same JWT secret), its own
 * connection pool, as behind a load balancer. Only meaningful with DATABASE_URL.
 */
export async function startSecondNode(first: TestServer): Promise<SecondNode> {
  const [row] = await queryRows<{ name: string }>(first.database.db, sql`select current_database() as name`);
  const pool = new pg.Pool(pgPoolConfig(withDatabase(process.env.DATABASE_URL!, row!.name), 3));
  const app = await buildApp(first.config, { database: wrapPg(pool) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    app,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

export interface TwoNodes {
  first: TestServer;
  second: SecondNode;
}

/**
 * A describe block over two API nodes sharing one PostgreSQL database (started before its tests,
 * stopped after). Without DATABASE_URL it is skipped, saying why: cross-node messages need a server.
 */
export function describeTwoNodes(name: string, why: string, body: (nodes: TwoNodes) => void): void {
  if (!process.env.DATABASE_URL) {
    console.warn(`${name}: SKIPPED, needs DATABASE_URL (a PostgreSQL server) for ${why}`);
    describe.skip(name, () => body({} as TwoNodes));
    return;
  }
  describe(name, () => {
    // Filled in beforeAll; tests read the fields when they run.
    const nodes = {} as TwoNodes;
    beforeAll(async () => {
      nodes.first = await startServer();
      nodes.second = await startSecondNode(nodes.first);
    });
    afterAll(async () => {
      await nodes.second?.close();
      await nodes.first?.close();
    });
    body(nodes);
  });
}
