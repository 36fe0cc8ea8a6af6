import {
  API,
  deleteMeRequestSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { deleteAccount } from '../services/account-deletion';
import {
  requestPasswordReset,
  resetPassword,
  sendVerificationMail,
  verifyEmail,
} from '../services/account-tokens';
import { getUserRow } from '../services/users';
import { errors, security } from './common';

/** Password reset, e-mail verification and account deletion (the social remote's account screens). */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    API.passwordForgot,
    {
      config: { rateLimit: app.rateLimitPolicy('login') },
      schema: {
        tags: ['auth'],
        summary:
          'Mail a single-use, 1-hour password reset link (same answer whether or not the e-mail is known)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => requestPasswordReset(ctx, request.body.email, request.log),
  );

  app.post(
    API.passwordReset,
    {
      config: { rateLimit: app.rateLimitPolicy('login') },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link token; signs out every session',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => resetPassword(ctx, request.body.token, request.body.password),
  );

  app.post(
    API.verifyEmail,
    {
      config: { rateLimit: app.rateLimitPolicy('login') },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address with the mailed token',
        body: verifyEmailRequestSchema,
        response: { 200: messageResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => verifyEmail(ctx, request.body.token),
  );

  // The mailed link itself: verifies, then lands on the Account page with the outcome.
  app.get(
    API.verifyEmail,
    {
      config: { rateLimit: app.rateLimitPolicy('login') },
      schema: {
        tags: ['auth'],
        summary: 'The mailed verification link: verifies and redirects to /account?emailVerified=1 (or 0)',
        querystring: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      let ok = true;
      try {
        await verifyEmail(ctx, request.query.token);
      } catch {
        ok = false;
      }
      return reply.redirect(`${ctx.config.siteUrl}/account?emailVerified=${ok ? 1 : 0}`, 303);
    },
  );

  app.post(
    API.verifyEmailResend,
    {
      config: { rateLimit: app.rateLimitPolicy('login') },
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link to the signed-in user',
        ...security('user'),
        response: { 200: messageResponseSchema, ...errors(401, 429) },
      },
    },
    async (request) => {
      const user = await getUserRow(ctx, request.user!.id);
      if (user.emailVerified) return { message: 'Your e-mail address is already verified.' };
      await sendVerificationMail(ctx, user, request.log);
      return { message: 'Verification e-mail sent.' };
    },
  );

  app.delete(
    API.me,
    {
      config: { rateLimit: app.rateLimitPolicy('login') },
      schema: {
        tags: ['users'],
        summary:
          'Delete my account and everything I wrote (posts, comments, likes, bookmarks, follows, history); needs the password',
        ...security('user'),
        body: deleteMeRequestSchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 409) },
      },
    },
    async (request) => deleteAccount(ctx, request.user!.id, request.body.password),
  );
};
