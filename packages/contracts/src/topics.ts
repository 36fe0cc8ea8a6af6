import { z } from 'zod';
import { isoDateSchema, pagedSchema, pageQuerySchema } from './common';
import { postSummarySchema } from './posts';

/**
 * A topic is a name matched case-insensitively against a post's category or any of its tags (as
 * `GET /api/posts?topic=` does). Control characters have no place in a name a page shows.
 */
export const TOPIC_NAME_MAX = 60;
export const topicNameSchema = z
  .string()
  .trim()
  .min(1, 'Topic name is required')
  .max(TOPIC_NAME_MAX)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'Topic name has control characters');

export const topicParamsSchema = z.object({ name: topicNameSchema });

/** POST/DELETE /api/topics/:name/follow. */
export const topicFollowResponseSchema = z.object({
  name: z.string().describe('the topic as followed (its first spelling)'),
  following: z.boolean(),
});
export type TopicFollowResponse = z.infer<typeof topicFollowResponseSchema>;

/** Topics one member may follow: bounds their list (answered unpaged) and the feed's topic set. */
export const TOPIC_FOLLOW_MAX = 200;

/** A row of GET /api/users/me/topics, most recently followed first. */
export const followedTopicSchema = z.object({ name: z.string(), followedAt: isoDateSchema });
export type FollowedTopic = z.infer<typeof followedTopicSchema>;
export const followedTopicListSchema = z.array(followedTopicSchema);

/**
 * The Following feed holds a member's newest this-many matching posts: `totalElements` counts up
 * to it and pages past it are empty, so no page walks further back than that.
 */
export const FEED_LIMIT = 1000;
export const feedQuerySchema = pageQuerySchema;
export type FeedQuery = z.infer<typeof feedQuerySchema>;
export const pagedFeedSchema = pagedSchema(postSummarySchema);
