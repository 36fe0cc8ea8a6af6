import type { PagedPosts } from '@cwt/contracts';

/**
 * Id of the JSON data block the shell's server adds to home's HTML when it renders Popular Blogs'
 * first row into the page: the shell's placeholder and the reader's list start from the same posts,
 * so the cards painted from the HTML stay as they are when React takes over.
 */
export const FIRST_VIEW_DATA_ID = 'cwt-first-view';

/** What the block holds: the public answer of GET /api/posts/most-liked?size=6. */
export interface FirstViewData {
  popular: PagedPosts;
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
    const data = JSON.parse(text) as Partial<FirstViewData> | null;
    cached = Array.isArray(data?.popular?.content) ? (data as FirstViewData) : null;
  } catch {
    cached = null;
  }
  return cached;
}

/** Tests: forget what was read. */
export function resetFirstViewData(): void {
  read = false;
  cached = null;
}
