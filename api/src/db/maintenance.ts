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
