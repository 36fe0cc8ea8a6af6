// Serve-time data of home's first view: the public answer of GET /api/posts/most-liked?size=6 (the
// reader's Popular Blogs query), kept in memory so most page loads do not wait on the API at all.
import { API, type PagedPosts, pagedPostsSchema } from '@cwt/contracts';

export const POPULAR_QUERY = { size: 6 } as const;

export interface PopularSourceOptions {
  /** The API's base URL from the site's config (read per call: a deployment can change it live). */
  apiBaseUrl: () => string | undefined;
  fetch?: typeof fetch;
  /** How long a page load may wait for the API; then it is served without the row. */
  waitMs?: number;
  /** An answer this fresh is used without asking again. */
  freshMs?: number;
  /** An older answer, up to this age, is used at once while a new one is fetched in the background. */
  staleMs?: number;
  /** A request the page stopped waiting for may still fill the cache for the next load, until this. */
  requestTimeoutMs?: number;
  now?: () => number;
}

export function popularUrl(apiBaseUrl: string): string {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return `${base}${API.postsMostLiked}?size=${POPULAR_QUERY.size}`;
}

/** Returns the popular posts, or null when the API is slow, down or answers something unexpected. */
export function createPopularSource(options: PopularSourceOptions): () => Promise<PagedPosts | null> {
  const {
    fetch: fetchFn = fetch,
    waitMs = 300,
    freshMs = 10_000,
    staleMs = 5 * 60_000,
    requestTimeoutMs = 5_000,
    now = Date.now,
  } = options;
  let cached: { at: number; data: PagedPosts; base: string } | null = null;
  let inflight: Promise<PagedPosts | null> | null = null;

  async function load(base: string): Promise<PagedPosts | null> {
    try {
      const response = await fetchFn(popularUrl(base), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      if (!response.ok) return null;
      const parsed = pagedPostsSchema.safeParse(await response.json());
      if (!parsed.success) return null;
      cached = { at: now(), data: parsed.data, base };
      return parsed.data;
    } catch {
      return null;
    }
  }

  function refresh(base: string): Promise<PagedPosts | null> {
    inflight ??= load(base).finally(() => {
      inflight = null;
    });
    return inflight;
  }

  return async () => {
    const base = options.apiBaseUrl();
    if (!base) return null;
    const usable = cached && cached.base === base ? cached : null;
    const age = usable ? now() - usable.at : Number.POSITIVE_INFINITY;
    if (usable && age < freshMs) return usable.data;
    if (usable && age < staleMs) {
      void refresh(base);
      return usable.data;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return await Promise.race([refresh(base), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
