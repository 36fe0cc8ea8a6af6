// Serve-time data of a page's first view: public answers of the API (as an anonymous visitor gets
// them), kept in memory so most page loads do not wait on the API at all.

/** What the source needs of a contract schema (zod's safeParse), so this file needs no zod import. */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface ApiSourceOptions {
  /** The API's base URL from the site's config (read per call: a deployment can change it live). */
  apiBaseUrl: () => string | undefined;
  fetch?: typeof fetch;
  /** How long a page load may wait for the API; then it is served without the data. */
  waitMs?: number;
  /** An answer this fresh is used without asking again. */
  freshMs?: number;
  /** An older answer, up to this age, is used at once while a new one is fetched in the background. */
  staleMs?: number;
  /** A request the page stopped waiting for may still fill the cache for the next load, until this. */
  requestTimeoutMs?: number;
  /** Answers kept (one per path); the oldest is dropped first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  at: number;
  data: T | null;
}

/**
 * Returns a getter of `path`'s answer, or null when the API is slow, down, or answers an error or
 * something `schema` refuses. Errors are remembered like answers (a post that does not exist is not
 * asked for again on every load), for `freshMs`.
 */
export function createApiSource<T>(
  schema: Parser<T>,
  options: ApiSourceOptions,
): (path: string) => Promise<T | null> {
  const {
    fetch: fetchFn = fetch,
    waitMs = 300,
    freshMs = 10_000,
    staleMs = 5 * 60_000,
    requestTimeoutMs = 5_000,
    maxEntries = 500,
    now = Date.now,
  } = options;
  const cache = new Map<string, Entry<T>>();
  const inflight = new Map<string, Promise<T | null>>();

  function remember(url: string, data: T | null) {
    cache.delete(url);
    cache.set(url, { at: now(), data });
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  }

  async function load(url: string): Promise<T | null> {
    try {
      const response = await fetchFn(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      // A server error or a redeploy in progress says nothing about the page: not remembered.
      if (response.status >= 500) return null;
      const parsed = response.ok ? schema.safeParse(await response.json()) : null;
      const data = parsed?.success ? parsed.data : null;
      remember(url, data);
      return data;
    } catch {
      return null;
    }
  }

  function refresh(url: string): Promise<T | null> {
    let request = inflight.get(url);
    if (!request) {
      request = load(url).finally(() => inflight.delete(url));
      inflight.set(url, request);
    }
    return request;
  }

  return async (path) => {
    const base = options.apiBaseUrl();
    if (!base) return null;
    const url = `${base.replace(/\/+$/, '')}${path}`;
    const cached = cache.get(url);
    const age = cached ? now() - cached.at : Number.POSITIVE_INFINITY;
    if (cached && age < freshMs) return cached.data;
    if (cached?.data && age < staleMs) {
      void refresh(url);
      return cached.data;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return await Promise.race([refresh(url), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
