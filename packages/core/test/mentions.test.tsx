import { act, renderHook, waitFor } from '@testing-library/react';
import { MENTION_LOOKUP_DELAY_MS, useMentionSuggestions } from '../src/social/mentions';
import { fakeResponse } from './helpers';
import { signedInWithFetch, swrWrapper as wrapper } from './signed-in';

const fetchMock = signedInWithFetch();

const person = (username: string, following = false) => ({
  id: username.padEnd(24, '0').replace(/[^0-9a-f]/g, 'a'),
  _id: username.padEnd(24, '0').replace(/[^0-9a-f]/g, 'a'),
  name: username.toUpperCase(),
  username,
  profilePicture: null,
  following,
});

afterEach(() => jest.useRealTimers());

test('asks once the typing pauses, with q and size, and keeps the last list while the next is pending', async () => {
  jest.useFakeTimers();
  const asked: string[] = [];
  fetchMock.mockImplementation(async (url: string) => {
    asked.push(url);
    const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
    return fakeResponse(
      200,
      [person('bea', true), person('ben')].filter((p) => p.username.startsWith(q)),
    );
  });
  const { result, rerender } = renderHook(({ q }: { q: string | null }) => useMentionSuggestions(q), {
    wrapper,
    initialProps: { q: null as string | null },
  });
  expect(result.current.suggestions).toEqual([]);
  expect(result.current.isLoading).toBe(false);

  rerender({ q: '' });
  rerender({ q: 'b' });
  expect(result.current.isLoading).toBe(true);
  await act(async () => jest.advanceTimersByTime(MENTION_LOOKUP_DELAY_MS));
  jest.useRealTimers();
  await waitFor(() => expect(result.current.suggestions.map((p) => p.username)).toEqual(['bea', 'ben']));
  // The '' in between was typed over before the pause: only 'b' was asked.
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain('/api/users/mention-suggestions?');
  expect(new URL(asked[0]!, 'http://x').searchParams.get('q')).toBe('b');
  expect(new URL(asked[0]!, 'http://x').searchParams.get('size')).toBe('8');
  expect(result.current.isLoading).toBe(false);

  rerender({ q: 'ben' });
  // Until 'ben' is answered, the list for 'b' stays.
  expect(result.current.suggestions.map((p) => p.username)).toEqual(['bea', 'ben']);
  await waitFor(() => expect(result.current.suggestions.map((p) => p.username)).toEqual(['ben']));

  rerender({ q: null });
  expect(result.current.suggestions).toEqual([]);
  expect(asked).toHaveLength(2);
});
