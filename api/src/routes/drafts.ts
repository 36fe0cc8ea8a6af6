import {
  API,
  createDraftRequestSchema,
  draftConflictSchema,
  draftListQuerySchema,
  draftParamsSchema,
  draftSchema,
  messageResponseSchema,
  PAGE_DEFAULT_SIZE,
  PAGE_MAX_SIZE,
  pagedDraftsSchema,
  postSchema,
  publishDraftRequestSchema,
  saveDraftRequestSchema,
} from '@cwt/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { sendError } from '../lib/errors';
import * as draftsService from '../services/drafts';
import { errors, onePageDescription, security } from './common';

/** A stale save answers the server's copy beside the message (the error handler sends no `draft`). */
async function orConflict<T>(reply: FastifyReply, write: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof draftsService.DraftConflict)) throw error;
    return sendError(reply, 409, error.code, error.message, { draft: error.draft });
  }
}

const conflict = { 409: draftConflictSchema };

export const draftRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const write = { config: { rateLimit: app.rateLimitPolicy('write') } };

  app.get(
    API.drafts,
    {
      schema: {
        tags: ['drafts'],
        summary: "The caller's drafts, last edited first; postId finds the draft of one post",
        description: onePageDescription('drafts', PAGE_DEFAULT_SIZE, PAGE_MAX_SIZE, 'body'),
        ...security('user'),
        querystring: draftListQuerySchema,
        response: { 200: pagedDraftsSchema, ...errors(400, 401) },
      },
    },
    async (request) => draftsService.listDrafts(ctx, request.user!, request.query),
  );

  app.post(
    API.drafts,
    {
      ...write,
      schema: {
        tags: ['drafts'],
        summary: 'Start a draft, new or of a post the caller may edit (409 with the existing one)',
        ...security('user'),
        body: createDraftRequestSchema,
        response: { 201: draftSchema, ...errors(400, 401, 403, 404, 429), ...conflict },
      },
    },
    async (request, reply) =>
      orConflict(reply, async () =>
        reply.code(201).send(await draftsService.createDraft(ctx, request.user!, request.body)),
      ),
  );

  app.get(
    API.draft,
    {
      schema: {
        tags: ['drafts'],
        summary: 'One of the caller’s drafts (404 for anyone else’s)',
        ...security('user'),
        params: draftParamsSchema,
        response: { 200: draftSchema, ...errors(401, 404) },
      },
    },
    async (request) => draftsService.getDraft(ctx, request.user!, request.params.id),
  );

  app.put(
    API.draft,
    {
      // Autosave: its own, larger budget, so typing never uses up the one of publishing and commenting.
      config: { rateLimit: app.rateLimitPolicy('autosave') },
      schema: {
        tags: ['drafts'],
        summary: 'Save a draft from the version it started from (409 with the server copy when stale)',
        ...security('user'),
        params: draftParamsSchema,
        body: saveDraftRequestSchema,
        response: { 200: draftSchema, ...errors(400, 401, 404, 429), ...conflict },
      },
    },
    async (request, reply) =>
      orConflict(reply, () => draftsService.saveDraft(ctx, request.user!, request.params.id, request.body)),
  );

  app.delete(
    API.draft,
    {
      ...write,
      schema: {
        tags: ['drafts'],
        summary: 'Delete one of the caller’s drafts',
        ...security('user'),
        params: draftParamsSchema,
        response: { 200: messageResponseSchema, ...errors(401, 404, 429) },
      },
    },
    async (request) => draftsService.deleteDraft(ctx, request.user!, request.params.id),
  );

  app.post(
    API.draftPublish,
    {
      ...write,
      schema: {
        tags: ['drafts'],
        summary:
          'Publish a draft: a new one creates the post (201), one of a post updates it (200); the draft is removed',
        ...security('user'),
        params: draftParamsSchema,
        body: publishDraftRequestSchema,
        response: { 200: postSchema, 201: postSchema, ...errors(400, 401, 403, 404, 429), ...conflict },
      },
    },
    async (request, reply) =>
      orConflict(reply, async () => {
        const { post, created } = await draftsService.publishDraft(
          ctx,
          request.user!,
          request.params.id,
          request.body.version,
        );
        return reply.code(created ? 201 : 200).send(post);
      }),
  );
};
