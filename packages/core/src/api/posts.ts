import {
  API,
  apiPath,
  type MessageResponse,
  type MostLikedQuery,
  type PagedPosts,
  type Post,
  type PostListQuery,
  type PostSummary,
  type SearchQuery,
} from '@cwt/contracts';
import { postDeleted } from '../swr/post-cache';
import { apiRequest, apiRequestWithTotal } from './client';

/** Query of GET /api/posts; everything optional (the server fills defaults). */
export type PostListParams = Partial<PostListQuery>;
/** Query of GET /api/posts/most-liked (no period = all time). */
export type MostLikedParams = Partial<MostLikedQuery>;
export type SearchParams = Partial<Omit<SearchQuery, 'keyword'>>;

export const postsApi = {
  list: (params: PostListParams = {}, signal?: AbortSignal) =>
    apiRequest<PagedPosts>(API.posts, { query: { ...params }, signal }),
  get: (id: string, signal?: AbortSignal) => apiRequest<Post>(apiPath(API.post, { id }), { signal }),
  mostLiked: (params: MostLikedParams = {}, signal?: AbortSignal) =>
    apiRequest<PagedPosts>(API.postsMostLiked, { query: { ...params }, signal }),
  /** Ranked full-text search: one page of posts plus the total number of matches. */
  search: (keyword: string, params: SearchParams = {}, signal?: AbortSignal) =>
    apiRequestWithTotal<PostSummary>(API.postsSearch, { query: { keyword, ...params }, signal }),
  /** Posts sharing `tag` (a tag or a category name), without `postId` itself. */
  related: (tag: string, postId: string, size = 4, signal?: AbortSignal) =>
    apiRequest<PagedPosts>(apiPath(API.postsRelated, { tag, postId }), { query: { size }, signal }),
  /** Deletes a post (its author or an ADMIN); it leaves the cached post and every cached list. */
  remove: async (id: string) => {
    const res = await apiRequest<MessageResponse>(apiPath(API.post, { id }), { method: 'DELETE' });
    await postDeleted(id);
    return res;
  },
};
