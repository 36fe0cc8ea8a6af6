// Requests a page will make, started early: while its remote's files download, the page's data (and
// a post's cover image) arrive in parallel instead of after them. The page's own SWR hook then takes
// the answer through the shared fetcher instead of asking again.
import type { Post } from '@cwt/contracts';
import { isObjectId } from '@cwt/contracts';
import { apiRequest } from '../api/client';
import { type SWRKey, swrKeys } from './keys';

/**
 * An unused answer is dropped after this long: a page that opens later (the visitor went elsewhere
 * first) asks again rather than showing data that old.
 */
const PREFETCH_TTL_MS = 10_000;

const pending = new Map<string, { request: Promise<unknown>; at: number }>();
const keyText = (key: SWRKey) => JSON.stringify(key);

/** The API request a SWR key stands for: its path, plus its query when there is one. */
export function requestKey<T>(key: SWRKey): Promise<T> {
  const [path, query] = key;
  return apiRequest<T>(path, { query });
}

/** Starts the request for `key` unless one is already waiting to be taken. */
export function prefetch<T>(key: SWRKey, now: number = Date.now()): Promise<T> {
  const text = keyText(key);
  const waiting = pending.get(text);
  if (waiting && now - waiting.at < PREFETCH_TTL_MS) return waiting.request as Promise<T>;
  const started = requestKey<T>(key);
  // Nobody may ever take it (the visitor left): a failure must not surface as an unhandled rejection.
  started.catch(() => undefined);
  pending.set(text, { request: started, at: now });
  return started;
}

/** The prefetched request for `key`, once: later fetches of the key go to the API as usual. */
export function takePrefetched<T>(key: SWRKey, now: number = Date.now()): Promise<T> | undefined {
  const text = keyText(key);
  const waiting = pending.get(text);
  if (!waiting) return undefined;
  pending.delete(text);
  return now - waiting.at < PREFETCH_TTL_MS ? (waiting.request as Promise<T>) : undefined;
}

/**
 * Blog detail's data: the post usePost(id) will ask for, then its cover image (the page's largest
 * paint), which the browser keeps for the <img> React renders.
 */
export function prefetchPost(id: string | undefined): void {
  if (!isObjectId(id)) return;
  prefetch<Post>(swrKeys.post(id)).then(
    (post) => {
      if (post.imageCloudUrl && typeof Image !== 'undefined') new Image().src = post.imageCloudUrl;
    },
    () => undefined,
  );
}
