import { type FollowedTopic, TOPIC_FOLLOW_MAX, type TopicFollowResponse } from '@cwt/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext, AuthUser } from '../context';
import { topicFollows } from '../db/schema';
import { badRequest } from '../lib/errors';

const sameTopic = (userId: string, name: string) =>
  and(eq(topicFollows.userId, userId), sql`lower(${topicFollows.name}) = ${name.toLowerCase()}`);

/**
 * Follow or unfollow a topic, idempotently and case-insensitively: following "React" after "react"
 * keeps the first spelling, which the answer names. Nothing is cached that this changes: the topic
 * list and the Following feed are read from the database per request (docs/architecture.md).
 */
export async function setTopicFollow(
  ctx: AppContext,
  user: AuthUser,
  name: string,
  follow: boolean,
): Promise<TopicFollowResponse> {
  if (!follow) {
    await ctx.db.delete(topicFollows).where(sameTopic(user.id, name));
    return { name, following: false };
  }
  const [state] = await ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      existing: sql<
        string | null
      >`max(${topicFollows.name}) filter (where lower(${topicFollows.name}) = ${name.toLowerCase()})`,
    })
    .from(topicFollows)
    .where(eq(topicFollows.userId, user.id));
  if (state?.existing) return { name: state.existing, following: true };
  if ((state?.count ?? 0) >= TOPIC_FOLLOW_MAX)
    throw badRequest('TOPIC_FOLLOW_LIMIT', `You can follow at most ${TOPIC_FOLLOW_MAX} topics`);
  // A concurrent follow of the same name in another spelling loses the race: its row is the one kept.
  const inserted = await ctx.db
    .insert(topicFollows)
    .values({ userId: user.id, name })
    .onConflictDoNothing()
    .returning({ name: topicFollows.name });
  if (inserted[0]) return { name: inserted[0].name, following: true };
  const [row] = await ctx.db
    .select({ name: topicFollows.name })
    .from(topicFollows)
    .where(sameTopic(user.id, name))
    .limit(1);
  return { name: row?.name ?? name, following: true };
}

/** The member's topics, most recently followed first (a member follows tens, so no paging). */
export async function listTopics(ctx: AppContext, userId: string): Promise<FollowedTopic[]> {
  const rows = await ctx.db
    .select({ name: topicFollows.name, createdAt: topicFollows.createdAt })
    .from(topicFollows)
    .where(eq(topicFollows.userId, userId))
    .orderBy(desc(topicFollows.createdAt), topicFollows.name);
  return rows.map((r) => ({ name: r.name, followedAt: r.createdAt.toISOString() }));
}
