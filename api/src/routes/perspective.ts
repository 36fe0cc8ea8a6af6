import { API, analyzeRequestSchema, analyzeResponseSchema } from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { createToxicityScorer, type ToxicityScorer } from '../services/moderation';
import { analyzeContent } from '../services/moderation/analyze';
import { startModerationSweeper } from '../services/moderation/sweep';
import { errors, security } from './common';

export const perspectiveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; scorer?: ToxicityScorer }> = async (
  app,
  { ctx, scorer = createToxicityScorer(ctx.config) },
) => {
  // New and edited posts and comments are scored in the background (docs/moderation.md).
  if (ctx.config.moderationSweepMs > 0) {
    const stop = startModerationSweeper(ctx, scorer, ctx.config.moderationSweepMs, app.log);
    app.addHook('onClose', async () => stop());
  }
  app.post(
    API.perspectiveAnalyze,
    {
      config: { rateLimit: app.rateLimitPolicy('expensive') },
      schema: {
        tags: ['moderation'],
        summary: 'Report a post or comment: score its stored text for toxicity and file a report',
        description:
          'The stored content is scored (the `text` sent is ignored). At or above the `hide` threshold of its language (docs/moderation.md) the content is hidden at once and its author notified.',
        ...security('optional'),
        body: analyzeRequestSchema,
        response: { 200: analyzeResponseSchema, 201: analyzeResponseSchema, ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { created, ...result } = await analyzeContent(ctx, scorer, {
        id: request.body.id,
        type: request.body.type,
        reporter: request.user,
      });
      return reply.code(created ? 201 : 200).send(result);
    },
  );
};
