import { API, apiPath } from '@cwt/contracts';
import type { Query } from '../api/client';
import type { PostListParams } from '../api/posts';

/** A SWR key: the API path, plus the query when there is one. The shared fetcher reads both. */
export type SWRKey = readonly [path: string] | readonly [path: string, query: Query];

function withQuery(path: string, query?: Query): SWRKey {
  if (!query) return [path];
  const clean = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
  return Object.keys(clean).length ? [path, clean] : [path];
}

/** The one key factory: every bundle builds keys here so mutations can find them. */
export const swrKeys = {
  me: () => [API.me] as SWRKey,
  posts: (params: PostListParams = {}) => withQuery(API.posts, params as Query),
  post: (id: string) => [apiPath(API.post, { id })] as SWRKey,
  postsMostLiked: (params: Query = {}) => withQuery(API.postsMostLiked, params),
  postsSearch: (keyword: string) => withQuery(API.postsSearch, { keyword }),
  categories: () => [API.categories] as SWRKey,
  tags: () => [API.tags] as SWRKey,
  /** Any other GET: `swrKeys.path(apiPath(API.userProfile, { userId }))`. */
  path: (path: string, query?: Query) => withQuery(path, query),
};

/** True for every key of a post list or post (the lists a new post changes). */
export function isPostsKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(API.posts);
}
