import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Embedded PGlite runs without autovacuum, so the planner never learns table sizes on its own and
 * picks sequential scans where an index is far cheaper (the home list at 100k posts went from
 * hundreds of milliseconds to a few). Analyze on start, and after bulk loads such as the seed.
 * A PostgreSQL server keeps its statistics current through autovacuum.
 */
export async function refreshPlannerStatistics(database: Database, force = false): Promise<void> {
  if (database.driver !== 'pglite' && !force) return;
  await database.db.execute(sql`analyze`);
}

/**
 * After a bulk load measured as a steady state (the benchmarks' seeded databases): marks every post
 * and comment as scored, so the background moderation sweep does not spend the run scoring a backlog
 * of 100k posts a real site would have scored as they were written, then vacuums, as autovacuum would
 * have (the visibility map lets index-only scans skip the heap; a server may run with autovacuum off).
 */
export async function settleAfterBulkLoad(database: Database): Promise<void> {
  await database.db.execute(sql`update posts set moderated_at = now() where moderated_at is null`);
  await database.db.execute(sql`update comments set moderated_at = now() where moderated_at is null`);
  await database.db.execute(sql`vacuum (analyze)`);
  // A bulk load writes every post in one transaction, so each kept total (a row per hour, per list,
  // per site) was updated thousands of times with none of its old versions reclaimable yet: the
  // hourly counts of 100k posts filled 3.9 MB for 2,904 rows, read whole by every admin dashboard.
  // A site writing over time keeps them compact through autovacuum; compact them as that site's.
  await database.db.execute(sql`vacuum (full, analyze) post_hour_counts, list_counts, site_counts`);
}
