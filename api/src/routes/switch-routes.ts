import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../context';
import { errors, security } from './common';

export interface SwitchRoutes<P extends z.ZodType, R extends z.ZodType> {
  url: string;
  tag: string;
  summary: { on: string; off: string };
  params: P;
  response: R;
  /** Error statuses besides the schema's 400 and the anonymous caller's 401. */
  moreErrors?: number[];
  /** The answer is checked against `response` when it is sent. */
  set: (user: AuthUser, params: z.infer<P>, on: boolean) => Promise<unknown>;
}

/**
 * A member's own switch on something (following a user or a topic): POST turns it on, DELETE off,
 * both idempotent, with the same parameters, answer and write limit, so the pair is declared once.
 */
export function switchRoutes<P extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  options: SwitchRoutes<P, R>,
): void {
  for (const [method, on] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    // Typed by the options, not inferred from the schema (generic schemas defeat the inference); the
    // app's zod compilers still validate the parameters and serialize the answer.
    app.route({
      method,
      url: options.url,
      config: { rateLimit: app.rateLimitPolicy('write') },
      schema: {
        tags: [options.tag],
        summary: on ? options.summary.on : options.summary.off,
        ...security('user'),
        params: options.params,
        response: { 200: options.response, ...errors(400, 401, ...(options.moreErrors ?? [])) },
      } satisfies FastifySchema as FastifySchema,
      // The route's security makes the auth hook refuse anonymous callers before the handler runs.
      handler: async (request) => options.set(request.user!, request.params as z.infer<P>, on),
    });
  }
}
