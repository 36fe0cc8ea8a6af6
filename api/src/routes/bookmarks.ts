import {
  API,
  arrayPageQuerySchema,
  bookmarkListSchema,
  bookmarkParamsSchema,
  bookmarkResponseSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { setTotal } from '../lib/paging';
import { listBookmarks, setBookmark } from '../services/bookmarks';
import { errors, security } from './common';

export const bookmarkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API.bookmarks,
    {
      schema: {
        tags: ['bookmarks'],
        summary: "The signed-in user's saved posts, newest saved first (array; total in X-Total-Count)",
        ...security('user'),
        querystring: arrayPageQuerySchema,
        response: { 200: bookmarkListSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listBookmarks(
        ctx,
        request.user!,
        request.query.page,
        request.query.size,
      );
      setTotal(reply, total);
      return items;
    },
  );

  for (const [method, save] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: API.bookmark,
      config: { rateLimit: app.rateLimitPolicy('write') },
      schema: {
        tags: ['bookmarks'],
        summary: save ? 'Save a post (idempotent)' : 'Remove a saved post (idempotent)',
        ...security('user'),
        params: bookmarkParamsSchema,
        response: { 200: bookmarkResponseSchema, ...errors(400, 401, 404) },
      },
      handler: async (request) => setBookmark(ctx, request.user!, request.params.postId, save),
    });
  }
};
