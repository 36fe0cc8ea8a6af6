import { signOut } from '@cwt/core';
import { fakeResponse, mockFetch, renderAt } from '@test/helpers';
import { MY_ID, signInAsUser } from '@test/sign-in';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import AccountPage from './AccountPage';

const fetchMock = mockFetch();
afterEach(() => act(() => signOut()));

const me = {
  id: MY_ID,
  _id: MY_ID,
  name: 'Me',
  username: 'me',
  email: 'me@x.io',
  emailVerified: true,
  profilePicture: null,
  location: null,
  website: null,
  userRole: 'USER',
  createdAt: '2024-05-02T00:00:00.000Z',
};

test('the form starts from the account; a save keeps what was typed and says so', async () => {
  signInAsUser();
  fetchMock.mockImplementation(async (url: string, init?: { method?: string; body?: string }) =>
    init?.method === 'PUT'
      ? fakeResponse(200, { ...me, ...JSON.parse(init.body ?? '{}') })
      : fakeResponse(200, url.includes('/api/users/me/') ? [] : me),
  );
  renderAt(<AccountPage />, '/account');
  const name = (await screen.findByLabelText('Full name')) as HTMLInputElement;
  await waitFor(() => expect(name.value).toBe('Me'));
  fireEvent.change(name, { target: { value: 'Me Again' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Account updated successfully!')).toBeTruthy();
  expect(name.value).toBe('Me Again');
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(put?.[1].body)).toMatchObject({ name: 'Me Again', email: 'me@x.io' });
});

test('a failed load shows the server’s message', async () => {
  signInAsUser();
  fetchMock.mockResolvedValue(fakeResponse(403, { message: 'Account locked' }));
  renderAt(<AccountPage />, '/account');
  expect(await screen.findByText('Error: Account locked')).toBeTruthy();
});

test('Blocked and muted lists each member with Unblock or Unmute, which takes the row away', async () => {
  signInAsUser();
  const bob = { id: 'c'.repeat(24), _id: 'c'.repeat(24), name: 'Bob', username: 'bob', profilePicture: null };
  const carol = { ...bob, id: 'd'.repeat(24), _id: 'd'.repeat(24), name: 'Carol', username: 'carol' };
  let blocks = [{ ...bob, since: '2026-01-01T00:00:00.000Z' }];
  const mutes = [{ ...carol, since: '2026-01-01T00:00:00.000Z' }];
  fetchMock.mockImplementation(async (url: string, init?: { method?: string }) => {
    if (init?.method === 'DELETE') {
      blocks = [];
      return fakeResponse(200, { blocked: false });
    }
    if (url.includes('/api/users/me/blocks')) return fakeResponse(200, blocks);
    if (url.includes('/api/users/me/mutes')) return fakeResponse(200, mutes);
    return fakeResponse(200, me);
  });
  renderAt(<AccountPage />, '/account');
  const blocked = await screen.findByRole('list', { name: 'Blocked members' });
  expect(blocked.textContent).toContain('@bob');
  const muted = screen.getByRole('list', { name: 'Muted members' });
  expect(muted.textContent).toContain('@carol');
  expect(screen.getByRole('link', { name: 'Carol' }).getAttribute('href')).toBe(`/profile/${carol.id}`);
  fireEvent.click(screen.getByRole('button', { name: 'Unblock @bob' }));
  expect(await screen.findByText("You haven't blocked anyone.")).toBeTruthy();
  const write = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
  expect(write?.[0]).toContain(`/api/blocks/${bob.id}`);
  expect(screen.getByRole('button', { name: 'Unmute @carol' })).toBeTruthy();
});
