import { signOut } from '@cwt/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeResponse, mockFetch, renderAt } from '../../../test/helpers';
import { MY_ID, signInAsUser } from '../../../test/sign-in';
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
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string; body?: string }) =>
    init?.method === 'PUT'
      ? fakeResponse(200, { ...me, ...JSON.parse(init.body ?? '{}') })
      : fakeResponse(200, me),
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
