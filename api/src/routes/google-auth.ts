import { API, googleLoginRequestSchema, loginResponseSchema } from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requestLocale } from '../lib/request-locale';
import { GoogleVerifier, googleLogin } from '../services/google-auth';
import { errors } from './common';

export const googleAuthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const verifier = new GoogleVerifier(ctx.config.googleJwksUrl, ctx.config.googleClientIds);
  app.post(
    API.googleLogin,
    {
      config: { rateLimit: app.rateLimitPolicy('login') },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token (creates the account on first sign-in)',
        body: googleLoginRequestSchema,
        response: { 200: loginResponseSchema, ...errors(400, 401, 409, 429) },
      },
    },
    async (request) => googleLogin(ctx, verifier, request.body.token, requestLocale(request)),
  );
};
