import { activateLocale, peekRuntimeConfig, setRuntimeConfig, signOut } from '@cwt/core';
import { notify } from '@cwt/ui';
import { fakeResponse, fetchMock, installFetch, renderAt, Where } from '@test/helpers';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from './LoginPage';

// Stands in for Google's button: the real widget loads Google's script, which tests must not fetch.
jest.mock('./GoogleLoginWidget', () => ({
  __esModule: true,
  default: ({ onCredential, onError }: { onCredential: (c: string) => void; onError: () => void }) => (
    <div>
      <button type="button" onClick={() => onCredential('google-id-token')}>
        Google ok
      </button>
      <button type="button" onClick={onError}>
        Google fails
      </button>
    </div>
  ),
}));

const USER = {
  token: 'tok',
  username: 'ada',
  profilePicture: null,
  id: '65f0a1b2c3d4e5f6a7b8c9d0',
  email: 'ada@gmail.com',
  name: 'Ada',
};
const extra = { '/': <Where label="home" />, '/admin': <Where label="admin" /> };
const BASE = {
  apiBaseUrl: 'http://localhost:4000',
  googleClientId: null,
  supportEmail: 'support@cwt.local',
  remotes: {
    reader: 'http://localhost:3001/remoteEntry.js',
    editor: 'http://localhost:3002/remoteEntry.js',
    social: 'http://localhost:3003/remoteEntry.js',
    admin: 'http://localhost:3004/remoteEntry.js',
  },
  remoteTimeoutMs: 10_000,
};
const original = peekRuntimeConfig();

beforeEach(() => {
  signOut();
  localStorage.clear();
  installFetch();
  setRuntimeConfig({ ...(original ?? BASE), googleClientId: 'cwt.apps.googleusercontent.com' });
});
afterEach(() => activateLocale('en'));
afterAll(() => {
  if (original) setRuntimeConfig(original);
});

describe('Google sign-in on Login', () => {
  it('renders nothing (and loads nothing) without a client id', () => {
    setRuntimeConfig({ ...(original ?? BASE), googleClientId: null });
    renderAt(<LoginPage />, '/login', { extra });
    expect(screen.queryByTestId('google-signin')).toBeNull();
  });

  // The spec's success text is Vietnamese: asserted in vi.
  it('posts the ID token with credentials, signs in, sets the flag and goes home', async () => {
    await act(() => activateLocale('vi'));
    const ok = jest.spyOn(notify, 'success');
    fetchMock.mockResolvedValue(fakeResponse(200, { ...USER, userRole: 'USER' }));
    renderAt(<LoginPage />, '/login', { extra });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Google ok' }));
    expect(await screen.findByText('home at /')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain('/api/auth/google');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init.body)).toEqual({ token: 'google-id-token' });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('loginSuccess')).toBe('true');
    expect(ok).toHaveBeenCalledWith('Đăng nhập thành công!');
  });

  it('sends an ADMIN to /admin without the flag', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { ...USER, userRole: 'ADMIN' }));
    renderAt(<LoginPage />, '/login', { extra });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Google ok' }));
    expect(await screen.findByText('admin at /admin')).toBeInTheDocument();
    expect(localStorage.getItem('loginSuccess')).toBeNull();
  });

  it("shows the server's message, the connection error, and Google's own failure", async () => {
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(fakeResponse(409, { message: 'E-mail not verified' }));
    renderAt(<LoginPage />, '/login', { extra });
    await user.click(await screen.findByRole('button', { name: 'Google ok' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('E-mail not verified'));

    // The spec's connection error is Vietnamese, its Google failure English: each in its language.
    await act(() => activateLocale('vi'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Google ok' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Lỗi kết nối đến server'));

    await act(() => activateLocale('en'));
    await user.click(screen.getByRole('button', { name: 'Google fails' }));
    expect(error).toHaveBeenLastCalledWith('Google login failed!');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
