import { API, apiPath, type BookmarkItem, type BookmarkResponse } from '@cwt/contracts';
import useSWR, { mutate } from 'swr';
import { pathIs, swrKeys } from '../swr/keys';
import { patchCachedPost } from '../swr/post-cache';
import { apiRequest, apiRequestWithTotal } from './client';

export interface BookmarkPage {
  items: BookmarkItem[];
  total: number;
}

async function setSaved(postId: string, saved: boolean): Promise<BookmarkResponse> {
  const res = await apiRequest<BookmarkResponse>(apiPath(API.bookmark, { postId }), {
    method: saved ? 'POST' : 'DELETE',
  });
  const next = res?.saved ?? res?.isSaved ?? saved;
  // Cached posts show the new state at once; an unsaved post leaves the cached bookmark lists at once,
  // then the lists are asked for again (a save adds a row only the server can place).
  const drop = (page: BookmarkPage | undefined) => {
    if (!page || next) return page;
    const items = page.items.filter((i) => i.id !== postId);
    return { items, total: page.total - (page.items.length - items.length) };
  };
  await Promise.all([
    patchCachedPost(postId, { saved: next, isSaved: next }),
    mutate(pathIs(API.bookmarks), drop, { revalidate: false }),
  ]);
  void mutate(pathIs(API.bookmarks));
  return res;
}

/** The signed-in user's saved posts. */
export const bookmarksApi = {
  /** A page of bookmarks, newest saved first, with the total. */
  list: (page = 0, size = 100, signal?: AbortSignal): Promise<BookmarkPage> =>
    apiRequestWithTotal<BookmarkItem>(API.bookmarks, { query: { page, size }, signal }),
  /** POST saves, DELETE unsaves; the cached posts and bookmark lists follow. */
  setSaved,
};

/** A page of the user's bookmarks (all of them, up to 100, by default); `enabled` false skips it. */
export function useBookmarks(enabled = true, page = 0, size = 100) {
  return useSWR<BookmarkPage>(enabled ? swrKeys.bookmarks(page, size) : null, () =>
    bookmarksApi.list(page, size),
  );
}
