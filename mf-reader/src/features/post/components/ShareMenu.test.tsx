import { notify } from '@cwt/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareMenu } from './ShareMenu';

const ID = '65f0000000000000000000a1';
const URL_OF_POST = `${window.location.origin}/blog/${ID}`;

function openMenu() {
  const user = userEvent.setup();
  render(<ShareMenu postId={ID} title="Tết & friends" />);
  return { user, open: () => user.click(screen.getByRole('button', { name: /share/i })) };
}

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareMenu', () => {
  it('copies the post’s address and says so', async () => {
    const { user, open } = openMenu();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const success = jest.spyOn(notify, 'success');
    await open();
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_OF_POST);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Link copied', expect.anything()));
  });

  it('says so when the clipboard refuses', async () => {
    const { user, open } = openMenu();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const error = jest.spyOn(notify, 'error');
    await open();
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not copy the link', expect.anything()));
  });

  it('links to Facebook and X with the address and title encoded, opened in a new window', async () => {
    const { user, open } = openMenu();
    const windowOpen = jest.spyOn(window, 'open').mockReturnValue(null);
    await open();
    const facebook = screen.getByRole('menuitem', { name: 'Share on Facebook' });
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_OF_POST)}`,
    );
    const x = screen.getByRole('menuitem', { name: 'Share on X' });
    expect(x).toHaveAttribute(
      'href',
      `https://x.com/intent/post?url=${encodeURIComponent(URL_OF_POST)}&text=T%E1%BA%BFt%20%26%20friends`,
    );
    await user.click(x);
    expect(windowOpen).toHaveBeenCalledWith(x.getAttribute('href'), '_blank', 'noopener,noreferrer');
  });

  it('offers the system share sheet only where the browser has one', async () => {
    const first = openMenu();
    await first.open();
    expect(screen.queryByRole('menuitem', { name: /more options/i })).toBeNull();
    cleanup();

    const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const second = openMenu();
    await second.open();
    await second.user.click(screen.getByRole('menuitem', { name: /more options/i }));
    expect(share).toHaveBeenCalledWith({ title: 'Tết & friends', url: URL_OF_POST });
  });
});
