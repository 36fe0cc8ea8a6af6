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
    check: 'posts.like_count = post_likes rows',
    sql: `select p.id, p.like_count::int as stored, count(l.user_id)::int as counted
          from posts p left join post_likes l on l.post_id = p.id
          group by p.id having p.like_count <> count(l.user_id)`,
  },
  {
    check: 'posts.comment_count = visible comments',
    sql: `select p.id, p.comment_count::int as stored, count(c.id)::int as counted
          from posts p left join comments c on c.post_id = p.id and not c.hidden
          group by p.id having p.comment_count <> count(c.id)`,
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
