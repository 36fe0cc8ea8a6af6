import {
  type FetchAnswer,
  fakeResponse,
  mockFetch as mockKitFetch,
  renderAt as renderWithKit,
  Where,
} from '@cwt/build/test-kit';
import { ALL_NOTIFICATION_KINDS_ON, API, type NotificationPreferences } from '@cwt/contracts';
import type { ReactNode } from 'react';

export { fakeResponse, resetSWR } from '@cwt/build/test-kit';

/**
 * The signed-in member's notification settings as the fake server holds them: reading them (the
 * notifications page asks, for its Mute thread buttons) is answered from here, so each test's mock
 * serves only the requests it is about; a test of the settings changes them in its write handler.
 */
export const memberPreferences: NotificationPreferences = {
  kinds: ALL_NOTIFICATION_KINDS_ON,
  mutedThreads: [],
};

const preferences: FetchAnswer = (url, init) =>
  url.pathname === API.notificationPreferences && (init?.method ?? 'GET') === 'GET'
    ? fakeResponse(200, memberPreferences)
    : undefined;

/** A fresh fetch mock behind the settings above for each test (settings reset), SWR emptied after. */
export function mockFetch(): jest.Mock {
  beforeEach(() => {
    memberPreferences.kinds = ALL_NOTIFICATION_KINDS_ON;
    memberPreferences.mutedThreads = [];
  });
  return mockKitFetch(preferences);
}

/** Renders at `path` under `route`; a redirect to /404 or /login lands on a `<Where />`. */
export function renderAt(element: ReactNode, path: string, route = '*') {
  return renderWithKit(element, path, { route, extra: { '/404': <Where />, '/login': <Where /> } });
}
