import { resetRemoteComponentCache, setRemoteRuntime, signIn, signOut } from '@cwt/core';
import { renderAt, Where } from '@test/helpers';
import { screen } from '@testing-library/react';
import { AdminRoute } from './AdminRoute';

// The federation runtime the shell hands to @cwt/core's loader.
const load = jest.fn<Promise<unknown>, [string]>();
const resetRemote = jest.fn<void, [string]>();

const LOGIN = {
  token: 'tok',
  username: 'root',
  profilePicture: null,
  id: '65f0a1b2c3d4e5f6a7b8c9d0',
  email: 'root@example.com',
  name: 'Root',
};

beforeEach(() => {
  signOut();
  resetRemoteComponentCache();
  setRemoteRuntime({ load, reset: resetRemote });
  load.mockReset();
  load.mockResolvedValue({ default: () => <h1>DASHBOARD</h1> });
});

const extra = { '/': <Where label="home" /> };

describe('AdminRoute', () => {
  it('renders the admin remote for an ADMIN', async () => {
    signIn({ ...LOGIN, userRole: 'ADMIN' });
    renderAt(<AdminRoute />, '/admin/*', { extra });
    expect(await screen.findByRole('heading', { name: 'DASHBOARD' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('admin/AdminApp');
  });

  it('redirects a signed-in USER to / without loading the admin remote', async () => {
    signIn({ ...LOGIN, userRole: 'USER' });
    renderAt(<AdminRoute />, '/admin/*', { extra });
    expect(await screen.findByText('home at /')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('redirects a visitor to /', async () => {
    renderAt(<AdminRoute />, '/admin/*', { extra });
    expect(await screen.findByText('home at /')).toBeInTheDocument();
  });
});
