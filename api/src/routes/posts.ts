import {
  API,
  createPostRequestSchema,
  messageResponseSchema,
  mostLikedQuerySchema,
  PAGE_DEFAULT_SIZE,
  PAGE_MAX_SIZE,
  pagedPostsSchema,
  pageQuerySchema,
  postByCommentParamsSchema,
  postByCommentResponseSchema,
  postListQuerySchema,
  postListSchema,
  postSchema,
  postsByUserParamsSchema,
  relatedParamsSchema,
  searchQuerySchema,
  updatePostRequestSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { setTotal } from '../lib/paging';
import * as postReads from '../services/post-reads';
import { searchPosts } from '../services/post-search';
import * as postsService from '../services/posts';
import { errors, onePageDescription, PUBLIC_READ, security } from './common';

const viewer = (user: { id: string } | null) => user?.id ?? null;

export const postRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const read = { config: PUBLIC_READ };
  const write = { config: { rateLimit: app.rateLimitPolicy('write') } };
  // Not validated as an ObjectId: a malformed id is a 404 like an unknown one.
  const idParams = z.object({ id: z.string() });

  app.get(
    API.posts,
    {
      ...read,
      schema: {
        tags: ['posts'],
        summary: 'Posts, newest first, paged; q filters titles',
        description: onePageDescription('posts', PAGE_DEFAULT_SIZE, PAGE_MAX_SIZE, 'body'),
        ...security('optional'),
        querystring: postListQuerySchema,
        response: { 200: pagedPostsSchema, ...errors(400) },
      },
    },
    async (request) => postReads.listPosts(ctx, request.query, viewer(request.user)),
  );

  // The static and suffixed paths below are separate routes, so they never reach /api/posts/:id.
  app.get(
    API.postsMostLiked,
    {
      ...read,
      schema: {
        tags: ['posts'],
        summary: 'Most liked posts, optionally within this week, month or year',
        description: onePageDescription('posts', PAGE_DEFAULT_SIZE, PAGE_MAX_SIZE, 'body'),
        ...security('optional'),
        querystring: mostLikedQuerySchema,
        response: { 200: pagedPostsSchema, ...errors(400) },
      },
    },
    async (request) => postReads.mostLiked(ctx, request.query, viewer(request.user)),
  );

  app.get(
    API.postsSearch,
    {
      ...read,
      schema: {
        tags: ['posts'],
        summary: 'Ranked full-text search over title, tags and body (array; total in X-Total-Count)',
        ...security('optional'),
        querystring: searchQuerySchema,
        response: { 200: postListSchema, ...errors(400) },
      },
    },
    async (request, reply) => {
      const { items, total } = await searchPosts(ctx, request.query, viewer(request.user));
      setTotal(reply, total);
      return items;
    },
  );

  app.get(
    API.postsByUser,
    {
      ...read,
      schema: {
        tags: ['posts'],
        summary: "A user's posts, newest first (array; total in X-Total-Count)",
        ...security('optional'),
        params: postsByUserParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: postListSchema, ...errors(400) },
      },
    },
    async (request, reply) => {
      const { items, total } = await postReads.postsByUser(
        ctx,
        request.params.userId,
        request.query.page,
        request.query.size,
        viewer(request.user),
      );
      setTotal(reply, total);
      return items;
    },
  );

  app.get(
    API.postsRelated,
    {
      ...read,
      schema: {
        tags: ['posts'],
        summary: 'Posts sharing the tag (or the category), excluding the post itself',
        ...security('optional'),
        params: relatedParamsSchema,
        querystring: pageQuerySchema.extend({ size: z.coerce.number().int().min(1).max(50).default(4) }),
        response: { 200: pagedPostsSchema, ...errors(400) },
      },
    },
    async (request) =>
      postReads.relatedPosts(
        ctx,
        request.params.tag,
        request.params.postId,
        request.query.page,
        request.query.size,
        viewer(request.user),
      ),
  );

  app.get(
    API.postByCommentId,
    {
      schema: {
        tags: ['posts'],
        summary: 'The id of the post holding a comment, as a bare JSON string',
        params: postByCommentParamsSchema,
        response: { 200: postByCommentResponseSchema, ...errors(400, 404) },
      },
    },
    // A string payload skips the serializer (Fastify would send it as text/plain), so it is encoded here.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(await postReads.postIdByComment(ctx, request.params.commentId))),
  );

  app.get(
    API.post,
    {
      ...read,
      schema: {
        tags: ['posts'],
        summary: 'One post with sanitized HTML content and the author card',
        ...security('optional'),
        params: idParams,
        response: { 200: postSchema, ...errors(404) },
      },
    },
    async (request) => postReads.getPost(ctx, request.params.id, request.user),
  );

  app.post(
    API.posts,
    {
      ...write,
      schema: {
        tags: ['posts'],
        summary:
          'Create a post (HTML sanitized, @username linked; category must exist; followers and the people it mentions are notified)',
        ...security('user'),
        body: createPostRequestSchema,
        response: { 201: postSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await postsService.createPost(ctx, request.user!, request.body)),
  );

  app.put(
    API.post,
    {
      ...write,
      schema: {
        tags: ['posts'],
        summary:
          'Update a post, any subset of the create fields (author or ADMIN); people newly @mentioned are notified',
        ...security('user'),
        params: idParams,
        body: updatePostRequestSchema,
        response: { 200: postSchema, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => postsService.updatePost(ctx, request.params.id, request.user!, request.body),
  );

  app.delete(
    API.post,
    {
      ...write,
      schema: {
        tags: ['posts'],
        summary: 'Delete a post with its comments, likes, bookmarks, history, notifications and reports',
        ...security('user'),
        params: idParams,
        response: { 200: messageResponseSchema, ...errors(401, 403, 404, 429) },
      },
    },
    async (request) => postsService.deletePost(ctx, request.params.id, request.user!),
  );
};
