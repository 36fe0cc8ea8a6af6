import type { Notification } from '@cwt/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useNotifications } from '../src/social/notification-stream';

const list = jest.fn();
const streamUrl = jest.fn();

jest.mock('../src/social/notifications', () => ({
  notificationsApi: {
    list: (...args: unknown[]) => list(...args),
    streamUrl: (...args: unknown[]) => streamUrl(...args),
    markRead: jest.fn(),
    markAllRead: jest.fn(),
  },
}));
// The hook reads the session and the read events from the shared core, by its package name.
jest.mock('@cwt/core', () => ({
  ...jest.requireActual('@cwt/core'),
  onNotificationsRead: () => () => undefined,
  useSession: (pick: (s: { isSignedIn: boolean; token: string }) => unknown) =>
    pick({ isSignedIn: true, token: 'token' }),
}));

/** The EventSource the hook opens: the test plays the server's side. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(id: string, n: Notification) {
    this.listeners.get('notification')?.(
      new MessageEvent('notification', { data: JSON.stringify(n), lastEventId: id }),
    );
  }
}

function notification(id: string, read = false): Notification {
  const at = '2026-11-25T00:00:00.000Z';
  return {
    id,
    _id: id,
    type: 'NEW_POST',
    title: `Post ${id}`,
    message: 'New post',
    date: at,
    createdAt: at,
    read,
    postId: null,
    commentId: null,
    actor: null,
    postAuthor: null,
    profilePicture: null,
    actorCount: 1,
    actors: [],
  };
}

/** A group of likes on one post, `count` people strong, at `at`. */
function likes(id: string, count: number, read: boolean, at: string): Notification {
  return {
    ...notification(id, read),
    type: 'LIKE_POST',
    message: `Lan and ${count - 1} others liked your post`,
    date: at,
    createdAt: at,
    actorCount: count,
  };
}

const ID = (n: number) => n.toString(16).padStart(24, '0');

beforeEach(() => {
  FakeEventSource.all = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  list.mockReset();
  streamUrl.mockReset();
  streamUrl.mockImplementation(async (cursor?: string) => `/stream?cursor=${cursor ?? ''}`);
});

afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

test('connects at the list’s cursor, counts each event once, and reconnects after the last one', async () => {
  list.mockResolvedValue({ items: [notification(ID(1))], total: 1, unread: 1, cursor: '7' });
  const { result } = renderHook(() => useNotifications());
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
  // The list was empty of the rest: the stream resumes right after what it showed.
  expect(streamUrl).toHaveBeenLastCalledWith('7');
  const source = FakeEventSource.all[0]!;

  act(() => {
    source.onopen?.();
    source.emit('8', notification(ID(2)));
  });
  expect(result.current.unread).toBe(2);
  expect(result.current.items.map((n) => n.id)).toEqual([ID(2), ID(1)]);

  // A replay of what is already shown (a cursor not past ours) changes nothing.
  act(() => {
    source.emit('8', notification(ID(2)));
    source.emit('7', notification(ID(1)));
  });
  expect(result.current.unread).toBe(2);
  expect(result.current.items).toHaveLength(2);

  // Dropped: the next connection resumes after the last event.
  jest.useFakeTimers();
  try {
    act(() => source.onerror?.());
    expect(source.closed).toBe(true);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_000);
    });
  } finally {
    jest.useRealTimers();
  }
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(2));
  expect(streamUrl).toHaveBeenLastCalledWith('8');
});

test('an API without cursors: events are counted, their notification ids never used as cursors', async () => {
  list.mockResolvedValue({ items: [], total: 0, unread: 0, cursor: undefined });
  const { result } = renderHook(() => useNotifications());
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
  expect(streamUrl).toHaveBeenLastCalledWith(undefined);
  act(() => {
    FakeEventSource.all[0]!.emit(ID(3), notification(ID(3)));
    FakeEventSource.all[0]!.emit(ID(4), notification(ID(4)));
  });
  expect(result.current.unread).toBe(2);
  expect(result.current.items.map((n) => n.id)).toEqual([ID(4), ID(3)]);
});

test('a changed group replaces its row, on top, and counts as unread once', async () => {
  const old = '2026-11-25T00:00:00.000Z';
  const now = '2026-11-26T00:00:00.000Z';
  list.mockResolvedValue({
    items: [notification(ID(1)), likes(ID(2), 2, true, old)],
    total: 2,
    unread: 1,
    cursor: '7',
  });
  const { result } = renderHook(() => useNotifications());
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
  const source = FakeEventSource.all[0]!;

  // A read group liked again: unread again, one row, on top.
  act(() => source.emit('8', likes(ID(2), 3, false, now)));
  expect(result.current.items.map((n) => [n.id, n.actorCount])).toEqual([
    [ID(2), 3],
    [ID(1), 1],
  ]);
  expect(result.current.unread).toBe(2);

  // Liked again while still unread: the row changes, the count does not.
  act(() => source.emit('9', likes(ID(2), 4, false, now)));
  expect(result.current.items).toHaveLength(2);
  expect(result.current.items[0]!.message).toBe('Lan and 3 others liked your post');
  expect(result.current.unread).toBe(2);

  // A group beyond the rows shown: the list and count are read again instead of guessed.
  list.mockResolvedValue({
    items: [likes(ID(5), 2, false, now), likes(ID(2), 4, false, now)],
    total: 3,
    unread: 3,
    cursor: '10',
  });
  act(() => source.emit('10', likes(ID(5), 2, false, now)));
  await waitFor(() => expect(result.current.unread).toBe(3));
  expect(result.current.items.map((n) => n.id)).toEqual([ID(5), ID(2)]);
});
