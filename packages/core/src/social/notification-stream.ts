import { type Notification, STREAM_CURSOR_PATTERN } from '@cwt/contracts';
import { onNotificationsRead, useSession } from '@cwt/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notificationsApi } from './notifications';

const POLL_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

export interface NotificationsState {
  items: Notification[];
  unread: number;
  loaded: boolean;
  live: boolean;
  markRead: (n: Notification) => Promise<string | null>;
  markAllRead: () => Promise<void>;
}

/** `n` in place of its older copy, or added; the list stays newest first. */
function upsertNewestFirst(list: Notification[], n: Notification): Notification[] {
  const rest = list.filter((x) => x.id !== n.id);
  const at = rest.findIndex((x) => x.createdAt <= n.createdAt);
  return at === -1 ? [...rest, n] : [...rest.slice(0, at), n, ...rest.slice(at)];
}

/** How the unread count moves when `next` arrives for a row shown as `shown` (or not shown). */
function unreadDelta(shown: Notification | undefined, next: Notification): number {
  const was = shown ? !shown.read : false;
  return Number(!next.read) - Number(was);
}

/**
 * The bell's data: the latest notifications and the unread count, kept fresh by Server-Sent Events
 * (a short-lived ticket per connection; reconnects with backoff), falling back to polling where
 * EventSource is missing or the stream keeps failing. Every connection resumes at the stream cursor
 * of what is shown (the list's X-Stream-Cursor, then each event's id), so nothing committed while
 * the bell connects or reconnects is lost, and nothing is counted twice.
 */
export function useNotifications(size = 10): NotificationsState {
  const isSignedIn = useSession((s) => s.isSignedIn);
  const token = useSession((s) => s.token);
  const [items, setItems] = useState<Notification[]>([]);
  const [unread, setUnread] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [live, setLive] = useState(false);
  const cursor = useRef<string | undefined>(undefined);
  // The rows as last rendered, for the stream handler (which must not re-subscribe on each change).
  const itemsRef = useRef<Notification[]>(items);
  itemsRef.current = items;

  const refresh = useCallback(async () => {
    try {
      const res = await notificationsApi.list({ size });
      // A poll answered from before what the stream has already delivered would take that back.
      if (
        res.cursor !== undefined &&
        cursor.current !== undefined &&
        Number(res.cursor) < Number(cursor.current)
      )
        return;
      setItems(res.items);
      setUnread(res.unread);
      cursor.current = res.cursor;
    } catch (error) {
      console.error('notifications:', error instanceof Error ? error.message : error);
    } finally {
      setLoaded(true);
    }
  }, [size]);

  useEffect(() => {
    // token: a new session (password change, another sign-in) needs a new stream.
    void token;
    if (!isSignedIn) return;
    let stopped = false;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let failures = 0;
    // Another session's position means nothing to this one.
    cursor.current = undefined;

    const startPolling = () => {
      if (!poll) poll = setInterval(() => void refresh(), POLL_MS);
    };
    const connect = async () => {
      if (stopped) return;
      try {
        const url = await notificationsApi.streamUrl(cursor.current);
        if (stopped) return;
        source = new EventSource(url);
        source.onopen = () => {
          failures = 0;
          setLive(true);
          if (poll) {
            clearInterval(poll);
            poll = null;
          }
        };
        source.addEventListener('notification', (event) => {
          const message = event as MessageEvent<string>;
          const at = message.lastEventId;
          // An API from before cursors sends notification ids: nothing to resume from or compare.
          if (STREAM_CURSOR_PATTERN.test(at)) {
            // Already counted: the list (a poll) or an earlier event showed it.
            if (cursor.current !== undefined && Number(at) <= Number(cursor.current)) return;
            cursor.current = at;
          }
          const n = JSON.parse(message.data) as Notification;
          const shown = itemsRef.current.find((x) => x.id === n.id);
          if (!shown && n.actorCount > 1) {
            // A group changed that is not among the rows shown: whether it was unread is only known
            // to the server, so the count is read again rather than guessed.
            void refresh();
            return;
          }
          // A group comes again when it changes: it replaces its row (newest first), not a second one.
          setItems((list) => upsertNewestFirst(list, n).slice(0, size));
          setUnread((u) => u + unreadDelta(shown, n));
        });
        source.onerror = () => {
          // The ticket is single-use and short-lived: reconnect with a fresh one rather than let
          // EventSource retry the old URL.
          source?.close();
          source = null;
          setLive(false);
          scheduleReconnect();
        };
      } catch {
        scheduleReconnect();
      }
    };
    const scheduleReconnect = () => {
      if (stopped) return;
      failures += 1;
      if (failures >= 3) startPolling();
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 5));
      retry = setTimeout(() => void connect(), delay);
    };

    void refresh().then(() => {
      if (typeof EventSource === 'undefined') startPolling();
      else void connect();
    });
    return () => {
      stopped = true;
      source?.close();
      if (retry) clearTimeout(retry);
      if (poll) clearInterval(poll);
      setLive(false);
    };
  }, [isSignedIn, token, refresh, size]);

  // Marked read elsewhere (the notifications page): the bell's count and rows are asked for again.
  useEffect(
    () => (isSignedIn ? onNotificationsRead(() => void refresh()) : undefined),
    [isSignedIn, refresh],
  );

  const markRead = useCallback(async (n: Notification) => {
    if (!n.read) {
      setItems((list) => list.map((x) => (x.id === n.id ? { ...x, read: true } : x)));
      setUnread((u) => Math.max(0, u - 1));
    }
    try {
      const res = await notificationsApi.markRead(n.id);
      return res.postId;
    } catch (error) {
      console.error('notifications:', error instanceof Error ? error.message : error);
      return n.postId;
    }
  }, []);

  const markAllRead = useCallback(async () => {
    setItems((list) => list.map((x) => ({ ...x, read: true })));
    setUnread(0);
    try {
      await notificationsApi.markAllRead();
    } catch (error) {
      console.error('notifications:', error instanceof Error ? error.message : error);
    }
  }, []);

  return { items, unread, loaded, live, markRead, markAllRead };
}
