import type { Category, Comment, PagedPosts, Post, PostSummary, TagCount, TopAuthor } from '@cwt/contracts';
import useSWR, { mutate } from 'swr';
import type { MostLikedParams, PostListParams, SearchParams } from '../api/posts';
import { isCommentsKey, swrKeys } from './keys';
import { swrFetcher, swrTotalFetcher } from './provider';

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

/** Ranked search; a blank keyword makes no request. */
export function useSearchPosts(keyword: string, params: SearchParams = {}) {
  const trimmed = keyword.trim();
  return useSWR<SearchResults>(
    trimmed ? swrKeys.postsSearch(trimmed, params) : null,
    swrTotalFetcher<PostSummary>,
    {
      keepPreviousData: true,
    },
  );
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

/** Refetches one post's comments (and the post, whose comment count changed). */
export function revalidateComments(postId: string): Promise<unknown> {
  return Promise.all([mutate((key) => isCommentsKey(key, postId)), mutate(swrKeys.post(postId))]);
}
