import type { Notification } from '@cwt/contracts';
import { signOut } from '@cwt/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetch, renderAt } from '../../../test/helpers';
import { signInAsUser } from '../../../test/sign-in';
import NotificationsPage from './NotificationsPage';

const fetchMock = mockFetch();
afterEach(() => act(() => signOut()));

const notification = (id: string, read: boolean): Notification => ({
  id,
  _id: id,
  type: 'NEW_POST',
  title: `Post ${id}`,
  message: 'New post',
  date: '2024-05-02T00:00:00.000Z',
  createdAt: '2024-05-02T00:00:00.000Z',
  read,
  postId: null,
  commentId: null,
  actor: null,
  postAuthor: null,
  profilePicture: null,
  actorCount: 1,
  actors: [],
});

test('Mark all as read: the page is asked for again and shows them read', async () => {
  signInAsUser();
  let read = false;
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) => {
    if (init?.method === 'PATCH') {
      read = true;
      return fakeResponse(200, { updated: 1 });
    }
    return fakeResponse(200, [notification('1', read)], {
      'x-total-count': '1',
      'x-unread-count': read ? '0' : '1',
    });
  });
  renderAt(<NotificationsPage />, '/notifications');
  expect(await screen.findByText('new')).toBeTruthy();
  const button = screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement;
  expect(button.disabled).toBe(false);
  fireEvent.click(button);
  await waitFor(() => expect(screen.queryByText('new')).toBeNull());
  expect(button.disabled).toBe(true);
});

test('a failed list reads as no notifications', async () => {
  signInAsUser();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchMock.mockResolvedValue(fakeResponse(500, { message: 'down' }));
  renderAt(<NotificationsPage />, '/notifications');
  expect(await screen.findByText('No notifications yet')).toBeTruthy();
  error.mockRestore();
});

test('signed out: sent to sign in', async () => {
  renderAt(<NotificationsPage />, '/notifications');
  expect((await screen.findByTestId('where')).textContent).toBe('/login');
  expect(fetchMock).not.toHaveBeenCalled();
});
