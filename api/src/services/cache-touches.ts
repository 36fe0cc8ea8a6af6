import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { type Db, queryRows } from '../db/client';
import { type PostShape, postWriteTags, tag } from '../lib/cache-tags';
import { postSearchTags } from '../lib/search-terms';

/**
 * What a write must know to touch the read cache's tags precisely (lib/cache-tags.ts), read in the
 * write's transaction before it changes anything: the post's lists, who bookmarked it (their
 * bookmark lists show it while visible) and whose notifications name it.
 */
export interface PostSnapshot {
  shape: PostShape | null;
  bookmarkers: string[];
  recipients: string[];
}

type ShapeRow = {
  id: string;
  author_id: string;
  category: string;
  tags: string[];
  hidden: boolean;
  lexemes: string[];
  head_lexemes: string[];
  title_plain: string;
};

const toShape = (r: ShapeRow): PostShape => ({
  id: r.id,
  authorId: r.author_id,
  category: r.category,
  tags: r.tags,
  hidden: r.hidden,
  search: postSearchTags(r.lexemes, r.title_plain, r.head_lexemes),
});

/** The columns `toShape` reads, of posts `p` joined to categories `c`. */
const SHAPE_COLUMNS = sql`p.id, p.author_id, c.name as category, p.tags, p.hidden,
  tsvector_to_array(p.search) as lexemes, tsvector_to_array(p.search_head) as head_lexemes, p.title_plain`;

export async function postShape(db: Db, id: string): Promise<PostShape | null> {
  const [row] = await queryRows<ShapeRow>(
    db,
    sql`select ${SHAPE_COLUMNS} from posts p join categories c on c.id = p.category_id where p.id = ${id}`,
  );
  return row ? toShape(row) : null;
}

export async function postSnapshot(db: Db, id: string): Promise<PostSnapshot> {
  const [shape, bookmarkers, recipients] = await Promise.all([
    postShape(db, id),
    queryRows<{ user_id: string }>(db, sql`select user_id from bookmarks where post_id = ${id}`),
    queryRows<{ recipient_id: string }>(
      db,
      sql`select distinct recipient_id from notifications where post_id = ${id}`,
    ),
  ]);
  return {
    shape,
    bookmarkers: bookmarkers.map((r) => r.user_id),
    recipients: recipients.map((r) => r.recipient_id),
  };
}

/**
 * Touches what a post write changed, after it committed: `before` from `postSnapshot` taken before
 * the write (null for a create), `after` the post as it is now (null once deleted).
 */
export function touchPost(ctx: AppContext, before: PostSnapshot | null, after: PostShape | null): void {
  const shape = before?.shape ?? null;
  if (!shape && !after) return;
  const tags = postWriteTags(shape, after);
  const listed = (s: PostShape | null) => s !== null && !s.hidden;
  if (before && listed(shape) !== listed(after)) {
    // Bookmark lists hide a moderated post from everyone but its author.
    for (const u of before.bookmarkers) tags.push(tag.bookmarks(u));
  }
  if (before && !after) for (const u of before.recipients) tags.push(tag.notifications(u));
  ctx.cache.touch(...tags);
}

/** A comment appeared, went, or was hidden or shown: its post's count and comment pages. */
export function touchComment(ctx: AppContext, postId: string, commentId: string): void {
  ctx.cache.touch(tag.counters(postId), tag.comments(postId), tag.comment(commentId), tag.list.byComments);
}

/**
 * Everything a user's removal changes, read in its transaction before the delete: their posts (and
 * the lists, bookmarks and notifications naming them), the counters of what they liked or commented,
 * the people they followed or who followed them, the notifications they caused.
 */
export async function userRemovalTags(db: Db, userId: string): Promise<string[]> {
  // One after another: they share the caller's transaction, which runs one statement at a time.
  const own = await queryRows<ShapeRow>(
    db,
    sql`select ${SHAPE_COLUMNS} from posts p join categories c on c.id = p.category_id
        where p.author_id = ${userId}`,
  );
  const bookmarkers = await queryRows<{ id: string }>(
    db,
    sql`select distinct b.user_id as id from bookmarks b join posts p on p.id = b.post_id where p.author_id = ${userId}`,
  );
  const recipients = await queryRows<{ id: string }>(
    db,
    sql`select distinct n.recipient_id as id from notifications n
        where n.actor_id = ${userId} or n.post_id in (select id from posts where author_id = ${userId})`,
  );
  const counted = await queryRows<{ id: string }>(
    db,
    sql`select post_id as id from post_likes where user_id = ${userId}
        union select post_id from comments where author_id = ${userId}
        union select c.post_id from comment_likes l join comments c on c.id = l.comment_id where l.user_id = ${userId}`,
  );
  const follows = await queryRows<{ follower_id: string; followee_id: string }>(
    db,
    sql`select follower_id, followee_id from follows where follower_id = ${userId} or followee_id = ${userId}`,
  );
  const written = await queryRows<{ id: string }>(
    db,
    sql`select id from comments where author_id = ${userId}`,
  );
  const tags = new Set<string>([
    tag.auth(userId),
    tag.user(userId),
    tag.viewer(userId),
    tag.bookmarks(userId),
    tag.notifications(userId),
    tag.followers(userId),
    tag.following(userId),
    tag.list.author(userId),
    tag.list.byLikes,
    tag.list.byComments,
    tag.names,
    tag.topAuthors,
  ]);
  for (const r of own) for (const t of postWriteTags(toShape(r), null)) tags.add(t);
  for (const r of bookmarkers) tags.add(tag.bookmarks(r.id));
  for (const r of recipients) tags.add(tag.notifications(r.id));
  for (const r of counted) {
    tags.add(tag.counters(r.id));
    tags.add(tag.comments(r.id));
  }
  for (const r of written) tags.add(tag.comment(r.id));
  for (const f of follows) {
    const other = f.follower_id === userId ? f.followee_id : f.follower_id;
    tags.add(tag.user(other));
    tags.add(tag.followers(other));
    tags.add(tag.following(other));
  }
  return [...tags];
}
