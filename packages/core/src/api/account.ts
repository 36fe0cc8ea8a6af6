import {
  API,
  type Locale,
  type Me,
  type MessageResponse,
  type UpdateMeRequest,
  type UpdateMeResponse,
} from '@cwt/contracts';
import useSWR, { mutate } from 'swr';
import { useSession } from '../session/session-store';
import { swrKeys } from '../swr/keys';
import { revalidatePosts } from '../swr/post-cache';
import { swrFetcher } from '../swr/provider';
import { apiRequest } from './client';

async function update(body: UpdateMeRequest): Promise<UpdateMeResponse> {
  const updated = await apiRequest<UpdateMeResponse>(API.updateMe, { method: 'PUT', body });
  const { token: _token, ...me } = updated;
  // The name and picture also show on the user's profile and on their posts' cards.
  await mutate(swrKeys.me(), me, { revalidate: false });
  void mutate(swrKeys.profile(updated.id));
  void revalidatePosts();
  return updated;
}

/** The signed-in user's own account, and the signed-out password flows. */
export const accountApi = {
  /** Saves the account; the cached account, profile and posts follow. */
  update,
  /** The signed-in user's record, read once (the account page reads it through `useMe`). */
  me: () => apiRequest<Me>(API.me),
  /** Keeps the chosen language in the profile; nothing else on the page depends on it. */
  saveLocale: async (locale: Locale) => {
    const { token: _token, ...me } = await apiRequest<UpdateMeResponse>(API.updateMe, {
      method: 'PUT',
      body: { locale } satisfies UpdateMeRequest,
    });
    await mutate(swrKeys.me(), me, { revalidate: false });
  },
  /** Deletes the account (the caller signs out, which empties the cache). */
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
};

/** The signed-in user's record; no request when signed out. */
export function useMe() {
  const signedIn = useSession((s) => s.isSignedIn);
  return useSWR<Me>(signedIn ? swrKeys.me() : null, swrFetcher);
}
