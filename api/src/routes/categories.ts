import {
  API,
  categoryDeleteQuerySchema,
  categoryIdParamsSchema,
  categoryListSchema,
  categoryRequestSchema,
  categorySchema,
  messageResponseSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { tag } from '../lib/cache-tags';
import { createCategory, deleteCategory, listCategories, renameCategory } from '../services/categories';
import { errors, publicRead, security } from './common';

export const categoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API.categories,
    {
      config: publicRead(() => [tag.categories]),
      schema: {
        tags: ['categories'],
        summary: 'All categories with their post counts',
        response: { 200: categoryListSchema },
      },
    },
    async () => listCategories(ctx),
  );

  app.post(
    API.categories,
    {
      schema: {
        tags: ['categories'],
        summary: 'Add a category (names are unique, case-insensitively)',
        ...security('admin'),
        body: categoryRequestSchema,
        response: { 201: categorySchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createCategory(ctx, request.body.name)),
  );

  app.put(
    API.category,
    {
      schema: {
        tags: ['categories'],
        summary: 'Rename a category; its posts follow (they reference it by id)',
        ...security('admin'),
        params: categoryIdParamsSchema,
        body: categoryRequestSchema,
        response: { 200: categorySchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => renameCategory(ctx, request.params.id, request.body.name),
  );

  app.delete(
    API.category,
    {
      schema: {
        tags: ['categories'],
        summary: 'Delete a category: 409 while posts use it, unless reassignTo moves them first',
        ...security('admin'),
        params: categoryIdParamsSchema,
        querystring: categoryDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => deleteCategory(ctx, request.params.id, request.query.reassignTo),
  );
};
