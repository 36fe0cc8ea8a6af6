import type { BookmarkItem } from '@cwt/contracts';
import { bookmarkStats } from './BookmarkStats';

describe('bookmark stats', () => {
  const item = (category: string, savedAt: string) => ({ category, savedAt }) as BookmarkItem;
  test('total, distinct categories and the latest save date', () => {
    expect(
      bookmarkStats([
        item('Food', '2024-05-02T10:00:00Z'),
        item('Food', '2024-01-01T00:00:00Z'),
        item('Travel', '2023-01-01T00:00:00Z'),
      ]),
    ).toEqual({
      total: 3,
      categories: 2,
      lastSaved: '2 May 2024',
    });
    expect(bookmarkStats([])).toEqual({ total: 0, categories: 0, lastSaved: 'N/A' });
  });
});
