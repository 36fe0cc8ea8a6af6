import type { ServerResponse } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Returns the way to stop `app` that answers every request that reached it. `app.close()` alone
 * drops idle keep-alive connections at once, resetting a request a client has just sent on one,
 * and starts answering 503 while still listening, so a client that reconnects lands in the listen
 * backlog and is reset when the port closes; either way the client cannot tell whether its write
 * happened (bench crash measured both). Instead: stop listening first (new connections are
 * refused), tell every connection to close after its current answer, keep serving for up to
 * `graceMs` or until every connection has gone, and only then close the app (late arrivals get
 * Fastify's 503, idle connections are dropped). The grace is generous because under load (PGlite
 * especially: one database session for every request) bytes a client sent can sit unread for a
 * second or more.
 */
export function gracefulClose(app: FastifyInstance, graceMs = 2000): () => Promise<void> {
  const inProgress = new Set<ServerResponse>();
  let draining = false;
  app.server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) res.shouldKeepAlive = false;
    inProgress.add(res);
    res.once('close', () => inProgress.delete(res));
  });
  const openConnections = () =>
    new Promise<number>((resolve) => app.server.getConnections((_err, count) => resolve(count ?? 0)));

  return async () => {
    draining = true;
    for (const res of inProgress) if (!res.headersSent) res.shouldKeepAlive = false;
    // net's close only stops listening; http's, which app.close() calls, also drops idle connections.
    if (app.server.listening) net.Server.prototype.close.call(app.server);
    for (let waited = 0; waited < graceMs && (await openConnections()) > 0; waited += 25)
      await new Promise((resolve) => setTimeout(resolve, 25));
    await app.close();
  };
}
