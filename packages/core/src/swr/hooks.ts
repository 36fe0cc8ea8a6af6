import type { Category, Comment, PagedPosts, Post, PostSummary, TagCount, TopAuthor } from '@cwt/contracts';
import useSWR, { mutate } from 'swr';
import { apiRequestWithTotal } from '../api/client';
import type { MostLikedParams, PostListParams, SearchParams } from '../api/posts';
import { isCommentsKey, isPostsKey, type SWRKey, swrKeys } from './keys';
import { swrFetcher } from './provider';

export function usePosts(params: PostListParams = {}) {
  return useSWR<PagedPosts>(swrKeys.posts(params), swrFetcher, { keepPreviousData: true });
}

/**
 * One post; `null` id skips the request. `fallbackData`: shown until the answer arrives (the post
 * served in the page's HTML).
 */
export function usePost(id: string | null | undefined, fallbackData?: Post) {
  return useSWR<Post>(id ? swrKeys.post(id) : null, swrFetcher, { fallbackData });
}

/** `fallbackData`: shown until the answer arrives (home's served first row). */
export function useMostLiked(params: MostLikedParams = {}, fallbackData?: PagedPosts) {
  return useSWR<PagedPosts>(swrKeys.postsMostLiked(params), swrFetcher, {
    keepPreviousData: true,
    fallbackData,
  });
}

export function useRelatedPosts(tag: string | null | undefined, postId: string | null | undefined, size = 4) {
  return useSWR<PagedPosts>(tag && postId ? swrKeys.postsRelated(tag, postId, size) : null, swrFetcher);
}

export interface SearchResults {
  items: PostSummary[];
  total: number;
}

function searchFetcher(key: SWRKey): Promise<SearchResults> {
  const [path, query] = key;
  return apiRequestWithTotal<PostSummary>(path, { query });
}

/** Ranked search; a blank keyword makes no request. */
export function useSearchPosts(keyword: string, params: SearchParams = {}) {
  const trimmed = keyword.trim();
  return useSWR<SearchResults>(trimmed ? swrKeys.postsSearch(trimmed, params) : null, searchFetcher, {
    keepPreviousData: true,
  });
}

export function useComments(postId: string | null | undefined) {
  return useSWR<Comment[]>(postId ? swrKeys.comments(postId) : null, swrFetcher);
}

/** One page of a comment's replies; null `commentId` (a collapsed thread) fetches nothing. */
export function useCommentReplies(commentId: string | null, page = 0) {
  return useSWR<Comment[]>(commentId ? swrKeys.commentReplies(commentId, page) : null, swrFetcher);
}

export function useTopAuthors(size = 4) {
  return useSWR<TopAuthor[]>(swrKeys.topAuthors(size), swrFetcher);
}

export function useTags() {
  return useSWR<TagCount[]>(swrKeys.tags(), swrFetcher);
}

export function useCategories() {
  return useSWR<Category[]>(swrKeys.categories(), swrFetcher);
}

/** Refetches every post list and post (after publishing, editing or deleting a post). */
export function revalidatePosts(): Promise<unknown> {
  return mutate(isPostsKey);
}

/** Refetches one post's comments (and the post, whose comment count changed). */
export function revalidateComments(postId: string): Promise<unknown> {
  return Promise.all([mutate((key) => isCommentsKey(key, postId)), mutate(swrKeys.post(postId))]);
}

type PostPatch = Partial<
  Pick<PostSummary, 'liked' | 'likeCount' | 'likeCnt' | 'saved' | 'isSaved' | 'commentCount'>
>;
type WithId = { id: string };

function patchItems<T extends WithId>(items: T[], id: string, patch: PostPatch): T[] {
  let changed = false;
  const next = items.map((item) => {
    if (item.id !== id) return item;
    changed = true;
    return { ...item, ...patch };
  });
  return changed ? next : items;
}

/**
 * Writes a post's new per-viewer state (like, bookmark) into every cached post and post list that holds
 * it, without refetching: a like on a card shows on the detail page and in the other lists at once.
 */
export function patchCachedPost(id: string, patch: PostPatch): Promise<unknown> {
  return mutate(
    isPostsKey,
    (data: unknown) => {
      if (!data || typeof data !== 'object') return data;
      if (Array.isArray(data)) return patchItems(data as WithId[], id, patch);
      if ('content' in data && Array.isArray(data.content)) {
        const content = patchItems(data.content as WithId[], id, patch);
        return content === data.content ? data : { ...data, content };
      }
      if ('items' in data && Array.isArray(data.items)) {
        const items = patchItems(data.items as WithId[], id, patch);
        return items === data.items ? data : { ...data, items };
      }
      if ('id' in data && data.id === id) return { ...data, ...patch };
      return data;
    },
    { revalidate: false },
  );
}
