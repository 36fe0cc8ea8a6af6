// Test data for the first-view tests: a page of most-liked posts and a post, as the API sends them.
import type { PagedPosts, Post, PostSummary } from '@cwt/contracts';
import { FIRST_VIEW_DATA_ID } from '@cwt/core';
import { renderHome } from './render-home';

const AT = '2026-01-05T10:00:00.000Z';

export function popularPage(
  titles: string[],
  image = (n: number) => `https://img.test/${n}.jpg`,
): PagedPosts {
  const content = titles.map((title, n): PostSummary => {
    const id = (n + 1).toString(16).padStart(24, '0');
    const counts = { likeCount: 10 - n, likeCnt: 10 - n, commentCount: 0, readingMinutes: 1 };
    const flags = { liked: false, saved: false, isSaved: false };
    const author = {
      id: 'a'.repeat(24),
      _id: 'a'.repeat(24),
      name: 'Ann',
      username: 'ann',
      profilePicture: null,
    };
    return {
      id,
      _id: id,
      title,
      category: 'Technology',
      tags: [],
      imageCloudUrl: image(n),
      excerpt: '',
      ...counts,
      ...flags,
      createdAt: AT,
      updatedAt: AT,
      author,
    };
  });
  return { content, totalElements: content.length, totalPages: 1, number: 0, size: 6 };
}

/** A post as GET /api/posts/:id sends it. */
export function samplePost(overrides: Partial<Post> = {}): Post {
  const id = '65f0000000000000000000a1';
  return {
    id,
    _id: id,
    title: 'What a year of volunteering taught me',
    category: 'Community',
    tags: ['volunteering', 'wellbeing'],
    imageCloudUrl: 'https://img.test/cover.jpg',
    excerpt: 'Listening first.',
    readingMinutes: 1,
    createdAt: AT,
    updatedAt: AT,
    likeCount: 12,
    likeCnt: 12,
    commentCount: 0,
    liked: false,
    saved: false,
    isSaved: false,
    author: {
      id: 'a'.repeat(24),
      _id: 'a'.repeat(24),
      name: 'Ann',
      username: 'ann',
      profilePicture: null,
      email: 'ann@example.com',
    },
    content: '<p>Listening first.</p>',
    ...overrides,
  };
}

/** The shape of the built index.html (packages/build/html-pages.mjs): the build-time first view in #root. */
export function builtTemplate(): string {
  const head =
    '<title>CWT</title><meta name="description" content="CWT: read and write."><script>theme()</script><script defer src="/main.js"></script>';
  return `<!doctype html><html lang="en"><head>${head}</head><body><div id="root"><div data-prerendered style="display:contents">${renderHome()}</div></div></body></html>`;
}

/** The served document's data block, parsed. */
export function dataBlock(html: string): unknown {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${FIRST_VIEW_DATA_ID}">(.*?)</script>`),
  );
  return match ? JSON.parse(match[1] ?? '') : undefined;
}
