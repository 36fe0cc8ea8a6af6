import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, pgPoolConfig, queryRows, wrapPg } from '../src/db/client';
import { MIGRATIONS_DIR, withDatabase } from './helpers/db';

/**
 * Migration 0021 on a database that already has notifications: each row gets the params its English
 * text was built from, so groups written before it are still read (and re-rendered) correctly. On
 * PostgreSQL only: a PGlite database cannot be created from nothing inside Jest (global-setup.cjs),
 * and the migrated snapshot is past 0021 already.
 */
const serverUrl = process.env.DATABASE_URL;
const describePg = serverUrl ? describe : describe.skip;
if (!serverUrl) console.warn('migration 0021: SKIPPED, needs DATABASE_URL (a PostgreSQL server)');

/** Runs `statement` on the server's maintenance connection (create / drop the scratch database). */
async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}

describePg('migration 0021', () => {
  let database: Database;
  let before: string;
  let name: string;
  beforeAll(async () => {
    name = `${new URL(serverUrl!).pathname.slice(1).replace(/\W/g, '')}_mig_${randomBytes(4).toString('hex')}`;
    // The migrations as they were before 0021: the same files, the journal cut at 0020.
    before = mkdtempSync(path.join(os.tmpdir(), 'cwt-mig-'));
    cpSync(MIGRATIONS_DIR, before, { recursive: true });
    const journalFile = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < '0021');
    writeFileSync(journalFile, JSON.stringify(journal));
    await onServer(`create database ${name}`);
    database = wrapPg(new pg.Pool(pgPoolConfig(withDatabase(serverUrl!, name), 2, 10_000)));
    await database.migrate(before);
  });
  afterAll(async () => {
    await database.close();
    await onServer(`drop database if exists ${name} with (force)`);
    rmSync(before, { recursive: true, force: true });
  });

  test('fills params from the stored texts, then drops action', async () => {
    const { db } = database;
    await db.execute(sql`insert into users (id, username, email, name, password_hash) values
    ('a00000000000000000000001', 'lan', 'lan@example.com', 'Lan', 'x'),
    ('a00000000000000000000002', 'minh', 'minh@example.com', '  ', 'x')`);
    await db.execute(sql`insert into notifications
    (id, recipient_id, actor_id, type, title, message, target_id, actor_count, action, group_started_at) values
    ('b00000000000000000000001', 'a00000000000000000000001', 'a00000000000000000000002', 'LIKE_POST', 'New like',
     'minh liked your post "Say "hi""', 'p1', 3, 'liked your post "Say "hi""', now()),
    ('b00000000000000000000002', 'a00000000000000000000002', 'a00000000000000000000001', 'LIKE_COMMENT', 'New like',
     'Lan liked your comment "Nice one"', 'k0', 1, 'liked your comment "Nice one"', now()),
    ('b00000000000000000000003', 'a00000000000000000000002', 'a00000000000000000000001', 'REPLY', 'New reply',
     'Lan replied to your comment on "Tea"', 'k1', 1, null, null),
    ('b00000000000000000000004', 'a00000000000000000000002', 'a00000000000000000000001', 'MENTION', 'New mention',
     'Lan mentioned you in a post, "Tea"', 'p2', 1, null, null),
    ('b00000000000000000000005', 'a00000000000000000000002', 'a00000000000000000000001', 'MENTION', 'New mention',
     'Lan mentioned you in a comment on "Tea"', 'k2', 1, null, null),
    ('b00000000000000000000006', 'a00000000000000000000002', null, 'SYSTEM', 'Your post was hidden',
     'Your post was reported and automatically hidden.', 'p3', 1, null, null),
    ('b00000000000000000000007', 'a00000000000000000000002', 'a00000000000000000000001', 'FOLLOW', 'New follower',
     'Lan started following you', 'a00000000000000000000002', 1, 'started following you', now())`);

    await database.migrate(MIGRATIONS_DIR);

    const rows = await queryRows<{ id: string; params: unknown }>(
      db,
      sql`select id, params from notifications order by id`,
    );
    expect(rows.map((r) => r.params)).toEqual([
      // A blank name reads as the username; the title keeps its own quotes.
      { actor: 'minh', others: 2, postTitle: 'Say "hi"' },
      { actor: 'Lan', others: 0, comment: 'Nice one' },
      { actor: 'Lan', postTitle: 'Tea' },
      { actor: 'Lan', postTitle: 'Tea', place: 'post' },
      { actor: 'Lan', postTitle: 'Tea', place: 'comment' },
      { notice: 'CONTENT_HIDDEN', content: 'post' },
      { actor: 'Lan', others: 0 },
    ]);
    const action = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from information_schema.columns where table_name = 'notifications' and column_name = 'action'`,
    );
    expect(action[0]!.n).toBe(0);
    // Only the offered languages can be stored.
    await expect(
      db.execute(sql`update users set locale = 'fr' where id = 'a00000000000000000000001'`),
    ).rejects.toThrow();
  });
});
