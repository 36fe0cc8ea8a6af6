import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mutate, SWRConfig } from 'swr';
import { signIn, signOut } from '../src/index';
import { LOGIN } from './helpers';

/**
 * Each test of the file runs signed in as LOGIN against a fresh fetch mock (returned), and starts
 * with an empty SWR cache.
 */
export function signedInWithFetch(): jest.Mock {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    act(() => signIn(LOGIN));
  });
  afterEach(async () => {
    act(() => signOut());
    await mutate(() => true, undefined, { revalidate: false });
  });
  return fetchMock;
}

/** Hooks under test see every fetch (no deduping) and no retries. */
export const swrWrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>
);
