import { createHash, timingSafeEqual } from 'node:crypto';
import { API } from '@cwt/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context';
import { sendError } from '../lib/errors';
import type { FamilyStats, ReadCache } from '../lib/read-cache';
import { bearerToken } from './auth';

/** Request latency buckets (seconds): the targets are 50-250 ms, slow paths go to seconds. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Bus delay buckets (seconds): the target is a p99 under 1 s. */
const BUS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The read cache's counters per key family. The one place the metrics read the cache, so a cache
 * that counts differently only changes this function.
 */
export function readCacheFamilies(cache: ReadCache): Iterable<[string, Readonly<FamilyStats>]> {
  return Object.entries(cache.stats());
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus metrics at GET /metrics (prom-client), served only to `Authorization: Bearer
 * $METRICS_TOKEN`; without METRICS_TOKEN the route does not exist (404) and no hook is added.
 * Request latency per route pattern, read-cache hits, misses and invalidations per key family, the
 * bus delay (publish on one node to receipt on another), the PostgreSQL pool's use, and Node's
 * process metrics. A registry per app, so several apps in one process (the tests) keep apart.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { ctx: AppContext }) => {
    const { ctx } = opts;
    const token = ctx.config.metricsToken;
    if (!token) return;
    const expected = digest(token);
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      // The pattern, never the URL: ids and queries would make a series per request.
      const route = request.routeOptions.url ?? '(unmatched)';
      latency.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    const cacheCounter = (name: string, help: string, field: keyof FamilyStats) =>
      new Counter({
        name,
        help,
        labelNames: ['family'] as const,
        registers: [registry],
        // Read from the cache at scrape time: the request path pays no extra bookkeeping.
        collect() {
          this.reset();
          for (const [family, stats] of readCacheFamilies(ctx.cache)) this.inc({ family }, stats[field]);
        },
      });
    cacheCounter('cwt_read_cache_hits_total', 'Reads answered from the read cache, by key family', 'hits');
    cacheCounter(
      'cwt_read_cache_misses_total',
      'Reads that computed their value (database path), by key family',
      'misses',
    );
    cacheCounter(
      'cwt_read_cache_invalidations_total',
      'Invalidations that dropped entries of the key family',
      'invalidations',
    );

    const busDelay = new Histogram({
      name: 'cwt_bus_delay_seconds',
      help: 'Time from a message published on another API node to its receipt here, by channel',
      labelNames: ['channel'] as const,
      buckets: BUS_BUCKETS,
      registers: [registry],
    });
    const offDelay = ctx.bus.onRemoteDelay((channel, ms) => busDelay.observe({ channel }, ms / 1000));
    app.addHook('onClose', async () => offDelay());

    const pool = ctx.database.pool;
    if (pool) {
      new Gauge({
        name: 'cwt_db_pool_connections',
        help: 'PostgreSQL pool connections, by state (busy: checked out; idle: open and free)',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
          this.set({ state: 'idle' }, pool.idleCount);
        },
      });
      new Gauge({
        name: 'cwt_db_pool_waiting',
        help: 'Queries waiting for a free PostgreSQL pool connection',
        registers: [registry],
        collect() {
          this.set(pool.waitingCount);
        },
      });
      new Gauge({
        name: 'cwt_db_pool_max',
        help: 'Size of the PostgreSQL pool (PG_POOL_MAX)',
        registers: [registry],
        collect() {
          this.set(pool.options.max);
        },
      });
    }

    app.get(
      API.metrics,
      { logLevel: 'warn', schema: { hide: true } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const sent = bearerToken(request);
        if (!sent || !timingSafeEqual(digest(sent), expected))
          return sendError(
            reply.header('www-authenticate', 'Bearer'),
            401,
            'METRICS_TOKEN_REQUIRED',
            'Unauthorized: /metrics needs the METRICS_TOKEN bearer token',
          );
        return reply.header('content-type', registry.contentType).send(await registry.metrics());
      },
    );
  },
  { name: 'cwt-metrics', dependencies: ['cwt-auth'] },
);
