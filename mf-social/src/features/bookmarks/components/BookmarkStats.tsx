import type { BookmarkItem } from '@cwt/contracts';
import { formatCardDate, NOT_AVAILABLE } from '@cwt/core';
import styles from '@/shared/social.module.css';

/** Total, distinct categories, and when the latest bookmark was saved (the list is newest saved first). */
export function bookmarkStats(items: BookmarkItem[]) {
  return {
    total: items.length,
    categories: new Set(items.map((i) => i.category)).size,
    lastSaved: items[0] ? formatCardDate(items[0].savedAt) : NOT_AVAILABLE,
  };
}

export function BookmarkStats({ items }: { items: BookmarkItem[] }) {
  const s = bookmarkStats(items);
  return (
    <section className={styles.stats} aria-label="Bookmark statistics">
      <div className={styles.stat}>
        <span className={styles.statValue}>{s.total}</span>
        <span className={styles.muted}>Total Bookmarks</span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statValue}>{s.categories}</span>
        <span className={styles.muted}>Categories</span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statValue}>{s.lastSaved}</span>
        <span className={styles.muted}>Last Saved</span>
      </div>
    </section>
  );
}
