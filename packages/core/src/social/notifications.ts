import {
  API,
  apiPath,
  type Notification,
  type NotificationReadResponse,
  STREAM_CURSOR_HEADER,
  STREAM_CURSOR_PATTERN,
  UNREAD_COUNT_HEADER,
} from '@cwt/contracts';
import { apiRequest, apiRequestWithTotal, apiUrl, revalidateNotifications, swrKeys } from '@cwt/core';
import useSWR from 'swr';

export interface NotificationPage {
  items: Notification[];
  total: number;
  unread: number;
  /** The stream cursor of the same snapshot (undefined from an API without the header). */
  cursor: string | undefined;
}

export interface NotificationListOptions {
  page?: number;
  size?: number;
  unread?: boolean;
}

export const notificationsApi = {
  /**
   * A page with the totals and the stream cursor of the same snapshot: streaming from that cursor
   * delivers exactly what the page could not show.
   */
  list: async (opts: NotificationListOptions = {}, signal?: AbortSignal): Promise<NotificationPage> => {
    let unread = 0;
    let cursor: string | undefined;
    const { items, total } = await apiRequestWithTotal<Notification>(API.notifications, {
      query: { page: opts.page ?? 0, size: opts.size ?? 20, unread: opts.unread ? 'true' : undefined },
      signal,
      onResponse: (response) => {
        unread = Number(response.headers.get(UNREAD_COUNT_HEADER) ?? 0) || 0;
        const header = response.headers.get(STREAM_CURSOR_HEADER);
        cursor = header !== null && STREAM_CURSOR_PATTERN.test(header) ? header : undefined;
      },
    });
    return { items, total, unread, cursor };
  },
  markRead: async (id: string) => {
    const res = await apiRequest<NotificationReadResponse>(apiPath(API.notificationRead, { id }), {
      method: 'PATCH',
    });
    void revalidateNotifications();
    return res;
  },
  markAllRead: async () => {
    const res = await apiRequest<{ updated: number }>(API.notificationsReadAll, { method: 'PATCH' });
    await revalidateNotifications();
    return res;
  },
  /**
   * A 60-second ticket, then the EventSource URL that carries it (never the bearer token). With a
   * cursor (from the list or the last event's id) the stream first replays what came after it.
   */
  streamUrl: async (cursor?: string) => {
    const { ticket } = await apiRequest<{ ticket: string; expiresIn: number }>(
      API.notificationsStreamTicket,
      { method: 'POST' },
    );
    // A remote built before cursors passes the last notification id here: it gets the stream from now.
    const valid = cursor !== undefined && STREAM_CURSOR_PATTERN.test(cursor);
    return apiUrl(API.notificationsStream, { ticket, cursor: valid ? cursor : undefined });
  },
};

/** One page of the signed-in user's notifications (`page` counts from 0); `enabled` false skips it. */
export function useNotificationPage(enabled: boolean, page = 0, size = 20) {
  // Paging keeps the page on screen until the next one arrives instead of flashing "Loading...".
  return useSWR<NotificationPage>(
    enabled ? swrKeys.notifications(page, size) : null,
    () => notificationsApi.list({ page, size }),
    { keepPreviousData: true },
  );
}
