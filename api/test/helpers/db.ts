import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../../src/config';

// Not __dirname: this file also runs as ESM (prepare-db.ts under tsx).
export const MIGRATIONS_DIR = path.join(findRepoRoot(), 'api/drizzle');

/** Snapshot file name keyed by the migrations' content, so a new migration invalidates it. */
export function snapshotPath(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  return path.join(
    findRepoRoot(),
    'node_modules/.cache/cwt-api',
    `pglite-${hash.digest('hex').slice(0, 16)}.tar`,
  );
}

/**
 * The migrated template every PostgreSQL test database is cloned from, named after the database in
 * DATABASE_URL so two checkouts testing against one server (each with its own DATABASE_URL) never
 * drop each other's template.
 */
export const TEMPLATE_DB = `cwt_tpl_${
  (process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).pathname.slice(1) : '')
    .replace(/[^a-z0-9_]/gi, '')
    .toLowerCase() || 'test'
}`;

/** The same server URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
