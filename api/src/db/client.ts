import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { nameStatements } from './named-statements';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers' databases share this query-builder type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The server pool (postgres driver only): the live stream checks out one connection for LISTEN. */
  pool?: pg.Pool;
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Raw SQL with typed rows; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Arbitrary constant naming the migration lock ("cwt-migrate" as bytes). */
const MIGRATION_LOCK_KEY = 0x637774;

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * Planner settings for every session. PostgreSQL's default random_page_cost (4) prices a random read
 * like a spinning disk's; with the data in memory or on SSD it made the planner scan all of posts,
 * detoasting every row's search vector, for a word in a fifth of them (0.5 s at 100k posts) instead of
 * visiting the matches the full-text index lists (0.1 s). 1.1 is the usual SSD setting. On a server,
 * an `options` parameter in DATABASE_URL takes precedence over this.
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1' } as const;

/** Default of `DATABASE_CONNECT_TIMEOUT`: pg's own default waits for ever when the server is gone. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/** pg.Pool settings for a PostgreSQL URL (the API and the tests use the same). */
export function pgPoolConfig(
  connectionString: string,
  max: number,
  connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
): pg.PoolConfig {
  const options = Object.entries(PLANNER_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  // Without a connect timeout a request waits for ever on a server that is unreachable (dropped
  // packets); with it, the request fails and is answered 503. Keep-alive finds dead idle sockets.
  return { connectionString, max, options, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true };
}

/** PGlite is one session: settings made when it opens hold for every query. */
const PGLITE_SETUP = Object.entries(PLANNER_SETTINGS).map(([name, value]) => `set ${name} = ${value}`);

/** PGlite on the calling thread (tests, tools); the API's server opens it on a worker thread. */
export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  const client = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  for (const statement of PGLITE_SETUP) await client.query(statement);
  return client;
}

/** PGlite on a worker thread (db/pglite-thread.ts), with the same settings. */
export function createPgliteThread(dataDir?: string, load?: Blob): Promise<PgliteThread> {
  return PgliteThread.open({ dataDir, load, setup: PGLITE_SETUP });
}

/** Resolves on the event loop's next turn (after pending I/O callbacks, such as new connections). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How long PGlite may keep the event loop before letting pending I/O (new connections) in. */
const PGLITE_SLICE_MS = 10;

/**
 * Runs PGlite's queries and transactions one at a time, yielding a turn of the event loop whenever
 * they have held it for PGLITE_SLICE_MS.
 *
 * PGlite executes a query synchronously on the API's own thread and resolves it without a turn of the
 * loop; its own lock hands over to the next waiter the same way, so under load the whole queue of
 * waiting queries ran inside one loop iteration (0.4 s with 200 clients). Node (libuv 1.45+) accepts
 * one new connection per iteration, so clients connecting during a burst waited 25 s and more while
 * connected ones were served (the load benchmark's timeouts). Time slices keep iterations short
 * without paying a turn for every query.
 */
function timeSliced(client: PGlite): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  let sliceStart = performance.now();
  const turn = async () => {
    if (performance.now() - sliceStart < PGLITE_SLICE_MS) return;
    await nextTurn();
    sliceStart = performance.now();
  };
  const serial =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const result = tail.then(turn).then(() => run(...args));
      tail = result.catch(() => undefined);
      return result;
    };
  // Queries inside a transaction go through its own handle, not these, so they cannot wait on it.
  client.query = serial(client.query.bind(client)) as typeof client.query;
  client.exec = serial(client.exec.bind(client)) as typeof client.exec;
  client.transaction = serial(client.transaction.bind(client)) as typeof client.transaction;
  return client;
}

export function wrapPglite(client: PGlite | PgliteThread): Database {
  // The thread has what drizzle's driver calls (query, exec, transaction), not PGlite's whole API.
  const driverClient = client instanceof PgliteThread ? (client as unknown as PGlite) : timeSliced(client);
  const db = drizzlePglite({ client: driverClient, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db as PgliteDatabase<Schema>, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function wrapPg(pool: pg.Pool): Database {
  // An idle pooled connection can be terminated by the server (restart, failover, a dropped test
  // database). pg removes it from the pool; without a listener the 'error' event would crash the
  // process, so note it and let the next query open a fresh connection.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL idle connection closed: ${err.message}`);
  });
  // A connection lost while checked out between two statements (a transaction's, say the outbox
  // worker's while it builds its next insert) emits 'error' on the client, which pg's pool does not
  // listen to then: the process would crash. The statement that uses it next fails with the same
  // error, so the caller sees it; the listener only keeps the process alive.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzleNodePg({ client: nameStatements(pool), schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    pool,
    migrate: async (migrationsFolder) => {
      // Several API instances may start at once against one server: a session advisory lock held on
      // a dedicated connection lets exactly one apply migrations while the others wait, then find
      // nothing left to do.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        // Migrate on the connection that holds the lock: the pool may have no other to give.
        await migrateNodePg(drizzleNodePg({ client: lockClient, schema }), { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** DATABASE_URL: a PostgreSQL server; otherwise PGlite on disk under `<dataDir>/pglite`. */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  databaseConnectTimeoutMs?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool(
      pgPoolConfig(opts.databaseUrl, Number(process.env.PG_POOL_MAX ?? 10), opts.databaseConnectTimeoutMs),
    );
    return wrapPg(pool);
  }
  const dir = path.join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return wrapPglite(await createPgliteThread(dir));
}

/**
 * Where the SQL migrations are: next to the bundle (dist/drizzle), in api/drizzle, or given by
 * CWT_MIGRATIONS_DIR. Checked in that order so `node api/dist/server.js` works from any folder.
 */
export function findMigrationsFolder(): string {
  const candidates = [
    process.env.CWT_MIGRATIONS_DIR,
    process.argv[1] ? path.join(path.dirname(process.argv[1]), 'drizzle') : undefined,
    path.resolve(process.cwd(), 'drizzle'),
    path.resolve(process.cwd(), 'api/drizzle'),
    path.resolve(__dirnameSafe(), '../../drizzle'),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(path.join(p, 'meta/_journal.json')));
  if (!found) throw new Error(`migrations not found; looked in ${candidates.join(', ')}`);
  return found;
}

/** This source file's folder under Jest (CommonJS); the bundle uses process.argv[1] instead. */
function __dirnameSafe(): string {
  return typeof __dirname === 'string' ? __dirname : process.cwd();
}
