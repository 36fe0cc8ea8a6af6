import {
  API,
  apiPath,
  type BlockedUser,
  type BlockResponse,
  type MuteResponse,
  type UserRef,
} from '@cwt/contracts';
import useSWR, { mutate } from 'swr';
import { getSession } from '../session/session-store';
import { isCommentsKey, isPostsKey, pathUnder, swrKeys } from '../swr/keys';
import { swrFetcher } from '../swr/provider';
import { apiRequest } from './client';
import { revalidateNotifications } from './notifications';

type Kind = 'blocks' | 'mutes';

const FOLLOWS_PREFIX = apiPath(API.follow, { userId: '' });

/**
 * A block or mute, on or off. The member's list shows it at once (then is asked for again); every
 * post list, comment thread and notification page is refetched, since which rows they hold is the
 * server's to say. A block also ends follows both ways: the follow lists and both profiles' counts
 * are asked for again.
 */
async function set(kind: Kind, user: UserRef, on: boolean): Promise<boolean> {
  const path = apiPath(kind === 'blocks' ? API.block : API.mute, { userId: user.id });
  const res = await apiRequest<BlockResponse | MuteResponse>(path, { method: on ? 'POST' : 'DELETE' });
  const now = 'blocked' in res ? res.blocked : res.muted;
  const key = kind === 'blocks' ? swrKeys.myBlocks() : swrKeys.myMutes();
  const patch = (list: BlockedUser[] | undefined) => {
    if (!list) return list;
    const rest = list.filter((u) => u.id !== user.id);
    return now ? [{ ...user, since: new Date().toISOString() }, ...rest] : rest;
  };
  await mutate(key, patch, { revalidate: false });
  void mutate(key);
  void mutate(isPostsKey);
  void mutate((k: unknown) => isCommentsKey(k));
  void revalidateNotifications();
  if (kind === 'blocks') {
    void mutate(pathUnder(FOLLOWS_PREFIX));
    void mutate(swrKeys.profile(user.id));
    const myId = getSession().userId;
    if (myId) void mutate(swrKeys.profile(myId));
  }
  return now;
}

/** Blocks and mutes: each write refreshes what it changes in the cache; both are idempotent. */
export const blocksApi = {
  /** Block (true) or unblock (false); answers whether the member now blocks them. */
  setBlocked: (user: UserRef, block: boolean) => set('blocks', user, block),
  /** Mute (true) or unmute (false); answers whether the member now mutes them. */
  setMuted: (user: UserRef, mute: boolean) => set('mutes', user, mute),
};

/** The members the signed-in member blocks, most recent first; `enabled` false skips the request. */
export function useMyBlocks(enabled = true) {
  return useSWR<BlockedUser[]>(enabled ? swrKeys.myBlocks() : null, swrFetcher);
}

/** The members the signed-in member mutes, most recent first; `enabled` false skips the request. */
export function useMyMutes(enabled = true) {
  return useSWR<BlockedUser[]>(enabled ? swrKeys.myMutes() : null, swrFetcher);
}

/**
 * Whether the member blocks and mutes `userId`, from their lists: undefined while they load or when
 * `enabled` is false (signed out, or their own profile).
 */
export function useBlockState(
  userId: string,
  enabled = true,
): { blocked: boolean | undefined; muted: boolean | undefined } {
  const blocks = useMyBlocks(enabled);
  const mutes = useMyMutes(enabled);
  return {
    blocked: blocks.data?.some((u) => u.id === userId),
    muted: mutes.data?.some((u) => u.id === userId),
  };
}
