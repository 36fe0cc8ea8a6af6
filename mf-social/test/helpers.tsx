import { ALL_NOTIFICATION_KINDS_ON, API, type NotificationPreferences } from '@cwt/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';

/** A minimal fetch Response: jsdom has no fetch of its own. */
export function fakeResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
  return {
    ok: status < 400,
    status,
    statusText: '',
    headers: { get: (n: string) => all[n.toLowerCase()] ?? null },
    text: async () => text,
  };
}

/**
 * The signed-in member's notification settings as the fake server holds them: reading them (the
 * notifications page asks, for its Mute thread buttons) is answered from here, so each test's mock
 * serves only the requests it is about; a test of the settings changes them in its write handler.
 */
export const memberPreferences: NotificationPreferences = {
  kinds: ALL_NOTIFICATION_KINDS_ON,
  mutedThreads: [],
};

/** Installs a jest.fn as the global fetch (reset before each test). */
export function mockFetch(): jest.Mock {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    memberPreferences.kinds = ALL_NOTIFICATION_KINDS_ON;
    memberPreferences.mutedThreads = [];
    (globalThis as { fetch: unknown }).fetch = (url: string, init?: RequestInit) =>
      new URL(url, 'http://x').pathname === API.notificationPreferences && (init?.method ?? 'GET') === 'GET'
        ? Promise.resolve(fakeResponse(200, memberPreferences))
        : fetchMock(url, init);
  });
  afterEach(() => resetSWR());
  return fetchMock;
}

/** Shows where the router ended up. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/**
 * Renders `element` at `path` under `route`. SWR's global cache is used, as in the app (core's writes
 * reach it); mockFetch() empties it after each test.
 */
export function renderAt(element: ReactNode, path: string, route = '*') {
  return render(
    <SWRConfig value={{ dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="/404" element={<Where />} />
          <Route path="/login" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** Empties SWR's global cache so one test's data never shows in the next. */
export function resetSWR(): Promise<unknown> {
  return mutate(() => true, undefined, { revalidate: false });
}
