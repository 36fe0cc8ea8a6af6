import { API, categoryListSchema } from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { listCategories } from '../services/categories';

export const categoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API.categories,
    {
      schema: {
        tags: ['categories'],
        summary: 'All categories with their post counts',
        response: { 200: categoryListSchema },
      },
    },
    async () => listCategories(ctx),
  );
};
