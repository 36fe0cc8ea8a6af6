import { fetchMock, installFetch, resetSWR } from '@cwt/build/test-kit';
import type { LoginResponse } from '@cwt/contracts';
import { act } from '@testing-library/react';
import { signIn, signOut } from '../src/index';
import { LOGIN } from './helpers';

export { swrWrapper } from '@cwt/build/test-kit';

/**
 * Each test of the file runs signed in (as LOGIN unless told) against a fresh fetch mock (returned),
 * and starts with an empty SWR cache.
 */
export function signedInWithFetch(login: LoginResponse = LOGIN): jest.Mock {
  beforeEach(() => {
    installFetch();
    act(() => signIn(login));
  });
  afterEach(async () => {
    act(() => signOut());
    await resetSWR();
  });
  return fetchMock;
}
