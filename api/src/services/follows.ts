import { BLOCKED_MESSAGES, type FollowResponse, type FollowUser } from '@cwt/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import { queryRows } from '../db/client';
import { follows, users } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { badRequest, forbidden } from '../lib/errors';
import { blockedEitherWay, lockPair } from './blocks';
import { actorNameOf, announce, insertNotifications, withdrawFromGroup } from './notifications';
import { getUserRow, toUserRef, userRefColumns } from './users';

async function counts(ctx: AppContext, userId: string) {
  const [row] = await queryRows<{ followers: number; following: number }>(
    ctx.db,
    sql`select (select count(*)::int from follows f where f.followee_id = ${userId}) as followers,
      (select count(*)::int from follows f where f.follower_id = ${userId}) as following`,
  );
  return { followerNumber: row?.followers ?? 0, followingNumber: row?.following ?? 0 };
}

/**
 * Follow or unfollow, idempotently; the counts returned are the followee's. Following notifies the
 * followee once per follower (the dedupe index keeps follow-unfollow-follow from spamming).
 */
export async function setFollow(
  ctx: AppContext,
  user: AuthUser,
  userId: string,
  follow: boolean,
): Promise<FollowResponse> {
  if (userId === user.id) throw badRequest('FOLLOW_SELF', "You can't follow yourself");
  const target = await getUserRow(ctx, userId);
  if (follow) {
    const name = await actorNameOf(ctx, user.id);
    // The followee's notification commits with the follow (or neither does).
    const created = await ctx.db.transaction(async (tx) => {
      await lockPair(tx, user.id, target.id);
      if (await blockedEitherWay(tx, user.id, target.id)) throw forbidden('BLOCKED', BLOCKED_MESSAGES.follow);
      const inserted = await tx
        .insert(follows)
        .values({ followerId: user.id, followeeId: target.id })
        .onConflictDoNothing()
        .returning({ at: follows.createdAt });
      if (inserted.length === 0) return [];
      return insertNotifications(tx, [
        {
          recipientId: target.id,
          actorId: user.id,
          type: 'FOLLOW',
          params: { actor: name, others: 0 },
          postId: null,
          targetId: target.id,
        },
      ]);
    });
    announce(created, ctx.db);
  } else {
    // The follower no longer counts in the followee's group of new followers.
    const changed = await ctx.db.transaction(async (tx) => {
      const removed = await tx
        .delete(follows)
        .where(and(eq(follows.followerId, user.id), eq(follows.followeeId, target.id)))
        .returning({ at: follows.createdAt });
      if (removed.length === 0) return [];
      return withdrawFromGroup(tx, {
        recipientId: target.id,
        type: 'FOLLOW',
        targetId: target.id,
        actorId: user.id,
      });
    });
    announce(changed, ctx.db);
  }
  // Both profiles' counts, both lists, the follower's follow flag, the top authors' follower counts.
  ctx.cache.touch(
    tag.user(target.id),
    tag.user(user.id),
    tag.followers(target.id),
    tag.following(user.id),
    tag.viewer(user.id),
    tag.topAuthors,
  );
  return { following: follow, ...(await counts(ctx, target.id)) };
}

/** Followers (who follow userId) or following (whom userId follows), most recent first. */
export async function listFollows(
  ctx: AppContext,
  userId: string,
  which: 'followers' | 'following',
  page: number,
  size: number,
): Promise<{ items: FollowUser[]; total: number }> {
  await getUserRow(ctx, userId);
  const where = which === 'followers' ? eq(follows.followeeId, userId) : eq(follows.followerId, userId);
  const other = which === 'followers' ? follows.followerId : follows.followeeId;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select(userRefColumns)
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(where)
      .orderBy(desc(follows.createdAt), users.id)
      .limit(size)
      .offset(page * size),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(follows).where(where),
  ]);
  return {
    items: rows.map((r) => toUserRef(r, ctx.config.publicUrl)),
    total: count?.n ?? 0,
  };
}
