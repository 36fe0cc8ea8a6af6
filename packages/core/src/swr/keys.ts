import { API, apiPath, MENTION_SUGGESTIONS_MAX } from '@cwt/contracts';
import type { AdminStatsParams } from '../admin/stats';
import type { AdminUserListParams } from '../admin/users';
import type { Query } from '../api/client';
import type { FeedParams } from '../api/feed';
import type { MostLikedParams, PostListParams, SearchParams } from '../api/posts';

/** A SWR key: the API path, plus the query when there is one. The shared fetcher reads both. */
export type SWRKey = readonly [path: string] | readonly [path: string, query: Query];

function withQuery(path: string, query?: Query): SWRKey {
  if (!query) return [path];
  const clean = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
  return Object.keys(clean).length ? [path, clean] : [path];
}

/** Replies a thread shows per page. */
export const REPLIES_PAGE_SIZE = 10;

/** The one key factory: every bundle builds keys here so mutations can find them. */
export const swrKeys = {
  me: () => [API.me] as SWRKey,
  posts: (params: PostListParams = {}) => withQuery(API.posts, params as Query),
  post: (id: string) => [apiPath(API.post, { id })] as SWRKey,
  postsMostLiked: (params: MostLikedParams = {}) => withQuery(API.postsMostLiked, params as Query),
  postsSearch: (keyword: string, params: SearchParams = {}) =>
    withQuery(API.postsSearch, { keyword, ...params } as Query),
  postsRelated: (tag: string, postId: string, size = 4) =>
    withQuery(apiPath(API.postsRelated, { tag, postId }), { size }),
  comments: (postId: string) => [apiPath(API.comments, { postId })] as SWRKey,
  /** One page of a comment's replies (a thread loads more pages as the reader asks). */
  commentReplies: (commentId: string, page = 0, size = REPLIES_PAGE_SIZE) =>
    withQuery(apiPath(API.commentReplies, { commentId }), { page, size }),
  topAuthors: (size = 4) => withQuery(API.mostPosts, { size }),
  categories: () => [API.categories] as SWRKey,
  tags: () => [API.tags] as SWRKey,
  profile: (userId: string) => [apiPath(API.userProfile, { userId })] as SWRKey,
  /** A user's own posts (the profile's Posts and Activity tabs). */
  userPosts: (userId: string, size = 50) => withQuery(apiPath(API.postsByUser, { userId }), { size }),
  followers: (userId: string) => withQuery(apiPath(API.followers, { userId }), { size: 100 }),
  following: (userId: string) => withQuery(apiPath(API.following, { userId }), { size: 100 }),
  bookmarks: (page = 0, size = 100) => withQuery(API.bookmarks, { page, size }),
  notifications: (page = 0, size = 20, unread = false) =>
    withQuery(API.notifications, { page, size, unread: unread ? 'true' : undefined }),
  history: (page = 1, size = 10) => withQuery(API.history, { page, size }),
  /** The back office's lists (ADMIN only). */
  adminUsers: (params: AdminUserListParams = {}) => withQuery(API.adminUsers, params as Query),
  adminStats: (params: AdminStatsParams = {}) => withQuery(API.adminStats, params as Query),
  reportItems: (size = 100) => withQuery(API.reportItems, { size }),
  contactMessages: (size = 100) => withQuery(API.adminContact, { size }),
  /** The signed-in user's drafts ("My drafts"), or the draft of one post. */
  drafts: (params: { page?: number; size?: number; postId?: string } = {}) =>
    withQuery(API.drafts, params as Query),
  draft: (id: string) => [apiPath(API.draft, { id })] as SWRKey,
  myTopics: () => [API.myTopics] as SWRKey,
  myBlocks: () => [API.myBlocks] as SWRKey,
  myMutes: () => [API.myMutes] as SWRKey,
  /** People to @mention whose username starts with `q` ('' for anyone). */
  mentionSuggestions: (q: string, size = MENTION_SUGGESTIONS_MAX) =>
    withQuery(API.mentionSuggestions, { q, size }),
  /** The member's notification kinds and muted threads. */
  notificationPreferences: () => [API.notificationPreferences] as SWRKey,
  feedFollowing: (params: FeedParams = {}) => withQuery(API.feedFollowing, params as Query),
  /** Any other GET: `swrKeys.path(apiPath(API.userProfile, { userId }))`. */
  path: (path: string, query?: Query) => withQuery(path, query),
};

/** A matcher for SWR's mutate: every key whose path is `path` (any query). */
export function pathIs(path: string): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && key[0] === path;
}

/** A matcher for SWR's mutate: every key whose path starts with `prefix`. */
export function pathUnder(prefix: string): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(prefix);
}

/** True for every key of a post list or post (the lists a new post changes), the Following feed's too. */
export function isPostsKey(key: unknown): boolean {
  return (
    Array.isArray(key) &&
    typeof key[0] === 'string' &&
    (key[0].startsWith(API.posts) || key[0] === API.feedFollowing)
  );
}

/**
 * True for the comment list of one post and every replies page (a reply's post is not in its key),
 * or without an id for every comment list and replies page.
 */
export function isCommentsKey(key: unknown, postId?: string): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
  if (postId && key[0] === apiPath(API.comments, { postId })) return true;
  return key[0].startsWith('/api/comments/') && (!postId || key[0].endsWith('/replies'));
}
