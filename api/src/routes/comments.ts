import {
  API,
  commentIdParamsSchema,
  commentListQuerySchema,
  commentListSchema,
  commentRepliesQuerySchema,
  commentSchema,
  commentsParamsSchema,
  createCommentRequestSchema,
  editCommentRequestSchema,
  messageResponseSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { tag } from '../lib/cache-tags';
import { setTotal } from '../lib/paging';
import * as commentsService from '../services/comments';
import { errors, publicRead, security } from './common';

export const commentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API.comments,
    {
      config: publicRead((request) => {
        const { postId } = request.params as { postId: string };
        // The post's visibility decides 404 or the list.
        return [tag.comments(postId), tag.post(postId), tag.names];
      }),
      schema: {
        tags: ['comments'],
        summary:
          "A post's top-level comments, each with replyCount, oldest first (order=newest flips); array, total in X-Total-Count",
        ...security('optional'),
        params: commentsParamsSchema,
        querystring: commentListQuerySchema,
        response: { 200: commentListSchema, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { items, total } = await commentsService.listComments(
        ctx,
        request.params.postId,
        request.query,
        request.user,
      );
      setTotal(reply, total);
      return items;
    },
  );

  app.post(
    API.comments,
    {
      config: { rateLimit: app.rateLimitPolicy('comment') },
      schema: {
        tags: ['comments'],
        summary:
          "Comment on a post (trimmed, not blank; @username linked), or reply to parentId (a visible comment of the post); notifies the people it mentions, the parent's and the post's authors; 403 when the writer and the parent's or the post's author block each other",
        ...security('user'),
        params: commentsParamsSchema,
        body: createCommentRequestSchema,
        response: { 201: commentSchema, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await commentsService.createComment(
            ctx,
            request.params.postId,
            request.body.content,
            request.user!,
            request.body.parentId ?? null,
          ),
        ),
  );

  app.get(
    API.commentReplies,
    {
      config: publicRead((request) => {
        const { commentId } = request.params as { commentId: string };
        // The handler adds the comment's post (its comments and visibility) once it has read it.
        return [tag.comment(commentId), tag.names];
      }),
      schema: {
        tags: ['comments'],
        summary:
          "A comment's direct replies, oldest first, each with replyCount; at level 3 its whole subtree in time order, each with replyTo; array, total in X-Total-Count",
        ...security('optional'),
        params: commentIdParamsSchema,
        querystring: commentRepliesQuerySchema,
        response: { 200: commentListSchema, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { items, total } = await commentsService.listReplies(
        ctx,
        request.params.commentId,
        request.query,
        request.user,
      );
      setTotal(reply, total);
      return items;
    },
  );

  app.put(
    API.comment,
    {
      config: { rateLimit: app.rateLimitPolicy('comment') },
      schema: {
        tags: ['comments'],
        summary:
          "Edit a comment's text (its author only; trimmed, not blank, as a new comment); sets editedAt. Admins and the post's author hide or delete, they do not edit",
        ...security('user'),
        params: commentIdParamsSchema,
        body: editCommentRequestSchema,
        response: { 200: commentSchema, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      commentsService.editComment(ctx, request.params.commentId, request.body.content, request.user!),
  );

  app.delete(
    API.comment,
    {
      config: { rateLimit: app.rateLimitPolicy('write') },
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment (its author, the post author or an ADMIN)',
        ...security('user'),
        params: commentIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await commentsService.deleteComment(ctx, request.params.commentId, request.user!);
      return { message: 'Comment deleted' };
    },
  );
};
