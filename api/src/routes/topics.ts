import {
  API,
  FEED_LIMIT,
  feedQuerySchema,
  followedTopicListSchema,
  PAGE_DEFAULT_SIZE,
  PAGE_MAX_SIZE,
  pagedFeedSchema,
  topicFollowResponseSchema,
  topicParamsSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { followingFeed } from '../services/following-feed';
import { listTopics, setTopicFollow } from '../services/topics';
import { errors, onePageDescription, security } from './common';
import { switchRoutes } from './switch-routes';

/** Topic follows and the Following feed (issue 21): every route is the signed-in member's own. */
export const topicRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  switchRoutes(app, {
    url: API.topicFollow,
    tag: 'follows',
    summary: {
      on: "Follow a topic: a name matched case-insensitively against a post's category or tags (idempotent)",
      off: 'Unfollow a topic (idempotent, case-insensitive)',
    },
    params: topicParamsSchema,
    response: topicFollowResponseSchema,
    set: (user, params, follow) => setTopicFollow(ctx, user, params.name, follow),
  });

  app.get(
    API.myTopics,
    {
      schema: {
        tags: ['follows'],
        summary: 'The topics the signed-in member follows, most recently followed first (array)',
        ...security('user'),
        response: { 200: followedTopicListSchema, ...errors(401) },
      },
    },
    async (request) => listTopics(ctx, request.user!.id),
  );

  app.get(
    API.feedFollowing,
    {
      schema: {
        tags: ['feeds'],
        summary: 'The Following feed: posts by the people and in the topics the member follows, newest first',
        description: `${onePageDescription('posts', PAGE_DEFAULT_SIZE, PAGE_MAX_SIZE, 'body')} The feed holds the newest ${FEED_LIMIT.toLocaleString('en')} matching posts: \`totalElements\` is capped at ${FEED_LIMIT.toLocaleString('en')} and pages past it are empty.`,
        ...security('user'),
        querystring: feedQuerySchema,
        response: { 200: pagedFeedSchema, ...errors(400, 401) },
      },
    },
    async (request) => followingFeed(ctx, request.user!.id, request.query),
  );
};
