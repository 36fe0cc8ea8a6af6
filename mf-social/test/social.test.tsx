import type { BookmarkItem, Notification } from '@cwt/contracts';
import { signIn, signOut } from '@cwt/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { validateAccount } from '../src/features/account/validate';
import { bookmarkStats } from '../src/features/bookmarks/components/BookmarkStats';
import { NotificationBellView } from '../src/features/notifications/NotificationBellView';
import ProfilePage from '../src/features/profile/ProfilePage';

const fetchMock = jest.fn();
function response(status: number, body: unknown, headers: Record<string, string> = {}) {
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
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const ME = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const profile = {
  id: ID,
  _id: ID,
  name: 'Ann Lee',
  username: '',
  profilePicture: null,
  location: 'Hanoi',
  website: 'https://ann.dev/',
  followerNumber: 3,
  followingNumber: 1,
  postCount: 0,
  amIFollowing: false,
  createdAt: '2024-03-05T00:00:00.000Z',
};

function renderProfile(id: string) {
  return render(
    <MemoryRouter initialEntries={[`/profile/${id}`]}>
      <Routes>
        <Route path="/profile/:userId" element={<ProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ProfilePage', () => {
  afterEach(() => act(() => signOut()));

  test('an invalid id shows the message without fetching', () => {
    renderProfile('not-an-id');
    expect(screen.getByText('Không tìm thấy người dùng hoặc đường dẫn không hợp lệ.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('follow adds one, unfollow takes it back; username falls back to the name', async () => {
    signIn({
      token: 't',
      username: 'me',
      profilePicture: null,
      id: ME,
      userRole: 'USER',
      email: 'me@x.io',
      name: 'Me',
    });
    fetchMock.mockImplementation(async (url: string, init?: { method?: string }) => {
      if (url.includes('/api/follows/')) {
        const following = init?.method === 'POST';
        return response(200, { following, followerNumber: following ? 4 : 3, followingNumber: 1 });
      }
      if (url.includes('-posts')) return response(200, []);
      return response(200, profile);
    });
    renderProfile(ID);
    expect(await screen.findByText('@annlee')).toBeTruthy();
    expect(screen.getByText('ann.dev')).toBeTruthy();
    expect(screen.getByTestId('follower-count').textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(screen.getByTestId('follower-count').textContent).toBe('4'));
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    await waitFor(() => expect(screen.getByTestId('follower-count').textContent).toBe('3'));
    expect(screen.getByText('No posts yet')).toBeTruthy();
  });

  test('an unknown user shows the not-found message', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('-posts') ? response(200, []) : response(404, { message: 'User not found' }),
    );
    renderProfile(ID);
    expect(await screen.findByText('Không tìm thấy người dùng hoặc đường dẫn không hợp lệ.')).toBeTruthy();
  });
});

describe('bookmark stats', () => {
  const item = (category: string, savedAt: string) => ({ category, savedAt }) as BookmarkItem;
  test('total, distinct categories and the latest save date', () => {
    expect(
      bookmarkStats([
        item('Food', '2024-05-02T10:00:00Z'),
        item('Food', '2024-01-01T00:00:00Z'),
        item('Travel', '2023-01-01T00:00:00Z'),
      ]),
    ).toEqual({
      total: 3,
      categories: 2,
      lastSaved: '2 May 2024',
    });
    expect(bookmarkStats([])).toEqual({ total: 0, categories: 0, lastSaved: 'N/A' });
  });
});

describe('NotificationBellView', () => {
  const n = (id: string, read: boolean): Notification => ({
    id,
    _id: id,
    type: 'LIKE_POST',
    title: `Title ${id}`,
    message: 'Someone liked your post',
    date: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    read,
    postId: ID,
    actor: null,
    postAuthor: null,
    profilePicture: null,
  });

  test('badge, selection, mark all and closing on an outside click', () => {
    const onOpenChange = jest.fn();
    const onSelect = jest.fn();
    const onMarkAllRead = jest.fn();
    const { rerender } = render(
      <div>
        <p>outside</p>
        <NotificationBellView
          items={[n('1', false), n('2', true)]}
          unread={1}
          open={false}
          onOpenChange={onOpenChange}
          onSelect={onSelect}
          onMarkAllRead={onMarkAllRead}
        />
      </div>,
    );
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    rerender(
      <div>
        <p>outside</p>
        <NotificationBellView
          items={[n('1', false), n('2', true)]}
          unread={1}
          open
          onOpenChange={onOpenChange}
          onSelect={onSelect}
          onMarkAllRead={onMarkAllRead}
        />
      </div>,
    );
    fireEvent.click(screen.getByText('Title 1'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllRead).toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  test('no badge when everything is read', () => {
    render(
      <NotificationBellView
        items={[]}
        unread={0}
        open
        onOpenChange={() => {}}
        onSelect={() => {}}
        onMarkAllRead={() => {}}
      />,
    );
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByText('No notifications yet')).toBeTruthy();
  });
});

describe('account validation', () => {
  const form = { name: 'A', email: 'a@b.co', password: '', currentPassword: '', location: '', website: '' };
  test('the spec messages, first failure wins', () => {
    expect(validateAccount({ ...form, name: ' ' }, null)).toBe('Name cannot be empty');
    expect(validateAccount({ ...form, email: '' }, null)).toBe('Email cannot be empty');
    expect(validateAccount({ ...form, email: 'nope' }, null)).toBe('Please enter a valid email address');
    const big = { size: 5 * 1024 * 1024 } as File;
    expect(validateAccount(form, big)).toBe('Image size should be less than 5MB');
    expect(validateAccount({ ...form, website: 'ftp://x' }, null)).toMatch(/http/);
    expect(validateAccount(form, null)).toBeNull();
  });
});
