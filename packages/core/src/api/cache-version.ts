import { CACHE_VERSION_HEADER, CACHE_VERSION_MAX_AGE_MS } from '@cwt/contracts';

/**
 * Read-your-writes across API nodes: the versions of the cache invalidations this client's writes
 * caused (one per API node, the latest), sent back with every request until they are old enough that
 * every node has applied them (CACHE_VERSION_MAX_AGE_MS). A node that has not yet applied one answers
 * that request from the database, so the writer never reads what it wrote over as older data.
 */
const held = new Map<string, { seq: number; token: string; at: number }>();

/** Keeps the version a response names, if any. */
export function rememberCacheVersion(response: Pick<Response, 'headers'>, now = Date.now()): void {
  const value = response.headers.get(CACHE_VERSION_HEADER);
  if (!value) return;
  for (const token of value.split(',')) {
    const m = /^\s*([\w-]+)\.(\d+)\s*$/.exec(token);
    if (!m) continue;
    const node = m[1]!;
    const seq = Number(m[2]);
    const known = held.get(node);
    if (!known || known.seq <= seq) held.set(node, { seq, token: `${node}.${seq}`, at: now });
  }
}

/** The header value to send (undefined when nothing recent is held). */
export function cacheVersionHeader(now = Date.now()): string | undefined {
  const tokens: string[] = [];
  for (const [node, v] of held) {
    if (now - v.at > CACHE_VERSION_MAX_AGE_MS) held.delete(node);
    else tokens.push(v.token);
  }
  return tokens.length > 0 ? tokens.join(',') : undefined;
}

/** Forgets every version (tests; a sign-out keeps them: what was written stays written). */
export function forgetCacheVersions(): void {
  held.clear();
}
