import { signIn, signOut } from '@cwt/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetch, renderAt } from '../../../test/helpers';
import ProfilePage from './ProfilePage';

const fetchMock = mockFetch();
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

const renderProfile = (id: string) => renderAt(<ProfilePage />, `/profile/${id}`, '/profile/:userId');

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
        return fakeResponse(200, { following, followerNumber: following ? 4 : 3, followingNumber: 1 });
      }
      if (url.includes('-posts')) return fakeResponse(200, []);
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

  test('an unknown user shows the not-found message', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('-posts') ? fakeResponse(200, []) : fakeResponse(404, { message: 'User not found' }),
    );
    renderProfile(ID);
    expect(await screen.findByText('Không tìm thấy người dùng hoặc đường dẫn không hợp lệ.')).toBeTruthy();
  });
});
