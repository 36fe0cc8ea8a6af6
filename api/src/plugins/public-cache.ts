import { CACHE_VERSION_HEADER } from '@cwt/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CacheVersions } from '../lib/cache-versions';
import type { ReadCache, RequestScope } from '../lib/read-cache';
import type { Bus } from '../services/bus';
import { bearerToken } from './auth';

/** Bus channel carrying each write's touched cache tags to the other API processes. */
export const CACHE_CHANNEL = 'cwt_cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An anonymous GET of this route may be answered from the read cache. */
    publicCache?: boolean;
    /**
     * Tags the route's answer is read from, besides those of the cached reads its services make
     * (a route reading the database directly must name them, or its answer is not cached whole).
     */
    cacheDeps?: (request: FastifyRequest) => readonly string[];
  }
  interface FastifyRequest {
    cacheSlot: CacheSlot | null;
    cacheScope: RequestScope | null;
    /** This node's announcement sequence when the request arrived. */
    cacheSeq: number;
    /** Ends the request's cache scope (if it has one). */
    cacheScopeEnd: (() => void) | null;
  }
}

/** The message on CACHE_CHANNEL: node, sequence, tags. */
interface Announcement {
  n: string;
  s: number;
  t: string[];
}

interface CachedResponse {
  status: number;
  payload: string;
  headers: Record<string, string>;
}

type CacheSlot =
  | { lead: (value: CachedResponse | undefined, size: number, deps: readonly string[]) => void }
  | { hit: true };

/** Response headers a cached answer must carry again; CORS and security headers are set per request. */
const KEPT_HEADERS = ['content-type', 'x-total-count', 'cache-control'];
/** A follower never waits longer than this for a leader that went missing (e.g. an aborted socket). */
const FOLLOW_TIMEOUT_MS = 5_000;
/** NOTIFY payloads are capped at 8000 bytes; an announcement longer than this is split. */
const MAX_ANNOUNCEMENT = 7_000;
const VERSION_HEADER = CACHE_VERSION_HEADER.toLowerCase();
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

/** Tags in messages that fit a NOTIFY payload. */
function chunks(tags: readonly string[]): string[][] {
  const out: string[][] = [[]];
  let length = 0;
  for (const t of tags) {
    if (length + t.length + 3 > MAX_ANNOUNCEMENT && out[out.length - 1]!.length > 0) {
      out.push([]);
      length = 0;
    }
    out[out.length - 1]!.push(t);
    length += t.length + 3;
  }
  return out;
}

/**
 * The read cache's request side (docs/architecture.md, "Read cache"):
 * - a request carrying a version (CACHE_VERSION_HEADER) this node has not applied skips the cache
 *   (it runs in a bypassing cache scope);
 * - anonymous GETs of routes marked `config.publicCache` are answered whole from the cache, stored
 *   under the tags of everything the answer was built from, so a write drops only the answers it
 *   changed. Signed-in answers are never replayed whole (they carry the viewer's flags); their
 *   services share the public parts (lists, cards, counters) and cache the flags per viewer. The
 *   request computing an answer to store runs in a scope that collects those tags;
 * - a write's touched tags go to every other node through the bus as it touches them, and its
 *   answer carries the version naming them.
 */
export const publicCachePlugin = fp(
  async (app: FastifyInstance, opts: { cache: ReadCache; bus: Bus }) => {
    const { cache, bus } = opts;
    const versions = new CacheVersions(cache.ttlMs + 5_000);
    app.decorateRequest('cacheSlot', null);
    app.decorateRequest('cacheScope', null);
    app.decorateRequest('cacheSeq', 0);
    app.decorateRequest('cacheScopeEnd', null);

    cache.announce = (tags) => {
      // Sequences taken at once (the request's answer names the latest), messages sent in order.
      const messages: Announcement[] = chunks(tags).map((t) => ({ n: versions.node, s: versions.next(), t }));
      (async () => {
        for (const m of messages) await bus.publish(CACHE_CHANNEL, JSON.stringify(m));
      })().catch((err) => app.log.warn({ err }, 'cache: invalidation not broadcast'));
    };

    const off = bus.on(CACHE_CHANNEL, (payload) => {
      let message: Announcement;
      try {
        message = JSON.parse(payload) as Announcement;
      } catch {
        return;
      }
      // The sender applied its own touches when its write committed.
      if (message.n === versions.node || !Array.isArray(message.t)) return;
      cache.apply(message.t);
      versions.applied(message.n, message.s);
    });
    app.addHook('onClose', async () => off());

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      request.cacheSeq = versions.current;
      if (!versions.satisfied(request.headers[VERSION_HEADER])) {
        request.cacheScope = { ...cache.newScope(), bypass: true };
        return;
      }
      if (!cache.enabled || request.method !== 'GET') return;
      if (!request.routeOptions.config.publicCache || bearerToken(request)) return;
      const key = `res:${request.url}`;
      const hit = cache.get<CachedResponse>(key);
      if (hit) return replay(reply, hit);
      const scope = cache.newScope();
      const claim = cache.claim<CachedResponse>(key, scope.at);
      if ('lead' in claim) {
        // The leader's answer is stored under the tags its reads name: it collects them in a scope.
        request.cacheSlot = claim;
        request.cacheScope = scope;
        return;
      }
      const led = await waitAtMost(claim.wait, FOLLOW_TIMEOUT_MS);
      if (led) return replay(reply, led);
    });

    // Not async: the rest of the request (hooks, handler) runs inside the scope `done` starts.
    app.addHook('onRequest', (request, reply, done) => {
      const scope = request.cacheScope;
      if (!scope) return done();
      const { end } = cache.runInScope(scope, done);
      // Whichever comes first: the answer sent, or the connection gone.
      request.cacheScopeEnd = end;
      reply.raw.once('close', end);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const slot = request.cacheSlot;
      const scope = request.cacheScope;
      if (slot && 'lead' in slot) {
        request.cacheSlot = null;
        const deps = new Set(scope?.deps);
        for (const d of request.routeOptions.config.cacheDeps?.(request) ?? []) deps.add(d);
        // An answer that names nothing it was read from cannot be invalidated: never stored.
        if (reply.statusCode === 200 && typeof payload === 'string' && deps.size > 0) {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = reply.getHeader(name);
            if (value !== undefined) headers[name] = String(value);
          }
          slot.lead({ status: 200, payload, headers }, payload.length * 2 + 200, [...deps]);
        } else {
          slot.lead(undefined, 0, []);
        }
      } else if (!SAFE_METHODS.has(request.method) && versions.current > request.cacheSeq) {
        // This node announced touches while the request ran (its own, perhaps others' too): the
        // latest version covers them, as a node applies a sender's messages in sequence. With it the
        // client's next reads on any node are fresh or skip the cache.
        reply.header(CACHE_VERSION_HEADER, `${versions.node}.${versions.current}`);
      }
      return payload;
    });

    // A leader whose answer never went through onSend (socket gone) must not leave followers waiting.
    app.addHook('onResponse', async (request) => {
      request.cacheScopeEnd?.();
      const slot = request.cacheSlot;
      if (slot && 'lead' in slot) slot.lead(undefined, 0, []);
    });
  },
  { name: 'cwt-public-cache', dependencies: ['cwt-auth'] },
);
