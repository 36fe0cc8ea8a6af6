import {
  API,
  mentionSuggestionsQuerySchema,
  mentionSuggestionsResponseSchema,
  meSchema,
  mostPostsQuerySchema,
  topAuthorsResponseSchema,
  updateMeRequestSchema,
  updateMeResponseSchema,
  userIdParamsSchema,
  userProfileSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { tag } from '../lib/cache-tags';
import { sendVerificationMail, voidVerificationTokens } from '../services/account-tokens';
import { mentionSuggestions } from '../services/mentions';
import * as usersService from '../services/users';
import { errors, publicRead, security } from './common';

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    API.me,
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        ...security('user'),
        response: { 200: meSchema, ...errors(401) },
      },
    },
    async (request) => usersService.getMe(ctx, request.user!.id),
  );

  app.put(
    API.updateMe,
    {
      schema: {
        tags: ['users'],
        summary: 'Update the signed-in user (a new password needs currentPassword)',
        ...security('user'),
        body: updateMeRequestSchema,
        response: { 200: updateMeResponseSchema, ...errors(400, 401, 409) },
      },
    },
    async (request) => {
      const before = await usersService.getUserRow(ctx, request.user!.id);
      const me = await usersService.updateMe(ctx, request.user!.id, request.body);
      if (me.email !== before.email) {
        await voidVerificationTokens(ctx, me.id);
        sendVerificationMail(ctx, me, request.log).catch((err) =>
          request.log.error({ err }, 'verification mail failed'),
        );
      }
      const after = await usersService.getUserRow(ctx, me.id);
      // A password change ends every older session; this one continues with a fresh token.
      if (after.tokenVersion !== before.tokenVersion)
        return { ...me, token: (await usersService.issueLogin(ctx, after)).token };
      return me;
    },
  );

  // Static path: registered as its own route so it never reaches /api/users/:userId.
  app.get(
    API.mostPosts,
    {
      config: publicRead(() => [tag.topAuthors, tag.names]),
      schema: {
        tags: ['users'],
        summary: 'Top authors by number of posts',
        querystring: mostPostsQuerySchema,
        response: { 200: topAuthorsResponseSchema },
      },
    },
    async (request) => usersService.mostPosts(ctx, request.query.size),
  );

  // Per viewer (whom they follow), so never in the public cache; asked as the name is typed, so its own policy.
  app.get(
    API.mentionSuggestions,
    {
      config: { rateLimit: app.rateLimitPolicy('mention') },
      schema: {
        tags: ['users'],
        summary:
          'Whom to @mention: people the viewer follows whose username starts with q, then others, each by username; at most size (8)',
        ...security('user'),
        querystring: mentionSuggestionsQuerySchema,
        response: { 200: mentionSuggestionsResponseSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => mentionSuggestions(ctx, request.user!.id, request.query),
  );

  app.get(
    API.userProfile,
    {
      config: publicRead((request) => [tag.user((request.params as { userId: string }).userId), tag.names]),
      schema: {
        tags: ['users'],
        summary: 'A public profile with counts and whether the viewer follows it',
        ...security('optional'),
        params: userIdParamsSchema,
        response: { 200: userProfileSchema, ...errors(400, 404) },
      },
    },
    async (request) => usersService.getProfile(ctx, request.params.userId, request.user?.id ?? null),
  );
};
