// Home's first view: the public answer of GET /api/posts/most-liked?size=6 (the reader's Popular Blogs
// query).
import { API, type PagedPosts, pagedPostsSchema } from '@cwt/contracts';
import { type ApiSourceOptions, createApiSource } from './api-source';

export const POPULAR_PATH = `${API.postsMostLiked}?size=6`;

/** Returns the popular posts, or null when the API is slow, down or answers something unexpected. */
export function createPopularSource(options: ApiSourceOptions): () => Promise<PagedPosts | null> {
  const source = createApiSource(pagedPostsSchema, { ...options, maxEntries: 1 });
  return () => source(POPULAR_PATH);
}
