import type { AdminStats } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';

/**
 * Dashboard numbers, from the totals the database keeps (list_counts, post_hour_counts; migration
 * 0008; site_counts, migration 0011) rather than counting rows per request. Days are calendar days in
 * SITE_TIMEZONE. `month` (1..12, January included — the spec's client filter dropped it) and `year` narrow the per-day series;
 * without them it covers every post, like the spec's chart.
 */
/**
 * Whole-hour zones (Vietnam's among them) can group the kept hourly counts by local day; a zone
 * offset by a fraction of an hour would split hours across days, so its days count posts instead.
 */
function wholeHourZone(tz: string): boolean {
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return offset !== undefined && !/:(?!00)\d\d$/.test(offset);
  } catch {
    return false;
  }
}

export async function adminStats(ctx: AppContext, q: { month?: number; year?: number }): Promise<AdminStats> {
  const tz = ctx.config.siteTimezone;
  const hourly = wholeHourZone(tz);
  const local = hourly ? sql`(h.hour at time zone ${tz})` : sql`(p.created_at at time zone ${tz})`;
  const filters = [
    q.year !== undefined ? sql`extract(year from ${local}) = ${q.year}` : null,
    q.month !== undefined ? sql`extract(month from ${local}) = ${q.month}` : null,
  ].filter((f) => f !== null);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;

  const [counts, byDay, byCategory] = await Promise.all([
    queryRows<{ posts: number; users: number; categories: number; comments: number; pending: number }>(
      ctx.db,
      sql`select coalesce((select total from list_counts where key = 'all'), 0)::int as posts,
                 coalesce(sum(users), 0)::int as users, coalesce(sum(categories), 0)::int as categories,
                 coalesce(sum(comments), 0)::int as comments, coalesce(sum(pending_reports), 0)::int as pending
          from site_counts`,
    ),
    queryRows<{ date: string; count: number }>(
      ctx.db,
      hourly
        ? sql`select to_char(${local}, 'YYYY-MM-DD') as date, sum(h.total)::int as count
              from post_hour_counts h ${where} group by 1 having sum(h.total) > 0 order by 1`
        : sql`select to_char(${local}, 'YYYY-MM-DD') as date, count(*)::int as count
              from posts p ${where} group by 1 order by 1`,
    ),
    queryRows<{ category: string; count: number }>(
      ctx.db,
      sql`select c.name as category, lc.total as count
          from list_counts lc join categories c on lc.key = 'c:' || c.id
          where lc.total > 0 order by lc.total desc, c.name`,
    ),
  ]);
  const c = counts[0]!;
  return {
    posts: c.posts,
    users: c.users,
    categories: c.categories,
    comments: c.comments,
    pendingReports: c.pending,
    postsByDay: byDay,
    postsByCategory: byCategory,
  };
}
