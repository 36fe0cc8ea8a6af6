// Seeded databases of a given size for benchmarks, made once and kept under bench/.data/.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Database, openDatabase } from '@cwt/api/db';
import { settleAfterBulkLoad } from '@cwt/api/maintenance';
import { migrateDatabase } from '@cwt/api/migrate';
import { seedIfEmpty } from '@cwt/api/seed';
import pg from 'pg';
import { arg } from './args';

export type Driver = 'pglite' | 'postgres';

export interface BenchDatabase {
  driver: Driver;
  size: number;
  dataDir: string;
  databaseUrl: string | null;
}

export const benchRoot = path.resolve(import.meta.dirname, '..');

/**
 * Prefix of the bench's databases on the PostgreSQL server (`--db-prefix=` or BENCH_DB_PREFIX,
 * default `cwt_`): two checkouts benchmarking on one server keep apart with different prefixes.
 */
export const DB_PREFIX = arg('db-prefix', process.env.BENCH_DB_PREFIX || 'cwt_');
if (!/^[a-z_][a-z0-9_]*$/.test(DB_PREFIX))
  throw new Error(`--db-prefix must be a lowercase SQL name, got ${DB_PREFIX}`);

async function ensurePgDatabase(serverUrl: string, name: string, fresh: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Users in proportion to posts (about one writer per 20 posts), at least the demo's eight. */
export function usersFor(posts: number): number {
  return Math.max(8, Math.round(posts / 20));
}

export interface PrepareOptions {
  /** Names the PGlite folder (`.data/<driver>-<name>`) and the server database (`<prefix><name>`). */
  name?: string;
  /** Start from an empty database rather than reuse the one seeded earlier (runs that write). */
  fresh?: boolean;
}

export async function prepareDatabase(
  driver: Driver,
  size: number,
  serverUrl?: string,
  options: PrepareOptions = {},
): Promise<BenchDatabase> {
  const dataDir = path.join(
    benchRoot,
    '.data',
    options.name ? `${driver}-${options.name}` : `${driver}-${size}`,
  );
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | null = null;
  if (driver === 'postgres') {
    if (!serverUrl) throw new Error('postgres benchmarks need BENCH_DATABASE_URL');
    databaseUrl = await ensurePgDatabase(
      serverUrl,
      `${DB_PREFIX}${options.name ?? `bench_${size}`}`,
      options.fresh ?? false,
    );
  }
  const fresh = driver === 'pglite' && !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
  const started = Date.now();
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateDatabase(database);
    const result = await seedIfEmpty(
      database.db,
      {
        adminUser: 'admin',
        adminPassword: 'admin12345',
        adminEmail: 'admin@cwt.local',
        seed: true,
        dataDir,
      },
      { users: usersFor(size), posts: size, seed: 42 },
    );
    // Scored and vacuumed as a site that has been running (see settleAfterBulkLoad).
    if (result.seeded) await settleAfterBulkLoad(database);
    if (result.seeded || fresh) {
      console.log(
        `seeded ${driver} with ${result.posts} posts in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  } finally {
    await database.close();
  }
  return { driver, size, dataDir, databaseUrl };
}

/**
 * A fresh copy, named `name`, of the kept database seeded with `size` posts (seeding that first if
 * needed): a run that writes starts from the same rows every time without paying for the seed
 * (minutes at 100k posts). PGlite: a copy of the folder; PostgreSQL: CREATE DATABASE ... TEMPLATE.
 */
export async function freshCopy(
  driver: Driver,
  size: number,
  serverUrl: string | undefined,
  name: string,
): Promise<BenchDatabase> {
  const base = await prepareDatabase(driver, size, serverUrl);
  const dataDir = path.join(benchRoot, '.data', `${driver}-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  if (driver === 'pglite') {
    cpSync(base.dataDir, dataDir, { recursive: true });
    return { driver, size, dataDir, databaseUrl: null };
  }
  mkdirSync(dataDir, { recursive: true });
  const template = `${DB_PREFIX}bench_${size}`;
  const copy = `${DB_PREFIX}${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${copy}" with (force)`);
    // A template must have no other session; none of this bench's own should be left.
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      template,
    ]);
    await admin.query(`create database "${copy}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl!);
  url.pathname = `/${copy}`;
  return { driver, size, dataDir, databaseUrl: url.toString() };
}

/** The bench database opened in this process (PGlite: only while no API holds the folder). */
export function openBenchDatabase(db: BenchDatabase): Promise<Database> {
  return openDatabase({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
}
