import { signIn, signOut } from '@cwt/core';
import { notify } from '@cwt/ui';
import { fakeResponse, fetchMock, installFetch, renderAt, Where } from '@test/helpers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from './LoginPage';

const USER = {
  token: 'tok',
  username: 'alice',
  profilePicture: null,
  id: '65f0a1b2c3d4e5f6a7b8c9d0',
  email: 'alice@example.com',
  name: 'Alice',
};

const extra = {
  '/': <Where label="home" />,
  '/admin': <Where label="admin" />,
  '/saved': <Where label="bookmarks" />,
};

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/username/i), 'alice');
  await user.type(screen.getByLabelText(/^password/i), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  signOut();
  localStorage.clear();
  installFetch();
});

describe('LoginPage', () => {
  it('signs a user in, sets the loginSuccess flag and returns to the page they came from', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { ...USER, userRole: 'USER' }));
    renderAt(<LoginPage />, '/login', { state: { from: '/saved' }, extra });
    await logIn();
    expect(await screen.findByText('bookmarks at /saved')).toBeInTheDocument();
    expect(localStorage.getItem('loginSuccess')).toBe('true');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      username: 'alice',
      password: 'secret-pass',
    });
  });

  it('sends an ADMIN to /admin without the loginSuccess flag', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { ...USER, userRole: 'ADMIN' }));
    renderAt(<LoginPage />, '/login', { state: { from: '/saved' }, extra });
    await logIn();
    expect(await screen.findByText('admin at /admin')).toBeInTheDocument();
    expect(localStorage.getItem('loginSuccess')).toBeNull();
  });

  it("shows 'Logging in...' while submitting, then the error inline and as a toast", async () => {
    const errorToast = jest.spyOn(notify, 'error');
    let answer!: (value: unknown) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt(<LoginPage />, '/login', { extra });
    await logIn();
    expect(screen.getByRole('button', { name: /logging in\.\.\./i })).toBeDisabled();
    answer(fakeResponse(401, { message: 'Invalid credentials' }));
    expect(await screen.findByText('Invalid username or password!')).toBeInTheDocument();
    expect(errorToast).toHaveBeenCalledWith('Invalid username or password!');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('loginSuccess')).toBeNull();
  });

  it('redirects an already signed-in user by role', async () => {
    signIn({ ...USER, userRole: 'ADMIN' });
    renderAt(<LoginPage />, '/login', { extra });
    expect(await screen.findByText('admin at /admin')).toBeInTheDocument();
  });

  it('links to Sign Up and Forgot Password', () => {
    renderAt(<LoginPage />, '/login', { extra });
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByTestId('google-signin-slot')).not.toBeInTheDocument();
  });

  it('sets the page title', async () => {
    renderAt(<LoginPage />, '/login', { extra });
    await waitFor(() => expect(document.title).toBe('Login · CWT'));
  });
});
