import type { AdminStats } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';

/**
 * Dashboard numbers, all computed by the database. Days are calendar days in SITE_TIMEZONE. `month`
 * (1..12, January included — the spec's client filter dropped it) and `year` narrow the per-day series;
 * without them it covers every post, like the spec's chart.
 */
export async function adminStats(ctx: AppContext, q: { month?: number; year?: number }): Promise<AdminStats> {
  const tz = ctx.config.siteTimezone;
  const local = sql`(p.created_at at time zone ${tz})`;
  const filters = [
    q.year !== undefined ? sql`extract(year from ${local}) = ${q.year}` : null,
    q.month !== undefined ? sql`extract(month from ${local}) = ${q.month}` : null,
  ].filter((f) => f !== null);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;

  const [counts, byDay, byCategory] = await Promise.all([
    queryRows<{ posts: number; users: number; categories: number; comments: number; pending: number }>(
      ctx.db,
      sql`select (select count(*)::int from posts) as posts,
                 (select count(*)::int from users where username <> 'deleted user') as users,
                 (select count(*)::int from categories) as categories,
                 (select count(*)::int from comments) as comments,
                 (select count(*)::int from report_items where status = 'PENDING') as pending`,
    ),
    queryRows<{ date: string; count: number }>(
      ctx.db,
      sql`select to_char(${local}, 'YYYY-MM-DD') as date, count(*)::int as count
          from posts p ${where} group by 1 order by 1`,
    ),
    queryRows<{ category: string; count: number }>(
      ctx.db,
      sql`select c.name as category, count(*)::int as count
          from posts p join categories c on c.id = p.category_id
          group by c.name order by count(*) desc, c.name`,
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
