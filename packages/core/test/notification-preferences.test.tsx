import type { NotificationPreferences } from '@cwt/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { notificationPreferencesApi, useNotificationPreferences, useThreadMuted } from '../src/index';
import { fakeResponse } from './helpers';
import { signedInWithFetch, swrWrapper } from './signed-in';

const fetchMock = signedInWithFetch();
const POST = 'a'.repeat(24);
const ON = { LIKE: true, COMMENT: true, REPLY: true, MENTION: true, FOLLOW: true, NEW_POST: true };

test('switching a kind off puts the answer in the cache without asking again', async () => {
  const start: NotificationPreferences = { kinds: ON, mutedThreads: [] };
  fetchMock.mockImplementation(async () => fakeResponse(200, start));
  const { result } = renderHook(() => useNotificationPreferences(), { wrapper: swrWrapper });
  await waitFor(() => expect(result.current.data?.kinds.LIKE).toBe(true));
  const reads = fetchMock.mock.calls.length;

  fetchMock.mockImplementation(async () => fakeResponse(200, { ...start, kinds: { ...ON, LIKE: false } }));
  await act(() => notificationPreferencesApi.setKinds({ LIKE: false }));
  expect(result.current.data?.kinds.LIKE).toBe(false);
  expect(fetchMock.mock.calls.length).toBe(reads + 1);
  const [, init] = fetchMock.mock.calls.at(-1) as [string, { method: string; body: string }];
  expect(init.method).toBe('PUT');
  expect(JSON.parse(init.body)).toEqual({ kinds: { LIKE: false } });
});

test("muting a thread shows at once in the post's muted state, then the list is asked for again", async () => {
  let muted = false;
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) => {
    if (init?.method === 'POST') {
      muted = true;
      return fakeResponse(200, { postId: POST, muted: true });
    }
    return fakeResponse(200, {
      kinds: ON,
      mutedThreads: muted
        ? [{ postId: POST, title: 'From the server', mutedAt: '2026-01-01T00:00:00.000Z' }]
        : [],
    });
  });
  const { result } = renderHook(
    () => ({ muted: useThreadMuted(POST), prefs: useNotificationPreferences() }),
    { wrapper: swrWrapper },
  );
  await waitFor(() => expect(result.current.muted).toBe(false));
  await act(() => notificationPreferencesApi.setThreadMuted(POST, true, 'Hello'));
  expect(result.current.muted).toBe(true);
  await waitFor(() => expect(result.current.prefs.data?.mutedThreads[0]?.title).toBe('From the server'));
});
