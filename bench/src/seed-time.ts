// How long the seed takes per size, to show how it grows with the post count (a seed whose triggers
// update one kept row per inserted row grows quadratically: issue 17, migration 0014). Each size is
// seeded into a scratch database made for the run and dropped after it (PostgreSQL, a
// `<prefix>seed_time` database on BENCH_DATABASE_URL) or a temporary PGlite folder.
//   npm run bench -- seed --posts=5000,10000 [--drivers=postgres]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@cwt/api/db';
import { migrateDatabase } from '@cwt/api/migrate';
import { seedIfEmpty } from '@cwt/api/seed';
import pg from 'pg';
import { arg } from './args';
import { DB_PREFIX, type Driver, usersFor } from './data';

const serverUrl = process.env.BENCH_DATABASE_URL;
const drivers = arg('drivers', serverUrl ? 'postgres' : 'pglite').split(',') as Driver[];
const sizes = arg('posts', '5000,10000').split(',').map(Number);
const scratch = `${DB_PREFIX}seed_time`;

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function seedSeconds(driver: Driver, posts: number): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cwt-seed-time-'));
  let databaseUrl: string | null = null;
  if (driver === 'postgres') {
    if (!serverUrl) throw new Error('--drivers=postgres needs BENCH_DATABASE_URL');
    await onServer(`drop database if exists "${scratch}" with (force)`);
    await onServer(`create database "${scratch}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${scratch}`;
    databaseUrl = url.toString();
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateDatabase(database);
    const started = performance.now();
    await seedIfEmpty(
      database.db,
      { adminUser: 'admin', adminPassword: 'admin12345', adminEmail: 'admin@cwt.local', seed: true, dataDir },
      { users: usersFor(posts), posts, seed: 42 },
    );
    return (performance.now() - started) / 1000;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await onServer(`drop database if exists "${scratch}" with (force)`);
  }
}

for (const driver of drivers) {
  for (const posts of sizes) {
    const seconds = await seedSeconds(driver, posts);
    console.log(
      `${driver}: seeded ${posts} posts in ${seconds.toFixed(1)} s (${((seconds * 1e6) / posts).toFixed(0)} µs a post)`,
    );
  }
}
