import {
  API,
  arrayPageQuerySchema,
  followListSchema,
  followParamsSchema,
  followResponseSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { tag } from '../lib/cache-tags';
import { setTotal } from '../lib/paging';
import { listFollows, setFollow } from '../services/follows';
import { errors, publicRead } from './common';
import { switchRoutes } from './switch-routes';

export const followRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  switchRoutes(app, {
    url: API.follow,
    tag: 'follows',
    summary: {
      on: 'Follow a user (idempotent; notifies them once); returns their counts; 403 when either blocks the other',
      off: 'Unfollow a user (idempotent); returns their counts',
    },
    params: followParamsSchema,
    response: followResponseSchema,
    moreErrors: [403, 404],
    set: (user, params, follow) => setFollow(ctx, user, params.userId, follow),
  });

  for (const which of ['followers', 'following'] as const) {
    app.get(
      which === 'followers' ? API.followers : API.following,
      {
        config: publicRead((request) => {
          const { userId } = request.params as { userId: string };
          const list = which === 'followers' ? tag.followers(userId) : tag.following(userId);
          return [list, tag.user(userId), tag.names];
        }),
        schema: {
          tags: ['follows'],
          summary:
            which === 'followers'
              ? "A user's followers, most recent first (array; total in X-Total-Count)"
              : 'The users a user follows, most recent first (array; total in X-Total-Count)',
          params: followParamsSchema,
          querystring: arrayPageQuerySchema,
          response: { 200: followListSchema, ...errors(400, 404) },
        },
      },
      async (request, reply) => {
        const { items, total } = await listFollows(
          ctx,
          request.params.userId,
          which,
          request.query.page,
          request.query.size,
        );
        setTotal(reply, total);
        return items;
      },
    );
  }
};
