import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadCache } from '../lib/read-cache';
import type { Bus } from '../services/bus';
import { bearerToken } from './auth';

/** Bus channel telling other API processes that a write happened. */
export const CACHE_CHANNEL = 'cwt_cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An anonymous GET of this route may be answered from the read cache. */
    publicCache?: boolean;
    /** A non-GET route whose success changes nothing any read shows: it keeps the cache. */
    changesNoReads?: boolean;
  }
  interface FastifyRequest {
    cacheSlot: CacheSlot | null;
  }
}

interface CachedResponse {
  status: number;
  payload: string;
  headers: Record<string, string>;
}

type CacheSlot = { lead: (value: CachedResponse | undefined, size: number) => void } | { hit: true };

/** Response headers a cached answer must carry again; CORS and security headers are set per request. */
const KEPT_HEADERS = ['content-type', 'x-total-count', 'cache-control'];
/** A follower never waits longer than this for a leader that went missing (e.g. an aborted socket). */
const FOLLOW_TIMEOUT_MS = 5_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function waitAtMost<T>(promise: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function replay(reply: FastifyReply, cached: CachedResponse): FastifyReply {
  reply.request.cacheSlot = { hit: true };
  for (const [name, value] of Object.entries(cached.headers)) reply.header(name, value);
  return reply.code(cached.status).header('x-cache', 'hit').send(cached.payload);
}

/**
 * Answers anonymous GETs of routes marked `config.publicCache` from the read cache, and drops the
 * cache on every acknowledged write (here, and on every other process through the bus). Signed-in
 * answers are never replayed whole: they carry per-viewer fields (liked, saved); their services
 * share the public parts through the same cache (`querySummaries`, `withViewerFlags`).
 */
export const publicCachePlugin = fp(
  async (app: FastifyInstance, opts: { cache: ReadCache; bus: Bus }) => {
    const { cache, bus } = opts;
    app.decorateRequest('cacheSlot', null);
    const off = bus.on(CACHE_CHANNEL, () => cache.invalidate());
    app.addHook('onClose', async () => off());

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!cache.enabled || request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
      if (bearerToken(request)) return;
      const key = request.url;
      const hit = cache.get<CachedResponse>(key);
      if (hit) return replay(reply, hit);
      const claim = cache.claim<CachedResponse>(key);
      if ('lead' in claim) {
        request.cacheSlot = claim;
        return;
      }
      const led = await waitAtMost(claim.wait, FOLLOW_TIMEOUT_MS);
      if (led) return replay(reply, led);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const slot = request.cacheSlot;
      if (slot && 'lead' in slot) {
        request.cacheSlot = null;
        if (reply.statusCode === 200 && typeof payload === 'string') {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = reply.getHeader(name);
            if (value !== undefined) headers[name] = String(value);
          }
          slot.lead({ status: 200, payload, headers }, payload.length * 2 + 200);
        } else {
          slot.lead(undefined, 0);
        }
      } else if (
        !SAFE_METHODS.has(request.method) &&
        (reply.statusCode < 400 || reply.statusCode >= 500) &&
        !(reply.statusCode < 400 && request.routeOptions.config.changesNoReads)
      ) {
        // Before the client hears back, so its next read cannot be answered from before its write.
        // A 4xx changed nothing; a 5xx may have done part of its work, so it counts as a write.
        cache.invalidate();
        await bus.publish(CACHE_CHANNEL, '1').catch((err) => {
          request.log.warn({ err }, 'cache: invalidation not broadcast');
        });
      }
      return payload;
    });

    // A leader whose answer never went through onSend (socket gone) must not leave followers waiting.
    app.addHook('onResponse', async (request) => {
      const slot = request.cacheSlot;
      if (slot && 'lead' in slot) slot.lead(undefined, 0);
    });
  },
  { name: 'cwt-public-cache', dependencies: ['cwt-auth'] },
);
