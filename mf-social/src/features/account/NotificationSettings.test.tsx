import { ALL_NOTIFICATION_KINDS_ON } from '@cwt/contracts';
import { signOut } from '@cwt/core';
import { fakeResponse, memberPreferences, mockFetch, renderAt } from '@test/helpers';
import { signInAsUser } from '@test/sign-in';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationSettings } from './NotificationSettings';

const fetchMock = mockFetch();
afterEach(() => act(() => signOut()));

const POST = 'c'.repeat(24);

test('a switch per kind, on by default; pressing one saves that kind at once', async () => {
  signInAsUser();
  fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
    const { kinds } = JSON.parse(String(init?.body)) as { kinds: Record<string, boolean> };
    memberPreferences.kinds = { ...memberPreferences.kinds, ...kinds };
    return fakeResponse(200, memberPreferences);
  });
  renderAt(<NotificationSettings />, '/account');
  const likes = await screen.findByRole('switch', { name: 'Likes' });
  const names = screen.getAllByRole('switch').map((s) => s.getAttribute('aria-checked'));
  expect(names).toEqual(['true', 'true', 'true', 'true', 'true', 'true']);
  expect(
    screen.getByRole('switch', { name: 'Mentions', description: 'When someone mentions you in a comment' }),
  ).toBeTruthy();

  likes.focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(likes.getAttribute('aria-checked')).toBe('false'));
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toContain('/api/users/me/notification-preferences');
  expect(init.method).toBe('PUT');
  expect(JSON.parse(String(init.body))).toEqual({ kinds: { LIKE: false } });
  expect(memberPreferences.kinds).toEqual({ ...ALL_NOTIFICATION_KINDS_ON, LIKE: false });
});

test('muted threads are listed with a link to the post and Unmute', async () => {
  signInAsUser();
  memberPreferences.mutedThreads = [
    { postId: POST, title: 'Too chatty', mutedAt: '2026-01-01T00:00:00.000Z' },
  ];
  fetchMock.mockImplementation(async () => {
    memberPreferences.mutedThreads = [];
    return fakeResponse(200, { postId: POST, muted: false });
  });
  renderAt(<NotificationSettings />, '/account');
  const list = await screen.findByRole('list', { name: 'Muted threads' });
  expect(within(list).getByRole('link', { name: 'Too chatty' }).getAttribute('href')).toBe(`/blog/${POST}`);
  await userEvent.click(within(list).getByRole('button', { name: 'Unmute Too chatty' }));
  expect(await screen.findByText(/No muted threads/)).toBeTruthy();
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toContain(`/api/posts/${POST}/thread-mute`);
  expect(init.method).toBe('DELETE');
});
