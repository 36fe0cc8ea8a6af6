import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext, AuthUser } from '../context';
import { users } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null (anonymous). Set by `authenticate` / `optionalAuth`. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, current bearer token is sent. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: like authenticate, but any missing or bad token just means anonymous. */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler list: authenticate, then 403 unless the user has the role. */
    requireRole: (
      role: AuthUser['role'],
    ) => Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>>;
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

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { ctx: AppContext }) => {
    const { ctx } = opts;
    app.decorateRequest('user', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('Authentication required');
      const user = await resolveUser(ctx, token);
      if (!user) throw unauthorized();
      request.user = user;
    });

    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      request.user = token ? await resolveUser(ctx, token) : null;
    });

    app.decorate('requireRole', (role: AuthUser['role']) => [
      app.authenticate,
      async (request: FastifyRequest) => {
        if (request.user?.role !== role) throw forbidden('You do not have permission to do this');
      },
    ]);
  },
  { name: 'cwt-auth' },
);
