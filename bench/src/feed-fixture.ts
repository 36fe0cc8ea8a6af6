// The Following feed row's member (issue 21): a seeded user who follows FEED_AUTHORS authors and
// FEED_TOPICS topics, set up by the bench itself, once per database (the inserts skip what exists).
import type { Database } from '@cwt/api/db';

export const FEED_AUTHORS = 500;
export const FEED_TOPICS = 50;
/** Of the topics, this many are categories; the rest are tags. */
const FEED_CATEGORY_TOPICS = 2;

/**
 * Follows for `username`: FEED_AUTHORS other users who have posts, and FEED_TOPICS names (a couple of
 * categories, the rest tags), picked in a fixed pseudo-random order (md5 of the id or name) so every
 * run and every database of one size measures the same kind of member.
 */
export async function seedFeedFixture(database: Database, username: string): Promise<void> {
  const member = `(select id from users where username = '${username.replace(/'/g, "''")}')`;
  await database.db.execute(
    `insert into follows (follower_id, followee_id)
     select ${member}, u.user_id from user_counters u
     where u.post_count > 0 and u.user_id <> ${member}
     order by md5(u.user_id) limit ${FEED_AUTHORS}
     on conflict do nothing`,
  );
  await database.db.execute(
    `insert into topic_follows (user_id, name)
     select ${member}, name from (
       (select name from categories order by md5(name) limit ${FEED_CATEGORY_TOPICS})
       union all
       (select name from tags order by md5(name) limit ${FEED_TOPICS - FEED_CATEGORY_TOPICS})) t
     on conflict do nothing`,
  );
  // As the seed's own tables are after seeding: a running site's autovacuum would have marked these
  // pages all-visible, so the feed's index-only reads of follows skip the heap.
  await database.db.execute('vacuum analyze follows, topic_follows');
}
