import {
  API,
  blockedUserListSchema,
  blockParamsSchema,
  blockResponseSchema,
  muteResponseSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { listBlocked, setBlock, setMute } from '../services/blocks';
import { errors, security } from './common';
import { switchRoutes } from './switch-routes';

/** Blocks and mutes (issue 20): every route is the signed-in member's own. */
export const blockRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  switchRoutes(app, {
    url: API.block,
    tag: 'blocks',
    summary: {
      on: "Block a user (idempotent): ends follows both ways; neither sees the other's comments, nor can follow, reply to or mention the other; their posts and notifications leave your view. They are not told",
      off: 'Unblock a user (idempotent)',
    },
    params: blockParamsSchema,
    response: blockResponseSchema,
    moreErrors: [404],
    set: (user, params, on) => setBlock(ctx, user, params.userId, on),
  });

  switchRoutes(app, {
    url: API.mute,
    tag: 'blocks',
    summary: {
      on: 'Mute a user (idempotent): their posts, comments and notifications leave your view only; follows stay',
      off: 'Unmute a user (idempotent)',
    },
    params: blockParamsSchema,
    response: muteResponseSchema,
    moreErrors: [404],
    set: (user, params, on) => setMute(ctx, user, params.userId, on),
  });

  for (const which of ['blocks', 'mutes'] as const) {
    app.get(
      which === 'blocks' ? API.myBlocks : API.myMutes,
      {
        schema: {
          tags: ['blocks'],
          summary:
            which === 'blocks'
              ? 'The users the signed-in member blocks, most recent first (array)'
              : 'The users the signed-in member mutes, most recent first (array)',
          ...security('user'),
          response: { 200: blockedUserListSchema, ...errors(401) },
        },
      },
      async (request) => listBlocked(ctx, request.user!.id, which),
    );
  }
};
