import type { ServerResponse } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Makes `app.close()` answer every request that reached the API. Closing idle keep-alive
 * connections at once resets one a client has just sent a request on, leaving it unsure whether
 * its write happened (bench crash measured a few per SIGTERM under load). Instead, on close:
 * refuse new connections, let requests in progress finish on a connection that then closes,
 * answer late arrivals on open connections 503 (Fastify does while closing), and only after
 * `graceMs`, or once every connection has gone, drop what is still idle. The grace is generous
 * because PGlite runs queries on the event loop: under load, bytes a client sent can sit unread
 * for a second or more, and dropping that "idle" connection would reset the request.
 * Call before the app is ready (it adds a preClose hook).
 */
export function drainOnClose(app: FastifyInstance, graceMs = 2000): void {
  const inProgress = new Set<ServerResponse>();
  app.server.prependListener('request', (_req, res: ServerResponse) => {
    inProgress.add(res);
    res.once('close', () => inProgress.delete(res));
  });
  const openConnections = () =>
    new Promise<number>((resolve) => app.server.getConnections((_err, count) => resolve(count ?? 0)));

  app.addHook('preClose', async () => {
    for (const res of inProgress) if (!res.headersSent) res.shouldKeepAlive = false;
    // net's close only stops listening; http's, which Fastify calls next, also drops idle connections.
    net.Server.prototype.close.call(app.server);
    for (let waited = 0; waited < graceMs && (await openConnections()) > 0; waited += 25)
      await new Promise((resolve) => setTimeout(resolve, 25));
  });
}
