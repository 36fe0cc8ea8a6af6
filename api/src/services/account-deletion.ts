import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';
import { verifyPassword } from '../lib/password';
import { userRemovalTags } from './cache-touches';
import { pruneTombstones, tombstoneAuthorsThreads } from './comment-threads';
import { getUserRow } from './users';

/**
 * Removes the user and everything they wrote (posts, comments, likes, bookmarks, follows, history,
 * their notifications and tokens, all by cascade). Removal rather than anonymization: what they
 * published goes with them, except that their comments with replies stay as tombstones. Rows that only point at them (notifications they caused, reports they
 * filed, uploads) keep existing with the reference set to null. The denormalized like and comment
 * counters of other people's posts and comments are corrected first, in the same transaction.
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  password: string,
): Promise<{ message: string }> {
  const user = await getUserRow(ctx, userId);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw badRequest('CURRENT_PASSWORD_INCORRECT', 'Current password is incorrect', 'password');
  if (user.role === 'ADMIN') {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'ADMIN'));
    if ((row?.n ?? 0) <= 1) throw conflict('LAST_ADMIN', 'The last admin account cannot be deleted');
  }
  const touched = await ctx.db.transaction(async (tx) => {
    const tags = await userRemovalTags(tx, userId);
    await tx.execute(sql`update post_counters pc set like_count = greatest(pc.like_count - 1, 0)
      from posts p where p.id = pc.post_id and p.author_id <> ${userId}
        and pc.post_id in (select post_id from post_likes where user_id = ${userId})`);
    await tx.execute(sql`update comments c set like_count = greatest(c.like_count - 1, 0)
      where c.id in (select comment_id from comment_likes where user_id = ${userId}) and c.author_id <> ${userId}`);
    // Hidden comments (and tombstones) are not counted, so only the visible ones come off.
    await tx.execute(sql`update post_counters pc set comment_count = greatest(pc.comment_count - x.n, 0)
      from (select post_id, count(*)::int as n from comments
            where author_id = ${userId} and not hidden and deleted_at is null group by post_id) x, posts p
      where pc.post_id = x.post_id and p.id = x.post_id and p.author_id <> ${userId}`);
    // Their comments with replies stay as tombstones so the replies keep their place (already
    // subtracted above); the rest go with the account.
    await tombstoneAuthorsThreads(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    await pruneTombstones(tx);
    return tags;
  });
  ctx.cache.touch(...touched);
  return { message: 'Your account has been deleted.' };
}
