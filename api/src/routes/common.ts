import { errorBodySchema, TOTAL_COUNT_HEADER } from '@cwt/contracts';
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

/**
 * The auth level a route's documented security names: the inverse of `security`. The auth plugin
 * enforces what this reads, so what /docs promises is what the route checks.
 */
export function authLevelOf(
  schema: { security?: ReadonlyArray<Readonly<Record<string, readonly string[]>>> } | undefined,
): AuthLevel {
  const sec = schema?.security;
  if (!sec || sec.length === 0) return 'none';
  if (sec.some((s) => Object.keys(s).length === 0)) return 'optional';
  return sec.some((s) => s.bearerAuth?.includes('ADMIN')) ? 'admin' : 'user';
}

/** Documented error responses (all `{ message, code, field? }`). */
export function errors(...codes: number[]) {
  return Object.fromEntries(codes.map((c) => [c, errorBodySchema])) as Record<number, typeof errorBodySchema>;
}

/**
 * OpenAPI description of a list read that answers one page: a client calling it without `page`/`size`
 * (the spec's, which takes the answer as the whole list) gets the first page only, and the total says so.
 */
export function onePageDescription(
  items: string,
  size: number,
  max: number,
  total: 'body' | 'header',
): string {
  const first = `Without \`page\`/\`size\` this answers the first page only: \`page\` defaults to 0 and \`size\` to ${size} (at most ${max}).`;
  return total === 'body'
    ? `${first} \`totalElements\` counts all matching ${items} and \`totalPages\` the pages; ask for \`page=1\`, \`page=2\`, … for the rest.`
    : `${first} The body is that page's array; the \`${TOTAL_COUNT_HEADER}\` header counts all matching ${items}.`;
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
