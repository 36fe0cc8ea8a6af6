import { errorBodySchema } from '@cwt/contracts';

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

/** Documented error responses (all `{ message, field? }`). */
export function errors(...codes: number[]) {
  return Object.fromEntries(codes.map((c) => [c, errorBodySchema])) as Record<number, typeof errorBodySchema>;
}

/** Route config of a public read: anonymous requests may be answered from the read cache. */
export const PUBLIC_READ = { publicCache: true } as const;

/**
 * Route config of a POST that changes nothing any read shows (signing in, a stream ticket): its
 * success does not drop the read cache. Every other non-GET does, on every node.
 */
export const CHANGES_NO_READS = { changesNoReads: true } as const;
