import type { Category, Me, PagedPosts } from '@cwt/contracts';
import useSWR, { mutate } from 'swr';
import type { PostListParams } from '../api/posts';
import { useSession } from '../session/session-store';
import { isPostsKey, swrKeys } from './keys';
import { swrFetcher } from './provider';

/** The signed-in user's record; no request when signed out. */
export function useMe() {
  const signedIn = useSession((s) => s.isSignedIn);
  return useSWR<Me>(signedIn ? swrKeys.me() : null, swrFetcher);
}

export function usePosts(params: PostListParams = {}) {
  return useSWR<PagedPosts>(swrKeys.posts(params), swrFetcher, { keepPreviousData: true });
}

export function useCategories() {
  return useSWR<Category[]>(swrKeys.categories(), swrFetcher);
}

/** Refetches every post list and post (after publishing, editing or deleting a post). */
export function revalidatePosts(): Promise<unknown> {
  return mutate(isPostsKey);
}
