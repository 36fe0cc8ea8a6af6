import { API, likeCommentParamsSchema, likePostParamsSchema, likeResponseSchema } from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { setCommentLike, setPostLike } from '../services/likes';
import { errors, security } from './common';

export const likeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const write = {
    config: { rateLimit: app.rateLimitPolicy('write') },
  };
  const postSchema = (summary: string) => ({
    tags: ['likes'],
    summary,
    ...security('user'),
    params: likePostParamsSchema,
    response: { 200: likeResponseSchema, ...errors(400, 401, 404, 429) },
  });
  const commentSchema = (summary: string) => ({
    tags: ['likes'],
    summary,
    ...security('user'),
    params: likeCommentParamsSchema,
    response: { 200: likeResponseSchema, ...errors(400, 401, 404, 429) },
  });

  app.post(
    API.likePost,
    { ...write, schema: postSchema('Like a post (idempotent); returns the new state and count') },
    async (request) => setPostLike(ctx, request.params.postId, request.user!, true),
  );
  app.delete(
    API.likePost,
    { ...write, schema: postSchema('Unlike a post (idempotent); returns the new state and count') },
    async (request) => setPostLike(ctx, request.params.postId, request.user!, false),
  );
  app.post(
    API.likeComment,
    { ...write, schema: commentSchema('Like a comment (idempotent); returns the new state and count') },
    async (request) => setCommentLike(ctx, request.params.commentId, request.user!, true),
  );
  app.delete(
    API.likeComment,
    { ...write, schema: commentSchema('Unlike a comment (idempotent); returns the new state and count') },
    async (request) => setCommentLike(ctx, request.params.commentId, request.user!, false),
  );
};
