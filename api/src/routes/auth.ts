import {
  API,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { dummyHash } from '../lib/password';
import { requestLocale } from '../lib/request-locale';
import { sendVerificationMail } from '../services/account-tokens';
import * as usersService from '../services/users';
import { errors } from './common';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Made now, not on the first unknown username: that login would otherwise also pay for a hash.
  await dummyHash();

  app.post(
    API.register,
    {
      config: { rateLimit: app.rateLimitPolicy('register') },
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { response, row } = await usersService.register(ctx, request.body, requestLocale(request));
      // Sign-in does not wait for the verification mail.
      sendVerificationMail(ctx, row, request.log).catch((err) =>
        request.log.error({ err }, 'verification mail failed'),
      );
      return reply.code(201).send(response);
    },
  );

  app.post(
    API.login,
    {
      config: { rateLimit: app.rateLimitPolicy('login') },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or e-mail) and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => usersService.login(ctx, request.body),
  );
};
