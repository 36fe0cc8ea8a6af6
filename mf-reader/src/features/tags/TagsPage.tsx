import '@/i18n/pages/catalogue';
import '@/i18n/catalogue';
import { PAGES } from '@cwt/contracts';
import { useDocumentTitle, useT, useTags } from '@cwt/core';
import { Link } from '@cwt/router';
import { VisuallyHidden } from '@cwt/ui';
import frame from '@/shared/ListPage.module.css';
import styles from './TagsPage.module.css';

/** /category: every distinct category and tag as a '#name' pill. */
export default function TagsPage() {
  const t = useT();
  useDocumentTitle(t('reader.tags.title'));
  const { data, error, isLoading } = useTags();
  // A name used both as a category and as a tag is one pill (same page), with both counts added.
  const pills = new Map<string, { name: string; count: number }>();
  for (const tag of data ?? []) {
    const key = tag.name.trim().toLowerCase();
    if (!key) continue;
    const existing = pills.get(key);
    if (existing) existing.count += tag.count;
    else pills.set(key, { name: tag.name.trim(), count: tag.count });
  }
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('reader.tags.title')}</h1>
      {isLoading && !data ? (
        <p className={frame.note}>{t('reader.tags.loading')}</p>
      ) : error ? (
        <p className={frame.note} role="alert">
          {t('reader.tags.failed')}
        </p>
      ) : pills.size === 0 ? (
        <p className={frame.note}>{t('reader.tags.empty')}</p>
      ) : (
        <ul className={styles.pills} aria-label={t('reader.tags.all')}>
          {[...pills.values()].map((pill) => (
            <li key={pill.name}>
              <Link to={PAGES.category.href(pill.name)} className={styles.pill}>
                #{pill.name}
                <span className={styles.pillCount}>
                  <VisuallyHidden>, </VisuallyHidden>
                  {pill.count}
                  <VisuallyHidden> {t('reader.tags.posts', { count: pill.count })}</VisuallyHidden>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
