import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { AppToaster, notify } from './Toast';

beforeAll(() => {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

afterEach(() => {
  act(() => toast.remove());
});

describe('notify + AppToaster', () => {
  // First: the module's state is fresh only once per file.
  it('renders nothing and loads no toast library until the first toast', async () => {
    const { container } = render(<AppToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      notify('First');
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
  });

  it('shows success as a status and error as an alert', async () => {
    render(<AppToaster />);
    act(() => {
      notify.success('Post created successfully!');
      notify.error('Failed to create post');
    });
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create post');
    expect(screen.getByRole('status')).toHaveTextContent('Post created successfully!');
  });

  it('styles info and warning with their own classes and icons', async () => {
    render(<AppToaster />);
    act(() => {
      notify.info('Heads up');
      notify.warning('Careful');
      notify.default('Plain');
    });
    const info = await screen.findByText('Heads up');
    expect(info.closest('.info')).not.toBeNull();
    expect(info.closest('.toast')?.querySelector('.infoIcon')).not.toBeNull();
    expect(screen.getByText('Careful').closest('.warning')?.querySelector('.warningIcon')).not.toBeNull();
    expect(screen.getByText('Plain').closest('.toast')).not.toBeNull();
  });

  it('passes the duration and id through, returns the id and dismisses by id', async () => {
    const success = jest.spyOn(toast, 'success');
    const dismiss = jest.spyOn(toast, 'dismiss');
    expect(notify.success('Saved', { duration: 2000, id: 'save' })).toBe('save');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved', { duration: 2000, id: 'save' }));
    notify.dismiss('save');
    await waitFor(() => expect(dismiss).toHaveBeenCalledWith('save'));
    // Without an id, one is made up front, so the caller can dismiss a toast still loading.
    expect(notify('Plain')).toMatch(/^cwt-toast-\d+$/);
    success.mockRestore();
    dismiss.mockRestore();
  });
});
