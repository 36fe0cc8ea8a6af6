import { signIn, signOut } from '@cwt/core';
import { fakeResponse, fetchMock, installFetch, MEMBER_LOGIN, renderAt, resetSWR } from '@test/helpers';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopicFollowButton } from './TopicFollowButton';

jest.setTimeout(30_000);
beforeEach(async () => {
  await resetSWR();
  installFetch();
  act(() => signIn(MEMBER_LOGIN));
});
afterEach(() => act(() => signOut()));

it('follows and unfollows the topic; the state comes from the topic list (any case)', async () => {
  let topics: { name: string; followedAt: string }[] = [];
  const writes: string[] = [];
  fetchMock.mockImplementation(async (input: string, init?: { method?: string }) => {
    const url = new URL(input, 'http://x');
    if (init?.method === 'POST' || init?.method === 'DELETE') {
      writes.push(`${init.method} ${url.pathname}`);
      const following = init.method === 'POST';
      topics = following ? [{ name: 'travel', followedAt: '2026-01-01T00:00:00.000Z' }] : [];
      return fakeResponse(200, { name: 'travel', following });
    }
    return fakeResponse(200, topics);
  });
  renderAt(<TopicFollowButton name="Travel" />);
  const follow = await screen.findByRole('button', { name: 'Follow topic' });
  await waitFor(() => expect(follow).toBeEnabled());
  expect(follow).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(follow);
  const unfollow = await screen.findByRole('button', { name: 'Unfollow topic' });
  expect(unfollow).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(unfollow).toBeEnabled());
  await userEvent.click(unfollow);
  await screen.findByRole('button', { name: 'Follow topic' });
  expect(writes).toEqual(['POST /api/topics/Travel/follow', 'DELETE /api/topics/Travel/follow']);
});
