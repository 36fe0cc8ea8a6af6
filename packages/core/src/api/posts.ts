import { API, apiPath, type PagedPosts, type Post, type PostListQuery } from '@cwt/contracts';
import { apiRequest } from './client';

/** Query of GET /api/posts; everything optional (the server fills defaults). */
export type PostListParams = Partial<PostListQuery>;

export const postsApi = {
  list: (params: PostListParams = {}, signal?: AbortSignal) =>
    apiRequest<PagedPosts>(API.posts, { query: { ...params }, signal }),
  get: (id: string, signal?: AbortSignal) => apiRequest<Post>(apiPath(API.post, { id }), { signal }),
};
