import type { BookmarkItem } from '@cwt/contracts';
import { formatCardDate, formatNumber, NOT_AVAILABLE, useT } from '@cwt/core';
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
  const t = useT();
  const s = bookmarkStats(items);
  return (
    <section className={styles.stats} aria-label={t('social.bookmarks.stats.label')}>
      <div className={styles.stat}>
        <span className={styles.statValue}>{formatNumber(s.total)}</span>
        <span className={styles.muted}>{t('social.bookmarks.stats.total')}</span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statValue}>{formatNumber(s.categories)}</span>
        <span className={styles.muted}>{t('social.bookmarks.stats.categories')}</span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statValue}>{s.lastSaved}</span>
        <span className={styles.muted}>{t('social.bookmarks.stats.lastSaved')}</span>
      </div>
    </section>
  );
}
