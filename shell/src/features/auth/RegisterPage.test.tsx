import { signOut } from '@cwt/core';
import { notify } from '@cwt/ui';
import { fakeResponse, fetchMock, installFetch, renderAt, Where } from '@test/helpers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterPage from './RegisterPage';

const extra = { '/login': <Where label="login" />, '/': <Where label="home" /> };

beforeEach(() => {
  signOut();
  installFetch();
});

describe('RegisterPage', () => {
  it('requires every field and sends nothing until they are filled', async () => {
    renderAt(<RegisterPage />, '/register', { extra });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field message once the field has content', async () => {
    const user = userEvent.setup();
    renderAt(<RegisterPage />, '/register', { extra });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/^name/i), 'Alice');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  async function fillAndSubmit() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^name/i), 'Alice');
    await user.type(screen.getByLabelText(/^email/i), 'alice@example.com');
    await user.type(screen.getByLabelText(/^username/i), 'alice');
    await user.type(screen.getByLabelText(/^password/i), 'long-password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  }

  it('on success says so and goes to /login', async () => {
    const success = jest.spyOn(notify, 'success');
    fetchMock.mockResolvedValue(
      fakeResponse(201, { message: 'ok', id: '65f0a1b2c3d4e5f6a7b8c9d0', username: 'alice' }),
    );
    renderAt(<RegisterPage />, '/register', { extra });
    await fillAndSubmit();
    expect(await screen.findByText('login at /login')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Signup successful! Please log in.');
  });

  it("on failure toasts 'Signup failed' and shows the server message on its field", async () => {
    const error = jest.spyOn(notify, 'error');
    fetchMock.mockResolvedValue(
      fakeResponse(409, { message: 'Username is already taken', field: 'username' }),
    );
    renderAt(<RegisterPage />, '/register', { extra });
    await fillAndSubmit();
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Signup failed');
    expect(screen.getByLabelText(/^username/i)).toHaveAttribute('aria-invalid', 'true');
  });
});
