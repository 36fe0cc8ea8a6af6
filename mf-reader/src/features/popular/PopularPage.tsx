import '@/i18n/pages/catalogue';
import '@/i18n/catalogue';
import type { PopularPeriod } from '@cwt/contracts';
import { useDocumentTitle, useMostLiked, useSearchTerm, useT } from '@cwt/core';
import { Button } from '@cwt/ui';
import { EmptyState } from '@cwt/ui/controls';
import { useRef, useState } from 'react';
import { PagedPostList } from '@/shared/components/PagedPostList';
import { usePageFor } from '@/shared/hooks/usePageFor';
import frame from '@/shared/ListPage.module.css';
import styles from './PopularPage.module.css';

/** The period filters, each labelled by `reader.popular.period.<value>`. */
const PERIODS: (PopularPeriod | 'all')[] = ['all', 'week', 'month', 'year'];
const PAGE_SIZE = 6;

/** /popular: most-liked posts by period, filtered by the header search, 6 per page. */
export default function PopularPage() {
  const t = useT();
  useDocumentTitle(t('reader.popular.title'));
  const term = useSearchTerm();
  const [period, setPeriod] = useState<PopularPeriod | 'all'>('all');
  const [page, setPage] = usePageFor(`${term}|${period}`);
  const topRef = useRef<HTMLDivElement>(null);
  const { data, error, isLoading, isValidating, mutate } = useMostLiked({
    period: period === 'all' ? undefined : period,
    q: term || undefined,
    page: page - 1,
    size: PAGE_SIZE,
  });
  // The spec: a failed fetch empties the list.
  const posts = error ? [] : (data?.content ?? []);
  const total = error ? 0 : (data?.totalElements ?? 0);

  return (
    <div className={frame.page} ref={topRef}>
      <header className={frame.head}>
        <div>
          <h1 className={frame.title}>{t('reader.popular.title')}</h1>
          <p className={frame.note} aria-live="polite">
            {isLoading && !data ? t('reader.popular.loading') : t('reader.popular.found', { count: total })}
          </p>
        </div>
        <Button variant="secondary" onClick={() => void mutate()} loading={isValidating && !isLoading}>
          {t('reader.popular.refresh')}
        </Button>
      </header>

      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons. */}
      <div className={styles.periods} role="group" aria-label={t('reader.popular.period')}>
        {PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            className={`${styles.period} ${period === value ? styles.active : ''}`}
            aria-pressed={period === value}
            onClick={() => setPeriod(value)}
          >
            {t(`reader.popular.period.${value}`)}
          </button>
        ))}
      </div>

      {error && (
        <p className={styles.error} role="alert">
          {t('reader.popular.error')}
        </p>
      )}

      <PagedPostList
        status={isLoading && !data && <p className={frame.status}>{t('reader.popular.loading')}</p>}
        empty={
          <EmptyState
            title={t('reader.popular.emptyTitle')}
            message={term ? t('reader.popular.noMatch', { term }) : t('reader.popular.empty')}
          />
        }
        posts={posts}
        density="wide"
        busy={isLoading}
        headingLevel={2}
        label={t('reader.popular.label')}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPageChange={setPage}
        pagerLabel={t('reader.popular.pages')}
        scrollTarget={topRef}
      />
    </div>
  );
}
