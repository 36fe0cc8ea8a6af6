import { API, apiPath, type BookmarkItem, type BookmarkResponse } from '@cwt/contracts';
import { apiRequest } from './client';

export const bookmarksApi = {
  list: (signal?: AbortSignal) => apiRequest<BookmarkItem[]>(API.bookmarks, { signal }),
  /** POST saves, DELETE unsaves. */
  setSaved: (postId: string, saved: boolean) =>
    apiRequest<BookmarkResponse>(apiPath(API.bookmark, { postId }), { method: saved ? 'POST' : 'DELETE' }),
};
