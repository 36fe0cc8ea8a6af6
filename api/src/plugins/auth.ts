import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext, AuthUser } from '../context';
import { users } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { forbidden, unauthorized } from '../lib/errors';
import { type AuthLevel, authLevelOf } from '../routes/common';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null (anonymous). Set before validation on routes with a documented security. */
    user: AuthUser | null;
  }
}

/** The bearer token the request carries, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!m) return null;
  const token = m[1]!.trim();
  // Clients that store nothing still send `Bearer null` / `Bearer undefined`.
  if (!token || token === 'null' || token === 'undefined') return null;
  return token;
}

async function resolveUser(ctx: AppContext, token: string): Promise<AuthUser | null> {
  const claims = await ctx.tokens.verify(token);
  if (!claims) return null;
  // Through the read cache: a role change, password change or deletion touches the user's auth tag on
  // every node, so a revoked token stops working as soon as the write is answered.
  const deps = [tag.auth(claims.sub)];
  const row = await ctx.cache.memo(`user:${claims.sub}`, { size: 128, deps }, async () => {
    const [found] = await ctx.db
      .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claims.sub))
      .limit(1);
    return found ?? null;
  });
  if (!row || row.tokenVersion !== claims.ver) return null;
  return { id: row.id, role: row.role };
}

/**
 * Authenticates every route from its documented security (`security(level)` in routes/common.ts):
 * no route lists an auth hook of its own. The check runs in `onRequest`, before Fastify parses and
 * validates the body, query and params, so a caller without the right token or role gets 401/403 and
 * learns nothing about a protected route's schema from a 400. Ownership (403/404 on someone else's
 * post) needs a validated id, so it stays in the handlers.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { ctx: AppContext }) => {
    const { ctx } = opts;
    app.decorateRequest('user', null);

    const authenticate: onRequestAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('AUTH_REQUIRED', 'Authentication required');
      const user = await resolveUser(ctx, token);
      if (!user) throw unauthorized('TOKEN_INVALID');
      request.user = user;
    };
    // Any missing or bad token just means anonymous.
    const optional: onRequestAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      request.user = token ? await resolveUser(ctx, token) : null;
    };
    const admin: onRequestAsyncHookHandler = async (request) => {
      if (request.user?.role !== 'ADMIN')
        throw forbidden('ADMIN_REQUIRED', 'You do not have permission to do this');
    };
    const HOOKS: Record<AuthLevel, onRequestAsyncHookHandler[]> = {
      none: [],
      optional: [optional],
      user: [authenticate],
      admin: [authenticate, admin],
    };

    app.addHook('onRoute', (route) => {
      const hooks = HOOKS[authLevelOf(route.schema)];
      if (hooks.length === 0) return;
      // After any onRequest hook the route has of its own.
      route.onRequest = [...[route.onRequest ?? []].flat(), ...hooks];
    });
  },
  { name: 'cwt-auth' },
);
