import {
  API,
  notificationPreferencesSchema,
  threadMuteParamsSchema,
  threadMuteResponseSchema,
  updateNotificationPreferencesSchema,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { getPreferences, setThreadMute, updatePreferences } from '../services/notification-preferences';
import { errors, security } from './common';
import { switchRoutes } from './switch-routes';

/** What the signed-in member is notified of: kinds on or off, muted threads (issue 20). */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    API.notificationPreferences,
    {
      schema: {
        tags: ['notifications'],
        summary:
          "The member's notification kinds (true: on, the default) and muted threads, most recently muted first",
        ...security('user'),
        response: { 200: notificationPreferencesSchema, ...errors(401) },
      },
    },
    async (request) => getPreferences(ctx, request.user!.id),
  );

  app.put(
    API.notificationPreferences,
    {
      config: { rateLimit: app.rateLimitPolicy('write') },
      schema: {
        tags: ['notifications'],
        summary:
          'Switch notification kinds on or off (the kinds named; others keep theirs). Off: such notifications are not created, so the bell, the list and the live stream never show them; back on does not restore what was skipped',
        ...security('user'),
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors(400, 401) },
      },
    },
    async (request) => updatePreferences(ctx, request.user!.id, request.body),
  );

  switchRoutes(app, {
    url: API.threadMute,
    tag: 'notifications',
    summary: {
      on: "Mute a post's comment thread: no COMMENT or REPLY notifications about it (idempotent; 404 for a post the member cannot see)",
      off: "Unmute a post's comment thread (idempotent)",
    },
    params: threadMuteParamsSchema,
    response: threadMuteResponseSchema,
    moreErrors: [404],
    set: (user, params, muted) => setThreadMute(ctx, user, params.postId, muted),
  });
};
