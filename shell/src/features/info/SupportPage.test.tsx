import { notify } from '@cwt/ui';
import { fakeResponse, fetchMock, installFetch, renderAt } from '@test/helpers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SupportPage from './SupportPage';

beforeEach(() => installFetch());

describe('Support contact form', () => {
  it("shows the spec's messages for empty fields and sends nothing", async () => {
    renderAt(<SupportPage />, '/support');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects a malformed e-mail with 'Email is invalid'", async () => {
    const user = userEvent.setup();
    renderAt(<SupportPage />, '/support');
    await user.type(screen.getByLabelText(/^email/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
  });

  it('posts to the contact endpoint, clears the form and confirms', async () => {
    const success = jest.spyOn(notify, 'success');
    fetchMock.mockResolvedValue(fakeResponse(201, { message: 'ok', id: '65f0a1b2c3d4e5f6a7b8c9d0' }));
    const user = userEvent.setup();
    renderAt(<SupportPage />, '/support?topic=bug');
    expect(screen.getByText('Report a bug')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^name/i), 'Bob');
    await user.type(screen.getByLabelText(/^email/i), 'bob@example.com');
    await user.type(screen.getByLabelText(/^message/i), 'The page crashes');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(success).toHaveBeenCalledWith('Message sent successfully!');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toMatch(/\/api\/contact$/);
    expect(JSON.parse(init.body)).toEqual({
      name: 'Bob',
      email: 'bob@example.com',
      message: '[Report a bug] The page crashes',
    });
    expect(screen.getByLabelText(/^name/i)).toHaveValue('');
    expect(screen.getByLabelText(/^message/i)).toHaveValue('');
  });

  it('links the reset-password FAQ to /forgot-password', () => {
    renderAt(<SupportPage />, '/support');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
