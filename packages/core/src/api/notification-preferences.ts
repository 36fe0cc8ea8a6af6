import {
  API,
  apiPath,
  type NotificationPreferenceKind,
  type NotificationPreferences,
  type ThreadMuteResponse,
} from '@cwt/contracts';
import useSWR, { mutate } from 'swr';
import { swrKeys } from '../swr/keys';
import { swrFetcher } from '../swr/provider';
import { apiRequest } from './client';

const key = swrKeys.notificationPreferences();

/** Switches kinds on or off; the answer (every kind) becomes the cached preferences. */
async function setKinds(kinds: Partial<Record<NotificationPreferenceKind, boolean>>) {
  const prefs = await apiRequest<NotificationPreferences>(API.notificationPreferences, {
    method: 'PUT',
    body: { kinds },
  });
  await mutate(key, prefs, { revalidate: false });
  return prefs;
}

/**
 * Mutes or unmutes a post's comment thread. The cached list shows it at once (a muted thread by the
 * title the caller knows), then is asked for again for the server's own row.
 */
async function setThreadMuted(postId: string, muted: boolean, title = '') {
  const res = await apiRequest<ThreadMuteResponse>(apiPath(API.threadMute, { postId }), {
    method: muted ? 'POST' : 'DELETE',
  });
  await mutate<NotificationPreferences>(
    key,
    (prefs) => {
      if (!prefs) return prefs;
      const rest = prefs.mutedThreads.filter((t) => t.postId !== postId);
      const mutedThreads = res.muted ? [{ postId, title, mutedAt: new Date().toISOString() }, ...rest] : rest;
      return { ...prefs, mutedThreads };
    },
    { revalidate: false },
  );
  void mutate(key);
  return res;
}

/** What the signed-in member is notified of (GET/PUT /api/users/me/notification-preferences). */
export const notificationPreferencesApi = { setKinds, setThreadMuted };

/** The member's kinds and muted threads; `enabled` false (signed out) skips the request. */
export function useNotificationPreferences(enabled = true) {
  return useSWR<NotificationPreferences>(enabled ? key : null, swrFetcher);
}

/** Whether the member muted the post's thread: undefined while loading or when not `enabled`. */
export function useThreadMuted(postId: string, enabled = true): boolean | undefined {
  const { data } = useNotificationPreferences(enabled);
  return data?.mutedThreads.some((t) => t.postId === postId);
}
