import { API, tagListSchema } from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { tag } from '../lib/cache-tags';
import { listTags } from '../services/tags';
import { publicRead } from './common';

export const tagRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API.tags,
    {
      // Counts over visible posts: any post write; category names: category writes.
      config: publicRead(() => [tag.list.content, tag.categories]),
      schema: {
        tags: ['categories'],
        summary: 'Every category and tag over visible posts with post counts (categories first)',
        response: { 200: tagListSchema },
      },
    },
    async () => listTags(ctx),
  );
};
