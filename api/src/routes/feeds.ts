import { API } from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { tag } from '../lib/cache-tags';
import { notFound } from '../lib/errors';
import { rssFeed, sitemap } from '../services/feeds';
import { publicRead } from './common';

// Feeds change with every post; a short shared cache keeps crawlers from hitting the database.
const CACHE = 'public, max-age=300';
/** Posts (titles, bodies, authors, categories): any post write, profile edit or category rename. */
const FEED = publicRead(() => [tag.list.home, tag.list.content, tag.names, tag.categories]);

export const feedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API.rss,
    {
      config: FEED,
      schema: { tags: ['feeds'], summary: 'RSS 2.0 of the latest 20 posts (links to SITE_URL)' },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'application/rss+xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(await rssFeed(ctx)),
  );

  app.get(
    API.sitemap,
    {
      config: FEED,
      schema: {
        tags: ['feeds'],
        summary: 'Sitemap of the site (a sitemap index of /sitemap-{n}.xml past 50,000 URLs)',
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(await sitemap(ctx, null)),
  );

  app.get(
    '/sitemap-:page(^\\d+).xml',
    {
      config: FEED,
      schema: {
        tags: ['feeds'],
        summary: 'One file of a sitemap index',
        params: z.object({ page: z.coerce.number().int() }),
      },
    },
    async (request, reply) => {
      const body = await sitemap(ctx, request.params.page);
      if (body === null) throw notFound('SITEMAP_PAGE_NOT_FOUND', 'Sitemap page not found');
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(body);
    },
  );
};
