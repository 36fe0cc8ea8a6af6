import { COMMENT_THREAD_LEVELS } from '@cwt/contracts';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import { queryRows } from '../db/client';
import { commentLikes, comments, reportItems } from '../db/schema';
import { peopleShownSql } from './blocks';
import { deletedUserId } from './deleted-user';

type Db = AppContext['db'];

/**
 * Whether the comment row named `c` (an SQL alias) is listed for the viewer: a comment they may
 * read, or a tombstone (deleted, or hidden from them) that still has replies to carry. Moderated
 * comments stay readable by their author and admins; a deleted row always has replies (the last
 * one going removes it), so it is always listed. `hider` (services/blocks.ts, `peopleFilterFor`)
 * is the viewer when they block, are blocked by or mute someone: those people's comments are left
 * out with the replies under them, which are read through them.
 */
export function listedSql(c: string, viewer: AuthUser | null, hider: string | null): SQL {
  const alias = sql.raw(`"${c}"`);
  const people = hider ? peopleShownSql(hider, sql`${alias}."author_id"`) : null;
  if (viewer?.role === 'ADMIN') return people ?? sql`true`;
  const own = viewer ? sql` or ${alias}."author_id" = ${viewer.id}` : sql``;
  const listed = sql`(not ${alias}."hidden" or ${alias}."deleted_at" is not null${own}
    or exists (select 1 from comments k where k.parent_id = ${alias}."id"))`;
  return people ? sql`(${listed} and ${people})` : listed;
}

/**
 * What `GET /api/comments/{id}/replies` lists for the viewer under the comment row named `c`: its
 * direct replies, or at the last nested level its whole subtree (the rows anchored to it).
 */
export function replyCountSql(c: string, viewer: AuthUser | null, hider: string | null): SQL<number> {
  const alias = sql.raw(`"${c}"`);
  const listed = listedSql('r', viewer, hider);
  return sql<number>`case when ${alias}."depth" = ${COMMENT_THREAD_LEVELS}
    then (select count(*)::int from comments r where r.anchor_id = ${alias}."id" and ${listed})
    else (select count(*)::int from comments r where r.parent_id = ${alias}."id" and ${listed}) end`;
}

/** Where a reply to `parent` sits: one level deeper; past the last nested level, under its anchor. */
export function replyPlacement(parent: { id: string; depth: number; anchorId: string | null }): {
  depth: number;
  anchorId: string | null;
} {
  const depth = parent.depth + 1;
  if (depth <= COMMENT_THREAD_LEVELS) return { depth, anchorId: null };
  return { depth, anchorId: parent.depth === COMMENT_THREAD_LEVELS ? parent.id : parent.anchorId };
}

/**
 * Turns the given comments into tombstones: no text, no likes, the placeholder author (so the
 * author's account can go without them), already moderated (nothing left to score), and their
 * reports gone. Counters are the caller's: only it knows whether each was counted.
 */
export async function tombstone(tx: Db, where: SQL): Promise<string[]> {
  const placeholder = await deletedUserId(tx);
  const rows = await tx
    .update(comments)
    .set({
      deletedAt: sql`now()`,
      content: '',
      authorId: placeholder,
      likeCount: 0,
      moderatedAt: sql`now()`,
    })
    .where(and(isNull(comments.deletedAt), where))
    .returning({ id: comments.id });
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) {
    await tx.delete(commentLikes).where(inArray(commentLikes.commentId, ids));
    await tx.delete(reportItems).where(and(eq(reportItems.type, 'Com'), inArray(reportItems.contentId, ids)));
  }
  return ids;
}

/** Has at least one reply (of any state). */
export const hasReplies = sql`exists (select 1 from comments k where k.parent_id = ${comments.id})`;

/**
 * Tombstones a leaving user's comments that have replies, on posts that stay (their own posts go
 * with every comment under them). Run before the account's rows are deleted.
 */
export function tombstoneAuthorsThreads(tx: Db, userId: string): Promise<string[]> {
  return tombstone(
    tx,
    and(
      eq(comments.authorId, userId),
      hasReplies,
      sql`${comments.postId} not in (select p.id from posts p where p.author_id = ${userId})`,
    )!,
  );
}

/**
 * Removes tombstones left without replies (their last reply was deleted in the same transaction, by
 * an account's removal), level by level up the thread.
 */
export async function pruneTombstones(tx: Db): Promise<void> {
  for (;;) {
    const gone = await queryRows<{ id: string }>(
      tx,
      sql`delete from comments c where c.deleted_at is not null
          and not exists (select 1 from comments k where k.parent_id = c.id) returning c.id`,
    );
    if (gone.length === 0) return;
  }
}

/**
 * After a leaf was removed: its tombstoned ancestors that no longer have replies go too. Each is
 * locked before its replies are counted, so of two replies deleted at once the later one sees the
 * other gone and removes the tombstone (the leaf was locked first: locks go child before parent).
 */
export async function pruneAncestors(tx: Db, parentId: string | null): Promise<void> {
  let id = parentId;
  while (id) {
    const [node] = await tx
      .select({ deletedAt: comments.deletedAt, parentId: comments.parentId })
      .from(comments)
      .where(eq(comments.id, id))
      .for('update');
    if (!node?.deletedAt) return;
    const [reply] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.parentId, id))
      .limit(1);
    if (reply) return;
    await tx.delete(comments).where(eq(comments.id, id));
    id = node.parentId;
  }
}
