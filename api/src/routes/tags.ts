import { API, tagListSchema } from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { listTags } from '../services/tags';
import { PUBLIC_READ } from './common';

export const tagRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API.tags,
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['categories'],
        summary: 'Every category and tag over visible posts with post counts (categories first)',
        response: { 200: tagListSchema },
      },
    },
    async () => listTags(ctx),
  );
};
