import { activateLocale, signOut } from '@cwt/core';
import { fakeResponse, mockFetch, renderAt } from '@test/helpers';
import { signInAsUser } from '@test/sign-in';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ProfilePage from './ProfilePage';

const fetchMock = mockFetch();
const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
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

const renderProfile = (id: string) => renderAt(<ProfilePage />, `/profile/${id}`, '/profile/:userId');

describe('ProfilePage', () => {
  afterEach(async () => {
    act(() => signOut());
    await act(() => activateLocale('en'));
  });

  test('an invalid id shows the spec’s message without fetching', async () => {
    await act(() => activateLocale('vi'));
    renderProfile('not-an-id');
    expect(screen.getByText('Không tìm thấy người dùng hoặc đường dẫn không hợp lệ.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('follow adds one, unfollow takes it back; username falls back to the name', async () => {
    signInAsUser();
    fetchMock.mockImplementation(async (url: string, init?: { method?: string }) => {
      if (url.includes('/api/follows/')) {
        const following = init?.method === 'POST';
        return fakeResponse(200, { following, followerNumber: following ? 4 : 3, followingNumber: 1 });
      }
      if (url.includes('-posts') || url.includes('/api/users/me/')) return fakeResponse(200, []);
      return fakeResponse(200, profile);
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

  test('block from the menu after confirming: Follow goes, the notice says so and Unblock undoes it', async () => {
    signInAsUser();
    let blocked = false;
    const writes: string[] = [];
    fetchMock.mockImplementation(async (url: string, init?: { method?: string }) => {
      if (url.includes('/api/blocks/')) {
        writes.push(`${init?.method} ${url}`);
        blocked = init?.method === 'POST';
        return fakeResponse(200, { blocked });
      }
      if (url.includes('/api/users/me/blocks'))
        return fakeResponse(200, blocked ? [{ ...profile, username: 'ann', since: profile.createdAt }] : []);
      if (url.includes('-posts') || url.includes('/api/users/me/')) return fakeResponse(200, []);
      return fakeResponse(200, { ...profile, username: 'ann' });
    });
    renderProfile(ID);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Ann Lee' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Block @ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block @ann?' });
    expect(writes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(writes).toEqual([`POST /api/blocks/${ID}`]));
    const notice = await screen.findByRole('region', { name: 'Blocked' });
    expect(within(notice).getByText('You blocked @ann.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.getByText("You won't see posts from members you block.")).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Unblock @ann' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Blocked' })).toBeNull());
    expect(writes).toEqual([`POST /api/blocks/${ID}`, `DELETE /api/blocks/${ID}`]);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  test('an unknown user shows the not-found message, in English for an English reader', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('-posts') ? fakeResponse(200, []) : fakeResponse(404, { message: 'User not found' }),
    );
    renderProfile(ID);
    expect(await screen.findByText('User not found or the link is invalid.')).toBeTruthy();
  });

  test('in Vietnamese: the whole page, no message id left', async () => {
    await act(() => activateLocale('vi'));
    fetchMock.mockImplementation(async (url: string) =>
      fakeResponse(200, url.includes('-posts') ? [] : profile),
    );
    const { container } = renderProfile(ID);
    expect(await screen.findByRole('button', { name: 'Theo dõi' })).toBeTruthy();
    expect(screen.getByText('Người theo dõi')).toBeTruthy();
    expect(screen.getByText('Tham gia từ tháng 3 năm 2024')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Bài viết' })).toBeTruthy();
    expect(screen.getByText('Chưa có bài viết nào')).toBeTruthy();
    expect(container.textContent).not.toMatch(/\b(social|core|ui)\.[a-z]+\./);
    expect(document.title).toContain('Ann Lee');
  });
});
