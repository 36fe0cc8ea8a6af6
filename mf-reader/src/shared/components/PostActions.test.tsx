import { activateLocale, signIn, signOut } from '@cwt/core';
import {
  fakeResponse,
  fetchMock,
  installFetch,
  MEMBER_LOGIN,
  makePost,
  renderAt,
  resetSWR,
} from '@test/helpers';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { LikeButton } from './PostActions';

const signInAs = () => act(() => signIn({ ...MEMBER_LOGIN, username: 'ann', id: 'a'.repeat(24) }));

beforeEach(async () => {
  await resetSWR();
  installFetch();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  act(() => signOut());
  jest.restoreAllMocks();
  await act(() => activateLocale('en'));
});

describe('LikeButton', () => {
  it('applies the like at once, dims while in flight, and rolls back when the call fails', async () => {
    signInAs();
    let fail: (value: unknown) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (fail = resolve)));
    renderAt(<LikeButton post={makePost({ title: 'Hi', likeCount: 3, liked: false })} />);
    const button = screen.getByRole('button', { name: /^Like "Hi"/ });

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('4');
    expect(button).toHaveAttribute('aria-busy', 'true');

    // A second click while the call is in flight is ignored.
    await userEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');

    await act(async () => fail(fakeResponse(500, { message: 'boom' })));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveTextContent('3');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('keeps the server count on success', async () => {
    signInAs();
    fetchMock.mockResolvedValue(fakeResponse(200, { liked: true, likeCount: 10, likeCnt: 10 }));
    renderAt(<LikeButton post={makePost({ title: 'Hi', likeCount: 3 })} />);
    const button = screen.getByRole('button', { name: /^Like "Hi"/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('10'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('a visitor gets the sign-in alert and no request', async () => {
    const spy = jest.spyOn(toast, 'error');
    renderAt(<LikeButton post={makePost({ title: 'Hi' })} />);
    await userEvent.click(screen.getByRole('button', { name: /^Like "Hi"/ }));
    expect(spy).toHaveBeenCalledWith('You need to log in.', expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in Vietnamese, the sign-in alert is the spec’s text', async () => {
    await act(() => activateLocale('vi'));
    const spy = jest.spyOn(toast, 'error');
    renderAt(<LikeButton post={makePost({ title: 'Hi', likeCount: 2 })} />);
    const button = screen.getByRole('button', { name: 'Thích "Hi", 2 lượt thích' });
    await userEvent.click(button);
    expect(spy).toHaveBeenCalledWith('Bạn cần đăng nhập.', expect.anything());
  });
});
