import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig, RateLimitName } from '../config';
import { HttpError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route `config.rateLimit` for a named policy (RATE_LIMIT_<NAME>); one mechanism for every route. */
    rateLimitPolicy: (name: RateLimitName) => RateLimitOptions;
  }
}

/** Per user when signed in (so a shared NAT is not one bucket), else per IP. */
function userOrIp(request: FastifyRequest): string {
  return request.user ? `u:${request.user.id}` : `ip:${request.ip}`;
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const { config } = opts;
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: config.rateLimitRedisPrefix, skipOnError: true } : {}),
      // Thrown: the app's error handler sends it as `{ message, code }` with status 429.
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'RATE_LIMITED', `Too many requests, please try again in ${context.after}`),
    });

    app.decorate('rateLimitPolicy', (name: RateLimitName): RateLimitOptions => {
      const policy = config.rateLimits[name];
      const perUser =
        name === 'write' ||
        name === 'comment' ||
        name === 'upload' ||
        name === 'expensive' ||
        name === 'autosave' ||
        name === 'mention';
      return {
        max: policy.max,
        timeWindow: policy.timeWindow,
        groupId: name,
        // Per-user keys need request.user, which the auth plugin's route-level onRequest hook sets; the
        // rate limiter's onRequest hook could run before it and bucket everyone by IP.
        ...(perUser ? { keyGenerator: userOrIp, hook: 'preHandler' as const } : {}),
      };
    });
  },
  { name: 'cwt-rate-limit' },
);
