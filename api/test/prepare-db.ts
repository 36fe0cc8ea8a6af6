// Run once before the API tests (by global-setup.cjs, in a plain Node process: PGlite's dynamic
// imports do not work inside Jest's module sandbox). Prepares a migrated database every test file copies cheaply.
// PGlite: migrate in memory once and dump the data dir to a tarball (loading it takes ~1 s,
// creating and migrating takes ~5 s). PostgreSQL (DATABASE_URL): a migrated template database
// that each test file clones with CREATE DATABASE ... TEMPLATE.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createPglite, wrapPg, wrapPglite } from '../src/db/client';
import { MIGRATIONS_DIR, snapshotPath, TEMPLATE_DB, withDatabase } from './helpers/db';

async function prepare(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${TEMPLATE_DB}' and pid <> pg_backend_pid()`,
      );
      await admin.query(`drop database if exists ${TEMPLATE_DB}`);
      await admin.query(`create database ${TEMPLATE_DB}`);
    } finally {
      await admin.end();
    }
    const pool = new pg.Pool({ connectionString: withDatabase(url, TEMPLATE_DB), max: 1 });
    const database = wrapPg(pool);
    await database.migrate(MIGRATIONS_DIR);
    await database.close();
    return;
  }
  const file = snapshotPath();
  if (existsSync(file)) return;
  const client = await createPglite();
  const database = wrapPglite(client);
  await database.migrate(MIGRATIONS_DIR);
  const dump = await client.dumpDataDir('none');
  await database.close();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

prepare().catch((err) => {
  console.error(err);
  process.exit(1);
});
