// Test data for the first-view tests: a page of most-liked posts as the API sends it.
import type { PagedPosts, PostSummary } from '@cwt/contracts';

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
