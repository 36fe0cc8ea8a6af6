import type { PagedPosts, Post } from '@cwt/contracts';

/**
 * Id of the JSON data block the shell's server adds to a page's HTML when it renders the page's first
 * view into it (home's Popular Blogs row, a post's header and cover): the shell's placeholder and the
 * reader's page start from the same data, so what the HTML painted stays as it is when React takes over.
 */
export const FIRST_VIEW_DATA_ID = 'cwt-first-view';

/** What the block holds: public answers of the API, as an anonymous visitor gets them. */
export interface FirstViewData {
  /** Home: GET /api/posts/most-liked?size=6. */
  popular?: PagedPosts;
  /** /blog/:id: GET /api/posts/:id. */
  post?: Post;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Only the shapes the pages rely on; anything else (a build of another version) is ignored. */
function validData(data: unknown): FirstViewData | null {
  if (!isRecord(data)) return null;
  const { popular, post } = data;
  const valid: FirstViewData = {};
  if (isRecord(popular) && Array.isArray(popular.content)) valid.popular = popular as unknown as PagedPosts;
  if (
    isRecord(post) &&
    typeof post.id === 'string' &&
    typeof post.title === 'string' &&
    typeof post.content === 'string'
  )
    valid.post = post as unknown as Post;
  return valid.popular || valid.post ? valid : null;
}

let read = false;
let cached: FirstViewData | null = null;

/** The served first-view data of this page load, or null (other pages, API down, no DOM). Removes the block. */
export function firstViewData(): FirstViewData | null {
  if (read) return cached;
  read = true;
  if (typeof document === 'undefined') return null;
  const block = document.getElementById(FIRST_VIEW_DATA_ID);
  // Read once, then gone: the data is in memory, and the page keeps no stray <script> element.
  block?.remove();
  const text = block?.textContent;
  if (!text) return null;
  try {
    cached = validData(JSON.parse(text));
  } catch {
    cached = null;
  }
  return cached;
}

/** The served post when it is the one asked for (the page may have moved on to another). */
export function servedPost(id: string | null | undefined): Post | undefined {
  const post = firstViewData()?.post;
  return id && post?.id === id ? post : undefined;
}

/** Tests: forget what was read. */
export function resetFirstViewData(): void {
  read = false;
  cached = null;
}
