import { API, healthResponseSchema } from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { DATABASE_RETRY_AFTER_S } from '../lib/errors';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API.health,
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Liveness + database check',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      let up = true;
      try {
        await ctx.database.ping();
      } catch {
        up = false;
      }
      if (!up) reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return reply.code(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        db: up ? 'up' : 'down',
        driver: ctx.database.driver,
        uptime: Math.round(process.uptime()),
        version: ctx.config.version,
      });
    },
  );
};
