// A user's public profile and their own posts (the social remote's profile page). Follows, which
// change a profile's counts, are in ./follows.
import type { PostSummary, UserProfile } from '@cwt/contracts';
import { swrFetcher, swrKeys } from '@cwt/core';
import useSWR from 'swr';

/**
 * One profile; `null` skips the request. Its `amIFollowing` depends on the viewer: signing in or out
 * empties SWR's cache (session-store), so the profile is asked for again.
 */
export function useProfile(userId: string | null) {
  return useSWR<UserProfile>(userId ? swrKeys.profile(userId) : null, swrFetcher);
}

/** The user's newest posts; under /api/posts, so post writes (revalidatePosts, patchCachedPost) reach it. */
export function useUserPosts(userId: string | null, size = 50) {
  return useSWR<PostSummary[]>(userId ? swrKeys.userPosts(userId, size) : null, swrFetcher);
}
