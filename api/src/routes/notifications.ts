import type { ServerResponse } from 'node:http';
import {
  API,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadResponseSchema,
  notificationStreamQuerySchema,
  notificationsReadAllResponseSchema,
  STREAM_CURSOR_HEADER,
  STREAM_CURSOR_PATTERN,
  streamTicketResponseSchema,
  UNREAD_COUNT_HEADER,
} from '@cwt/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { tag } from '../lib/cache-tags';
import { unauthorized } from '../lib/errors';
import { setTotal } from '../lib/paging';
import { STREAM_TICKET_TTL_SECONDS, StreamTickets } from '../lib/stream-ticket';
import { LiveHub } from '../services/live';
import {
  currentCursor,
  listNotifications,
  markAllRead,
  markRead,
  notificationsAfter,
} from '../services/notification-feed';
import { onNotificationCreated } from '../services/notifications';
import { tokenVersionOf } from '../services/users';
import { errors, security } from './common';

/** Comment lines keep proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** Sent as `retry:` so EventSource reconnects quickly after a drop. */
export const RETRY_MS = 3_000;
/** Notifications read per query while the stream catches up. */
const REPLAY_BATCH = 100;

export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; heartbeatMs?: number }> = async (
  app,
  { ctx, heartbeatMs = HEARTBEAT_MS },
) => {
  const tickets = new StreamTickets(ctx.config.jwtSecret);
  // A client refetches its list when an event arrives: the list must not come from before it here,
  // even if the writer's own announcement reaches this node later (another bus channel).
  const hub = new LiveHub(ctx.bus, (event) => ctx.cache.apply([tag.notifications(event.userId)]));
  const streams = new Set<ServerResponse>();

  // Only notifications this app's database created: several apps can share a process in tests.
  // A post's fan-out creates one notification per follower in one loop: their tags are touched
  // together once it ends (one bus message, not one per follower), before the writer's await resumes.
  const recipients = new Set<string>();
  const unsubscribe = onNotificationCreated((row, db) => {
    if (db !== ctx.db) return;
    if (recipients.size === 0)
      queueMicrotask(() => {
        const tags = [...recipients].map((id) => tag.notifications(id));
        recipients.clear();
        ctx.cache.touch(...tags);
      });
    recipients.add(row.recipientId);
    hub.publish({ userId: row.recipientId, notificationId: row.id }).catch((err) => {
      app.log.warn({ err }, 'live: publish failed');
    });
  });

  app.addHook('preClose', async () => {
    unsubscribe();
    for (const res of streams) res.end();
    streams.clear();
    hub.close();
  });

  app.get(
    API.notifications,
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Your notifications, newest first (array; X-Total-Count, X-Unread-Count, X-Stream-Cursor); unread=true filters',
        ...security('user'),
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { items, total, unread, cursor } = await listNotifications(ctx, request.user!.id, request.query);
      setTotal(reply, total);
      reply.header(UNREAD_COUNT_HEADER, String(unread));
      reply.header(STREAM_CURSOR_HEADER, String(cursor));
      return items;
    },
  );

  // Static path registered before the parameterised one it resembles.
  app.patch(
    API.notificationsReadAll,
    {
      config: { rateLimit: app.rateLimitPolicy('write') },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications as read',
        ...security('user'),
        response: { 200: notificationsReadAllResponseSchema, ...errors(401) },
      },
    },
    async (request) => markAllRead(ctx, request.user!.id),
  );

  app.patch(
    API.notificationRead,
    {
      config: { rateLimit: app.rateLimitPolicy('write') },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications as read; returns its postId (404 for anyone else’s)',
        ...security('user'),
        params: notificationIdParamsSchema,
        response: { 200: notificationReadResponseSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => markRead(ctx, request.user!.id, request.params.id),
  );

  app.post(
    API.notificationsStreamTicket,
    {
      schema: {
        tags: ['notifications'],
        summary: `A ${STREAM_TICKET_TTL_SECONDS}-second ticket for the live stream URL (EventSource sends no headers)`,
        ...security('user'),
        response: { 200: streamTicketResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      return {
        ticket: await tickets.issue(request.user!.id, (await tokenVersionOf(ctx, request.user!.id)) ?? 0),
        expiresIn: STREAM_TICKET_TTL_SECONDS,
      };
    },
  );

  app.get(
    API.notificationsStream,
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Server-Sent Events of your notifications committed after `cursor` (X-Stream-Cursor of the list, or the last event’s id), then live (`event: notification`, JSON data, `id:` the cursor); ticket from stream-ticket',
        querystring: notificationStreamQuerySchema,
        response: { ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const claims = await tickets.verify(request.query.ticket);
      if (!claims) throw unauthorized('STREAM_TICKET_INVALID', 'Invalid or expired stream ticket');
      if ((await tokenVersionOf(ctx, claims.userId)) !== claims.ver)
        throw unauthorized('STREAM_TICKET_INVALID', 'Invalid or expired stream ticket');
      const userId = claims.userId;
      // The query is the client's word; a Last-Event-ID header (EventSource's own retry) is a hint.
      const lastEventId = request.headers['last-event-id'];
      const asked =
        request.query.cursor ??
        (typeof lastEventId === 'string' && STREAM_CURSOR_PATTERN.test(lastEventId)
          ? lastEventId
          : undefined);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx buffers proxied responses unless told otherwise.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      streams.add(res);

      // A bus event is only a nudge to read what was committed after the cursor: reading in commit
      // order (seq) sends everything once and in order, whatever order the nudges arrive in.
      let cursor: number | null = asked === undefined ? null : Number(asked);
      let reading: Promise<void> | null = null;
      let again = false;
      const open = () => !res.writableEnded && !res.destroyed;
      const catchUp = async () => {
        if (cursor === null) cursor = await currentCursor(ctx, userId);
        for (;;) {
          const batch = await notificationsAfter(ctx, userId, cursor, REPLAY_BATCH);
          for (const { cursor: at, notification } of batch) {
            if (!open()) return;
            res.write(`id: ${at}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`);
            cursor = at;
          }
          if (batch.length < REPLAY_BATCH) return;
        }
      };
      const nudge = () => {
        if (reading) {
          again = true;
          return;
        }
        reading = (async () => {
          do {
            again = false;
            await catchUp();
          } while (again && open());
        })()
          .catch((err) => request.log.warn({ err }, 'live: could not read notifications'))
          .finally(() => {
            reading = null;
          });
      };
      // Subscribed before the first read: whatever commits after that read nudges again.
      const stop = hub.subscribe(userId, nudge);
      nudge();

      const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
      const cleanup = () => {
        clearInterval(heartbeat);
        stop();
        streams.delete(res);
      };
      res.on('close', cleanup);
      res.on('error', cleanup);
    },
  );
};
