import {
  API,
  apiPath,
  type BookmarkItem,
  type FollowResponse,
  type FollowUser,
  type HistoryResponse,
  type Me,
  type MessageResponse,
  type Notification,
  type NotificationReadResponse,
  STREAM_CURSOR_HEADER,
  STREAM_CURSOR_PATTERN,
  UNREAD_COUNT_HEADER,
  type UpdateMeRequest,
  type UpdateMeResponse,
  type UserProfile,
} from '@cwt/contracts';
import { apiRequest, apiRequestWithTotal, apiUrl } from './client';

/** Profiles and follows (the social remote). */
export const profilesApi = {
  get: (userId: string, signal?: AbortSignal) =>
    apiRequest<UserProfile>(apiPath(API.userProfile, { userId }), { signal }),
  setFollowing: (userId: string, follow: boolean) =>
    apiRequest<FollowResponse>(apiPath(API.follow, { userId }), { method: follow ? 'POST' : 'DELETE' }),
  followers: (userId: string, signal?: AbortSignal) =>
    apiRequest<FollowUser[]>(apiPath(API.followers, { userId }), { query: { size: 100 }, signal }),
  following: (userId: string, signal?: AbortSignal) =>
    apiRequest<FollowUser[]>(apiPath(API.following, { userId }), { query: { size: 100 }, signal }),
};

export const savedPostsApi = {
  /** All of the user's bookmarks (up to 100 per page) with the total. */
  list: (page = 0, size = 100, signal?: AbortSignal) =>
    apiRequestWithTotal<BookmarkItem>(API.bookmarks, { query: { page, size }, signal }),
};

export const notificationsApi = {
  /**
   * A page with the totals and the stream cursor of the same snapshot: streaming from that cursor
   * delivers exactly what the page could not show (undefined from an API without the header).
   */
  list: async (opts: { page?: number; size?: number; unread?: boolean } = {}, signal?: AbortSignal) => {
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
  markRead: (id: string) =>
    apiRequest<NotificationReadResponse>(apiPath(API.notificationRead, { id }), { method: 'PATCH' }),
  markAllRead: () => apiRequest<{ updated: number }>(API.notificationsReadAll, { method: 'PATCH' }),
  /**
   * A 60-second ticket, then the EventSource URL that carries it (never the bearer token). With a
   * cursor (from the list or the last event's id) the stream first replays what came after it.
   */
  streamUrl: async (cursor?: string) => {
    const { ticket } = await apiRequest<{ ticket: string; expiresIn: number }>(
      API.notificationsStreamTicket,
      {
        method: 'POST',
      },
    );
    // A remote built before cursors passes the last notification id here: it gets the stream from now.
    const valid = cursor !== undefined && STREAM_CURSOR_PATTERN.test(cursor);
    return apiUrl(API.notificationsStream, { ticket, cursor: valid ? cursor : undefined });
  },
};

export const accountApi = {
  me: (signal?: AbortSignal) => apiRequest<Me>(API.me, { signal }),
  update: (body: UpdateMeRequest) => apiRequest<UpdateMeResponse>(API.updateMe, { method: 'PUT', body }),
  remove: (password: string) => apiRequest<MessageResponse>(API.me, { method: 'DELETE', body: { password } }),
  resendVerification: () => apiRequest<MessageResponse>(API.verifyEmailResend, { method: 'POST' }),
  forgotPassword: (email: string) =>
    apiRequest<MessageResponse>(API.passwordForgot, { method: 'POST', body: { email }, auth: 'none' }),
  resetPassword: (token: string, password: string) =>
    apiRequest<MessageResponse>(API.passwordReset, {
      method: 'POST',
      body: { token, password },
      auth: 'none',
    }),
  history: (page = 1, size = 10, signal?: AbortSignal) =>
    apiRequest<HistoryResponse>(API.history, { query: { page, size }, signal }),
};
