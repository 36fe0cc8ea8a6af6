import type { FastifyInstance } from 'fastify';

/**
 * Every route the app registers, recorded by an onRoute hook. Fastify has no public route list and the
 * OpenAPI document leaves out hidden routes (Swagger UI, static files, the CORS preflight), so a test
 * file wraps Fastify's factory with `recordingFastify` (see authz.test.ts) before the app is built.
 */
export const registeredRoutes: Array<{ method: string; url: string; hidden: boolean }> = [];

type FastifyFactory = (...args: unknown[]) => FastifyInstance;

export function recordingFastify(actual: FastifyFactory): FastifyFactory {
  const recording = (...args: unknown[]) => {
    const app = actual(...args);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        registeredRoutes.push({ method, url: route.url, hidden: route.schema?.hide === true });
    });
    return app;
  };
  // app.ts imports the default export; keep the named exports (errorCodes, fastify) working too.
  return Object.assign(recording, actual, { default: recording, fastify: recording });
}

/** `GET /api/posts/{id}`: the method and the OpenAPI spelling of a Fastify URL (regex constraints dropped). */
export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}')}`;
}

/**
 * The recorded routes as keys, without the HEAD twins Fastify adds for every GET (they run the GET
 * handler, so the GET row covers them).
 */
export function walkedRoutes(): Array<{ key: string; hidden: boolean }> {
  const gets = new Set(registeredRoutes.filter((r) => r.method === 'GET').map((r) => r.url));
  const seen = new Map<string, boolean>();
  for (const r of registeredRoutes) {
    if (r.method === 'HEAD' && gets.has(r.url)) continue;
    seen.set(routeKey(r.method, r.url), r.hidden);
  }
  return [...seen].map(([key, hidden]) => ({ key, hidden }));
}
