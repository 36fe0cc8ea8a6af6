// Whole-database checks that every stored counter equals the rows it counts, and that no post was
// left half-written (its tag array without its post_tags rows). Both suites audit with these.
import type { Database } from '@cwt/api/db';

/** Raw SQL rows; the audits interpolate only constants, never input. */
export async function selectRows<T>(database: Database, text: string): Promise<T[]> {
  const result = (await database.db.execute(text)) as unknown as { rows: T[] };
  return result.rows;
}

export interface CounterMismatch {
  check: string;
  id: string;
  stored: number;
  counted: number;
}

const CHECKS: { check: string; sql: string }[] = [
  {
    // The counters live in post_counters (migration 0008): one row per post, made by a trigger.
    check: 'post_counters rows = posts (one each)',
    sql: `select p.id, 0 as stored, 1 as counted
          from posts p left join post_counters pc on pc.post_id = p.id where pc.post_id is null`,
  },
  {
    check: "post_counters.created_at and hidden = the post's",
    sql: `select p.id, pc.hidden::int as stored, p.hidden::int as counted
          from posts p join post_counters pc on pc.post_id = p.id
          where pc.hidden <> p.hidden or pc.created_at <> p.created_at`,
  },
  {
    check: 'post_counters.like_count = post_likes rows',
    sql: `select pc.post_id as id, pc.like_count::int as stored, count(l.user_id)::int as counted
          from post_counters pc left join post_likes l on l.post_id = pc.post_id
          group by pc.post_id having pc.like_count <> count(l.user_id)`,
  },
  {
    check: 'post_counters.comment_count = visible comments (replies too, tombstones not)',
    sql: `select pc.post_id as id, pc.comment_count::int as stored, count(c.id)::int as counted
          from post_counters pc left join comments c on c.post_id = pc.post_id and not c.hidden and c.deleted_at is null
          group by pc.post_id having pc.comment_count <> count(c.id)`,
  },
  {
    // Migration 0012: a deleted comment stays only while replies hang under it.
    check: 'comment tombstones have replies',
    sql: `select c.id, 1 as stored, 0 as counted from comments c
          where c.deleted_at is not null and not exists (select 1 from comments r where r.parent_id = c.id)`,
  },
  {
    check: 'list_counts (kept list totals) = the rows they count',
    sql: `select coalesce(k.key, x.key) as id, coalesce(k.visible, 0)::int as stored, coalesce(x.visible, 0)::int as counted
          from list_counts k full join (
            select 'all' as key, count(*) as total, count(*) filter (where not hidden) as visible from posts
            union all select 'c:' || category_id, count(*), count(*) filter (where not hidden) from posts group by category_id
            union all select 't:' || tag_id, count(*), count(*) filter (where not hidden) from post_tags group by tag_id) x on x.key = k.key
          where coalesce(k.total, 0) <> coalesce(x.total, 0) or coalesce(k.visible, 0) <> coalesce(x.visible, 0)`,
  },
  {
    check: 'post_hour_counts = posts per hour',
    sql: `select coalesce(h.hour, x.hour)::text as id, coalesce(h.total, 0)::int as stored, coalesce(x.total, 0)::int as counted
          from post_hour_counts h full join (
            select date_trunc('hour', created_at, 'UTC') as hour, count(*) as total,
                   count(*) filter (where not hidden) as visible from posts group by 1) x on x.hour = h.hour
          where coalesce(h.total, 0) <> coalesce(x.total, 0) or coalesce(h.visible, 0) <> coalesce(x.visible, 0)`,
  },
  {
    // Migration 0011: slots summed on read; each transaction's deltas row is folded at its commit.
    check: 'site_counts (dashboard numbers, slots summed) = the rows they count',
    sql: `select x.id, x.stored::int, x.counted::int from (
            select 'users' as id, (select sum(users) from site_counts) as stored,
                   (select count(*) from users where username <> 'deleted user') as counted
            union all select 'categories', (select sum(categories) from site_counts), (select count(*) from categories)
            union all select 'comments', (select sum(comments) from site_counts),
                   (select count(*) from comments where deleted_at is null)
            union all select 'pending_reports', (select sum(pending_reports) from site_counts),
                   (select count(*) from report_items where status = 'PENDING')
            union all select 'site_count_deltas rows left', (select count(*) from site_count_deltas), 0) x
          where x.stored is distinct from x.counted`,
  },
  {
    check: "user_counters.post_count = the user's posts (one row per user)",
    sql: `select u.id, coalesce(uc.post_count, -1)::int as stored, count(p.id)::int as counted
          from users u left join user_counters uc on uc.user_id = u.id left join posts p on p.author_id = u.id
          group by u.id, uc.post_count having uc.post_count is null or uc.post_count <> count(p.id)`,
  },
  {
    check: 'comments.like_count = comment_likes rows',
    sql: `select c.id, c.like_count::int as stored, count(l.user_id)::int as counted
          from comments c left join comment_likes l on l.comment_id = c.id
          group by c.id having c.like_count <> count(l.user_id)`,
  },
  {
    check: 'posts.tags = post_tags rows',
    sql: `select p.id, cardinality(p.tags)::int as stored, count(t.tag_id)::int as counted
          from posts p left join post_tags t on t.post_id = p.id
          group by p.id having cardinality(p.tags) <> count(t.tag_id)`,
  },
];

export async function counterMismatches(database: Database): Promise<CounterMismatch[]> {
  const found: CounterMismatch[] = [];
  for (const { check, sql } of CHECKS) {
    const rows = await selectRows<{ id: string; stored: number; counted: number }>(database, sql);
    found.push(...rows.map((r) => ({ check, ...r })));
  }
  return found;
}
