import { errorBodySchema } from '@cwt/contracts';
import type { FastifyRequest } from 'fastify';

export type AuthLevel = 'none' | 'optional' | 'user' | 'admin';

/** OpenAPI security for each auth level; docs/api.md reads the same field. */
type Security = { security?: Array<Record<string, string[]>> };

export function security(level: AuthLevel): Security {
  switch (level) {
    case 'optional':
      return { security: [{}, { bearerAuth: [] }] };
    case 'user':
      return { security: [{ bearerAuth: [] }] };
    case 'admin':
      return { security: [{ bearerAuth: ['ADMIN'] }] };
    default:
      return {};
  }
}

/** Documented error responses (all `{ message, field? }`). */
export function errors(...codes: number[]) {
  return Object.fromEntries(codes.map((c) => [c, errorBodySchema])) as Record<number, typeof errorBodySchema>;
}

/**
 * Route config of a public read: anonymous requests may be answered from the read cache, stored under
 * the tags of the cached reads its services made. A route that reads the database directly names the
 * tags its answer depends on (lib/cache-tags.ts): without any, its answer is not cached whole.
 */
export const PUBLIC_READ = { publicCache: true } as const;

export function publicRead(cacheDeps: (request: FastifyRequest) => readonly string[]) {
  return { publicCache: true, cacheDeps } as const;
}
