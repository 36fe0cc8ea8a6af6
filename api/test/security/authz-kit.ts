import type { Actor, AuthzFixtures } from './authz-fixtures';

/**
 * The authorization matrix's kit (rows in rows/*.ts, gathered in authz-table.ts): one row per route the app registers (method + OpenAPI path), with the
 * status each actor gets (see authz-fixtures.ts for who the actors are). authz.test.ts runs every row
 * as every actor and fails when a registered route has no row here, or a row names no route.
 *
 * Each row's `prepare` builds a fresh target for every call, so each call reaches the real handler (a
 * delete by the owner never leaves the admin's call a 404). Bodies are valid for every actor, so each
 * call reaches the ownership checks in the handler; authz.test.ts also calls every protected route with
 * invalid input, which must still be refused with 401/403 (authentication runs before validation).
 */
export interface Call {
  /** The URL path with its query string. */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  headers?: Record<string, string>;
  /** Replaces the actor's bearer token (null: none), for calls made as a fresh account of the actor's role. */
  token?: string | null;
}

export interface AuthzRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** OpenAPI spelling, `{param}`; routes hidden from the document use their Fastify URL (`*`). */
  route: string;
  expect: Record<Actor, number>;
  prepare: (f: AuthzFixtures, actor: Actor) => Promise<Call>;
}

/** Public: the same answer for everyone. */
export const everyone = (status: number): Record<Actor, number> => ({
  anonymous: status,
  user: status,
  owner: status,
  other: status,
  admin: status,
});
/** Any signed-in user, acting on their own things or on public ones. */
export const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
export const adminOnly = (status: number) => ({
  anonymous: 401,
  user: 403,
  owner: 403,
  other: 403,
  admin: status,
});
/** Public content: non-owners learn nothing new from a 403, so it is not hidden behind a 404. */
export const ownerOrAdmin = (status: number) => ({
  anonymous: 401,
  user: 403,
  owner: status,
  other: 403,
  admin: status,
});

/** Private things (drafts): anyone but their owner learns nothing, not even that they exist. */
export const ownerOnly = (status: number) => ({
  anonymous: 401,
  user: 404,
  owner: status,
  other: 404,
  admin: 404,
});

export const at = (path: string) => async (): Promise<Call> => ({ path });

export const newPostBody = {
  title: 'Matrix post',
  category: 'Technology',
  tags: ['testing'],
  content: '<p>Written by the authorization matrix.</p>',
  imageCloudUrl: null,
};
