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

  const days = hourly
    ? // Grouped by the local date and formatted once per day: formatting each hourly row was most
      // of the statement's time (2,904 hours for 122 days at 100k posts).
      sql`select (${local})::date as day, sum(h.total)::int as count
          from post_hour_counts h ${where} group by 1 having sum(h.total) > 0`
    : sql`select (${local})::date as day, count(*)::int as count from posts p ${where} group by 1`;
  // One statement (the series as JSON): three had cost three round trips for one dashboard.
  const rows = await queryRows<{
    posts: number;
    users: number;
    categories: number;
    comments: number;
    pending: number;
    by_day: AdminStats['postsByDay'];
    by_category: AdminStats['postsByCategory'];
  }>(
    ctx.db,
    sql`select coalesce((select total from list_counts where key = 'all'), 0)::int as posts,
               coalesce(sum(users), 0)::int as users, coalesce(sum(categories), 0)::int as categories,
               coalesce(sum(comments), 0)::int as comments, coalesce(sum(pending_reports), 0)::int as pending,
               (select coalesce(json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'count', d.count)
                                         order by d.day), '[]'::json)
                from (${days}) d) as by_day,
               (select coalesce(json_agg(json_build_object('category', c.name, 'count', lc.total)
                                         order by lc.total desc, c.name), '[]'::json)
                from list_counts lc join categories c on lc.key = 'c:' || c.id where lc.total > 0) as by_category
        from site_counts`,
  );
  // An aggregate without GROUP BY answers one row, even over no rows.
  const c = rows[0]!;
  return {
    posts: c.posts,
    users: c.users,
    categories: c.categories,
    comments: c.comments,
    pendingReports: c.pending,
    postsByDay: c.by_day,
    postsByCategory: c.by_category,
  };
}
