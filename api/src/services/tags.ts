import type { TagCount } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';

/**
 * Every category and tag used by a visible post, with counts: two grouped scans over the
 * post_tags primary key and the posts category index, no per-post work in the application.
 */
export async function listTags(ctx: AppContext): Promise<TagCount[]> {
  return queryRows<TagCount>(
    ctx.db,
    sql`
      select name, count, kind from (
        select c.name, count(*)::int as count, 'category' as kind, 0 as rank
        from posts p join categories c on c.id = p.category_id
        where not p.hidden
        group by c.id, c.name
        union all
        select t.name, count(*)::int as count, 'tag' as kind, 1 as rank
        from post_tags pt
        join tags t on t.id = pt.tag_id
        join posts p on p.id = pt.post_id
        where not p.hidden
        group by t.id, t.name
      ) x
      order by rank, count desc, lower(name)`,
  );
}
