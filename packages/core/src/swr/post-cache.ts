// The cached posts and post lists (every key under /api/posts) follow each post write here, so the
// editor's, the reader's and the admin's writes update the cache the same way.
import type { Post, PostSummary } from '@cwt/contracts';
import { mutate } from 'swr';
import { isPostsKey, type SWRKey, swrKeys } from './keys';

type WithId = { id: string };
/** What a write does to one cached post: its new fields, or `null` to drop it. */
type Change = (item: WithId) => WithId | null;

function changeItems<T extends WithId>(items: T[], id: string, change: Change): T[] {
  let changed = false;
  const next: T[] = [];
  for (const item of items) {
    if (item.id !== id) next.push(item);
    else {
      changed = true;
      const updated = change(item);
      if (updated) next.push(updated as T);
    }
  }
  return changed ? next : items;
}

/** Applies `change` to the post `id` wherever a cached post list (paged, total-counted or plain) holds it. */
function changeCachedLists(id: string, change: Change): Promise<unknown> {
  return mutate(
    isPostsKey,
    (data: unknown) => {
      if (!data || typeof data !== 'object') return data;
      if (Array.isArray(data)) return changeItems(data as WithId[], id, change);
      if ('content' in data && Array.isArray(data.content)) {
        const content = changeItems(data.content as WithId[], id, change);
        if (content === data.content) return data;
        const removed = data.content.length - content.length;
        const total = 'totalElements' in data && typeof data.totalElements === 'number';
        return {
          ...data,
          content,
          ...(total ? { totalElements: Number(data.totalElements) - removed } : {}),
        };
      }
      if ('items' in data && Array.isArray(data.items)) {
        const items = changeItems(data.items as WithId[], id, change);
        if (items === data.items) return data;
        const removed = data.items.length - items.length;
        const total = 'total' in data && typeof data.total === 'number';
        return { ...data, items, ...(total ? { total: Number(data.total) - removed } : {}) };
      }
      if ('id' in data && data.id === id) return change(data as WithId) ?? undefined;
      return data;
    },
    { revalidate: false },
  );
}

/** Refetches every post list and post (after publishing, editing or deleting a post). */
export function revalidatePosts(): Promise<unknown> {
  return mutate(isPostsKey);
}

/** The category and tag counts every post write changes (a post also names a new category by itself). */
function revalidateCounts(): Promise<unknown> {
  return Promise.all([mutate(swrKeys.categories()), mutate(swrKeys.tags())]);
}

/** After a create: where the new post lands in each list (newest, its category, a search) only the server knows. */
export function postCreated(): Promise<unknown> {
  return Promise.all([revalidatePosts(), revalidateCounts()]);
}

type PostPatch = Partial<
  Pick<PostSummary, 'liked' | 'likeCount' | 'likeCnt' | 'saved' | 'isSaved' | 'commentCount'>
>;

/**
 * Writes a post's new per-viewer state (like, bookmark) into every cached post and post list that holds
 * it, without refetching: a like on a card shows on the detail page and in the other lists at once.
 */
export function patchCachedPost(id: string, patch: PostPatch): Promise<unknown> {
  return changeCachedLists(id, (item) => ({ ...item, ...patch }));
}

/**
 * After an edit: the cached post becomes the server's answer and every cached list shows its new title,
 * category, tags, cover and excerpt at once; then the lists are asked for again (an edit can move a post
 * in or out of a category, a search or a sort order, which only the server can decide).
 */
export async function postEdited(post: Post): Promise<void> {
  // The lists keep their own (summary) author; the detail's author and content stay on the post key.
  const { author: _author, content: _content, ...fields } = post;
  await changeCachedLists(post.id, (item) => ({ ...item, ...fields }));
  await mutate(swrKeys.post(post.id), post, { revalidate: false });
  void Promise.all([revalidatePosts(), revalidateCounts()]);
}

/** After a delete: the post leaves its cached key and every cached list at once, then the lists are refetched. */
export async function postDeleted(id: string): Promise<void> {
  await changeCachedLists(id, () => null);
  await mutate(swrKeys.post(id), undefined, { revalidate: false });
  const gone = swrKeys.post(id)[0];
  // Not the deleted post's own key: it would answer 404.
  void Promise.all([mutate((key) => isPostsKey(key) && (key as SWRKey)[0] !== gone), revalidateCounts()]);
}
