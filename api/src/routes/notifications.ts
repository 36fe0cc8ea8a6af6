import type { ServerResponse } from 'node:http';
import {
  API,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
  streamTicketResponseSchema,
  UNREAD_COUNT_HEADER,
} from '@cwt/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { isObjectId } from '../db/ids';
import { notifications, users } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { unauthorized } from '../lib/errors';
import { setTotal } from '../lib/paging';
import { STREAM_TICKET_TTL_SECONDS, StreamTickets } from '../lib/stream-ticket';
import { LiveHub } from '../services/live';
import { findNotification, listNotifications, markAllRead, markRead } from '../services/notification-feed';
import { onNotificationCreated } from '../services/notifications';
import { errors, security } from './common';

/** Comment lines keep proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** Sent as `retry:` so EventSource reconnects quickly after a drop. */
export const RETRY_MS = 3_000;

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
      preHandler: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary:
          'Your notifications, newest first (array; X-Total-Count, X-Unread-Count); unread=true filters',
        ...security('user'),
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { items, total, unread } = await listNotifications(ctx, request.user!.id, request.query);
      setTotal(reply, total);
      reply.header(UNREAD_COUNT_HEADER, String(unread));
      return items;
    },
  );

  // Static path registered before the parameterised one it resembles.
  app.patch(
    API.notificationsReadAll,
    {
      preHandler: app.authenticate,
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
      preHandler: app.authenticate,
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
      preHandler: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: `A ${STREAM_TICKET_TTL_SECONDS}-second ticket for the live stream URL (EventSource sends no headers)`,
        ...security('user'),
        response: { 200: streamTicketResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      const [row] = await ctx.db
        .select({ ver: users.tokenVersion })
        .from(users)
        .where(eq(users.id, request.user!.id))
        .limit(1);
      return {
        ticket: await tickets.issue(request.user!.id, row?.ver ?? 0),
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
          'Server-Sent Events of your new notifications (`event: notification`, JSON data); ticket from stream-ticket',
        querystring: z.object({
          ticket: z.string().min(1).max(2000),
          lastEventId: z.string().optional(),
        }),
        response: { ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const claims = await tickets.verify(request.query.ticket);
      if (!claims) throw unauthorized('Invalid or expired stream ticket');
      const [user] = await ctx.db
        .select({ ver: users.tokenVersion })
        .from(users)
        .where(eq(users.id, claims.userId))
        .limit(1);
      if (!user || user.ver !== claims.ver) throw unauthorized('Invalid or expired stream ticket');
      const userId = claims.userId;

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

      const send = (n: Awaited<ReturnType<typeof findNotification>>) => {
        if (n && !res.writableEnded)
          res.write(`id: ${n.id}\nevent: notification\ndata: ${JSON.stringify(n)}\n\n`);
      };
      // Events queue behind the replay so the order on the wire stays the creation order.
      let chain: Promise<void> = Promise.resolve();
      const stop = hub.subscribe(userId, (event) => {
        chain = chain
          .then(async () => send(await findNotification(ctx, userId, event.notificationId)))
          .catch((err) => request.log.warn({ err }, 'live: could not load a notification'));
      });

      // Catch up on what was missed between a drop and this reconnect.
      const lastId = request.headers['last-event-id'] ?? request.query.lastEventId;
      if (typeof lastId === 'string' && isObjectId(lastId)) {
        chain = chain.then(async () => {
          // Compared in SQL: timestamps have microseconds, a JS Date only milliseconds.
          const missed = await ctx.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(
              and(
                eq(notifications.recipientId, userId),
                sql`(${notifications.createdAt}, ${notifications.id}) > (select n.created_at, n.id from notifications n where n.id = ${lastId} and n.recipient_id = ${userId})`,
              ),
            )
            .orderBy(asc(notifications.createdAt), asc(notifications.id))
            .limit(50);
          for (const m of missed) send(await findNotification(ctx, userId, m.id));
        });
      }

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
