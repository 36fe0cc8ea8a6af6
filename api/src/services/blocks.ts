import { BLOCK_LIST_MAX, type BlockedUser, type BlockResponse, type MuteResponse } from '@cwt/contracts';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext, AuthUser } from '../context';
import { type Db, queryRows } from '../db/client';
import { blocks, follows, mutes, users } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { badRequest } from '../lib/errors';
import { getUserRow, toUserRef, userRefColumns } from './users';

/** A user id in SQL: a value, a column, or an expression such as sql`p.author_id`. */
type UserIdSql = string | SQL | AnyPgColumn;

/**
 * Whether the viewer is shown posts by `author`: not when they block or mute them. Each check is a
 * primary-key probe, so a list walking its index stays a walk; callers add it only for viewers who
 * block or mute someone (`postFilterFor`), so everyone else's lists are the shared ones.
 */
export function postsShownSql(viewerId: string, author: UserIdSql): SQL {
  return sql`(not exists (select 1 from blocks hb where hb.blocker_id = ${viewerId} and hb.blocked_id = ${author})
    and not exists (select 1 from mutes hm where hm.muter_id = ${viewerId} and hm.muted_id = ${author}))`;
}

/**
 * Whether the viewer is shown what `person` says to others (comments, replies, notifications): not
 * when either blocks the other, or the viewer mutes them. A null person (a system notification) is
 * shown.
 */
export function peopleShownSql(viewerId: string, person: UserIdSql): SQL {
  return sql`(${postsShownSql(viewerId, person)}
    and not exists (select 1 from blocks hr where hr.blocker_id = ${person} and hr.blocked_id = ${viewerId}))`;
}

/** The authors whose posts the viewer is not shown, as a set to count their posts from. */
export function hiddenAuthorsSql(viewerId: string): SQL {
  return sql`(select hb.blocked_id from blocks hb where hb.blocker_id = ${viewerId}
    union select hm.muted_id from mutes hm where hm.muter_id = ${viewerId})`;
}

/** True when either of the two blocks the other: no follow, reply or mention passes between them. */
export function blockedEitherWaySql(a: UserIdSql, b: UserIdSql): SQL {
  return sql`exists (select 1 from blocks bb where (bb.blocker_id = ${a} and bb.blocked_id = ${b})
    or (bb.blocker_id = ${b} and bb.blocked_id = ${a}))`;
}

/**
 * Serialises a block and a follow between the same two members (either order): without it a follow
 * checked before a concurrent block committed could be inserted after the block ended the follows.
 * Held to the end of the transaction `tx`.
 */
export async function lockPair(tx: Db, a: string, b: string): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext(${`pair:${low}:${high}`}))`);
}

export async function blockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [row] = await queryRows<{ blocked: boolean }>(
    db,
    sql`select ${blockedEitherWaySql(a, b)} as blocked`,
  );
  return Boolean(row?.blocked);
}

interface Relations {
  blocks: boolean;
  blockedBy: boolean;
  mutes: boolean;
}

/**
 * Whether the viewer blocks, is blocked by, or mutes anyone: three index probes, remembered until a
 * block or mute naming them touches `BL:<viewer>`, so the common answer (none) costs a cache hit.
 */
async function relationsOf(ctx: AppContext, viewerId: string): Promise<Relations> {
  return ctx.cache.memo(`hides:${viewerId}`, { size: 96, deps: [tag.blocks(viewerId)] }, async () => {
    const [row] = await queryRows<{ blocks: boolean; blocked_by: boolean; mutes: boolean }>(
      ctx.db,
      sql`select exists (select 1 from blocks where blocker_id = ${viewerId}) as blocks,
        exists (select 1 from blocks where blocked_id = ${viewerId}) as blocked_by,
        exists (select 1 from mutes where muter_id = ${viewerId}) as mutes`,
    );
    return { blocks: Boolean(row?.blocks), blockedBy: Boolean(row?.blocked_by), mutes: Boolean(row?.mutes) };
  });
}

/**
 * The viewer whose post lists must leave authors out (they block or mute someone), or null: anonymous
 * visitors and members who block and mute no one read the shared lists.
 */
export async function postFilterFor(ctx: AppContext, viewerId: string | null): Promise<string | null> {
  if (!viewerId) return null;
  const r = await relationsOf(ctx, viewerId);
  return r.blocks || r.mutes ? viewerId : null;
}

/** As `postFilterFor`, for comments and notifications, which a block hides both ways. */
export async function peopleFilterFor(ctx: AppContext, viewerId: string | null): Promise<string | null> {
  if (!viewerId) return null;
  const r = await relationsOf(ctx, viewerId);
  return r.blocks || r.blockedBy || r.mutes ? viewerId : null;
}

/** The member the caller names: 400 for themselves, 404 unknown. */
async function otherMember(ctx: AppContext, user: AuthUser, userId: string, self: string) {
  if (userId === user.id) throw badRequest('BLOCK_SELF', self);
  return getUserRow(ctx, userId);
}

async function refuseOverLimit(ctx: AppContext, count: SQL, what: string): Promise<void> {
  const [row] = await queryRows<{ n: number }>(ctx.db, sql`select (${count})::int as n`);
  if ((row?.n ?? 0) >= BLOCK_LIST_MAX)
    throw badRequest('BLOCK_LIMIT', `You can ${what} at most ${BLOCK_LIST_MAX} people`);
}

/**
 * Block or unblock, idempotently. A block ends follows both ways in its transaction. The blocked
 * member is not told: no notification, and nothing in what they read says so.
 */
export async function setBlock(
  ctx: AppContext,
  user: AuthUser,
  userId: string,
  block: boolean,
): Promise<BlockResponse> {
  const target = await otherMember(ctx, user, userId, "You can't block yourself");
  let ended: { followerId: string; followeeId: string }[] = [];
  if (block) {
    await refuseOverLimit(
      ctx,
      sql`select count(*) from blocks where blocker_id = ${user.id} and blocked_id <> ${target.id}`,
      'block',
    );
    ended = await ctx.db.transaction(async (tx) => {
      await lockPair(tx, user.id, target.id);
      await tx.insert(blocks).values({ blockerId: user.id, blockedId: target.id }).onConflictDoNothing();
      return tx
        .delete(follows)
        .where(
          or(
            and(eq(follows.followerId, user.id), eq(follows.followeeId, target.id)),
            and(eq(follows.followerId, target.id), eq(follows.followeeId, user.id)),
          ),
        )
        .returning({ followerId: follows.followerId, followeeId: follows.followeeId });
    });
  } else {
    await ctx.db.delete(blocks).where(and(eq(blocks.blockerId, user.id), eq(blocks.blockedId, target.id)));
  }
  // Both members' filters and notification pages; the ended follows' counts, lists and flags.
  const touched = [
    tag.blocks(user.id),
    tag.blocks(target.id),
    tag.notifications(user.id),
    tag.notifications(target.id),
  ];
  for (const f of ended)
    touched.push(
      tag.followers(f.followeeId),
      tag.following(f.followerId),
      tag.user(f.followeeId),
      tag.user(f.followerId),
      tag.viewer(f.followerId),
    );
  if (ended.length > 0) touched.push(tag.topAuthors);
  ctx.cache.touch(...touched);
  return { blocked: block };
}

/** Mute or unmute, idempotently: only the muter's reads change. */
export async function setMute(
  ctx: AppContext,
  user: AuthUser,
  userId: string,
  mute: boolean,
): Promise<MuteResponse> {
  const target = await otherMember(ctx, user, userId, "You can't mute yourself");
  if (mute) {
    await refuseOverLimit(
      ctx,
      sql`select count(*) from mutes where muter_id = ${user.id} and muted_id <> ${target.id}`,
      'mute',
    );
    await ctx.db.insert(mutes).values({ muterId: user.id, mutedId: target.id }).onConflictDoNothing();
  } else {
    await ctx.db.delete(mutes).where(and(eq(mutes.muterId, user.id), eq(mutes.mutedId, target.id)));
  }
  ctx.cache.touch(tag.blocks(user.id), tag.notifications(user.id));
  return { muted: mute };
}

/** The members the user blocks or mutes, most recent first (bounded by BLOCK_LIST_MAX, so unpaged). */
export async function listBlocked(
  ctx: AppContext,
  userId: string,
  which: 'blocks' | 'mutes',
): Promise<BlockedUser[]> {
  const [owner, other, at] =
    which === 'blocks'
      ? [blocks.blockerId, blocks.blockedId, blocks.createdAt]
      : [mutes.muterId, mutes.mutedId, mutes.createdAt];
  const rows = await ctx.db
    .select({ ...userRefColumns, since: at })
    .from(which === 'blocks' ? blocks : mutes)
    .innerJoin(users, eq(users.id, other))
    .where(eq(owner, userId))
    .orderBy(desc(at), users.id)
    .limit(BLOCK_LIST_MAX);
  return rows.map((r) => ({ ...toUserRef(r, ctx.config.publicUrl), since: r.since.toISOString() }));
}
