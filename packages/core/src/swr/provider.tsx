import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { apiRequestWithTotal, isApiError } from '../api/client';
import type { SWRKey } from './keys';
import { requestKey, takePrefetched } from './prefetch';

/** The one fetcher: a key is `[path, query?]`; a request started early (prefetch) is taken once. */
export function swrFetcher<T>(key: SWRKey): Promise<T> {
  return takePrefetched<T>(key) ?? requestKey<T>(key);
}

/** The fetcher of list endpoints that send their total in X-Total-Count: `{ items, total }`. */
export function swrTotalFetcher<T>(key: SWRKey): Promise<{ items: T[]; total: number }> {
  const [path, query] = key;
  return apiRequestWithTotal<T>(path, { query });
}

const config = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  dedupingInterval: 2_000,
  // Client errors will not fix themselves; only server and network errors are retried.
  shouldRetryOnError: (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500,
  errorRetryCount: 2,
};

/**
 * Mounted once by the shell. It uses SWR's default (global) cache so signOut and revalidatePosts, which
 * call SWR's global mutate, reach every hook in every bundle.
 */
export function CoreSWRProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={config}>{children}</SWRConfig>;
}
