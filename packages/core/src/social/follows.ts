import { API, apiPath, type FollowResponse, type FollowUser, type UserProfile } from '@cwt/contracts';
import { apiRequest, getSession, pathIs, pathUnder, swrFetcher, swrKeys } from '@cwt/core';
import useSWR, { mutate } from 'swr';

const FOLLOWS_PREFIX = apiPath(API.follow, { userId: '' });

async function setFollowing(userId: string, follow: boolean): Promise<FollowResponse> {
  const res = await apiRequest<FollowResponse>(apiPath(API.follow, { userId }), {
    method: follow ? 'POST' : 'DELETE',
  });
  // The followed profile takes the answer as is; the lists, the viewer's own following count and
  // their Following feed are asked for again (which rows they hold is the server's to say).
  const patch = (profile: UserProfile | undefined) =>
    profile && { ...profile, amIFollowing: res.following, followerNumber: res.followerNumber };
  const myId = getSession().userId;
  await mutate(swrKeys.profile(userId), patch, { revalidate: false });
  void mutate(pathUnder(FOLLOWS_PREFIX));
  void mutate(pathIs(API.feedFollowing));
  if (myId) void mutate(swrKeys.profile(myId));
  return res;
}

/** Follows: POST follows, DELETE unfollows; each write refreshes what it changed in the cache. */
export const followsApi = {
  setFollowing,
};

/** Who follows the user, or whom the user follows (up to 100); `null` kind or user skips the request. */
export function useFollowList(kind: 'followers' | 'following' | null, userId: string | null) {
  const key = kind && userId ? swrKeys[kind](userId) : null;
  return useSWR<FollowUser[]>(key, swrFetcher);
}
