import '@/i18n/catalogue';
import type { PopularPeriod } from '@cwt/contracts';
import { useDocumentTitle, useMostLiked, useSearchTerm } from '@cwt/core';
import { Button, EmptyState } from '@cwt/ui';
import { useRef, useState } from 'react';
import { PagedPostList } from '@/shared/components/PagedPostList';
import { usePageFor } from '@/shared/hooks/usePageFor';
import frame from '@/shared/ListPage.module.css';
import styles from './PopularPage.module.css';

const PERIODS: { value: PopularPeriod | 'all'; label: string }[] = [
  { value: 'all', label: 'All Time' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'year', label: 'This Year' },
];
const PAGE_SIZE = 6;

/** /popular: most-liked posts by period, filtered by the header search, 6 per page. */
export default function PopularPage() {
  useDocumentTitle('Popular Posts');
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
          <h1 className={frame.title}>Popular Posts</h1>
          <p className={frame.note} aria-live="polite">
            {isLoading && !data ? 'Loading popular posts...' : `${total} post(s) found`}
          </p>
        </div>
        <Button variant="secondary" onClick={() => void mutate()} loading={isValidating && !isLoading}>
          Refresh
        </Button>
      </header>

      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons. */}
      <div className={styles.periods} role="group" aria-label="Time period">
        {PERIODS.map((p) => (
          <button
            key={p.value}
            type="button"
            className={`${styles.period} ${period === p.value ? styles.active : ''}`}
            aria-pressed={period === p.value}
            onClick={() => setPeriod(p.value)}
          >
            {p.label}
          </button>
        ))}
      </div>

      {error && (
        <p className={styles.error} role="alert">
          Failed to fetch popular posts.
        </p>
      )}

      <PagedPostList
        status={isLoading && !data && <p className={frame.status}>Loading popular posts...</p>}
        empty={
          <EmptyState
            title="No popular posts found"
            message={
              term
                ? `No posts matching "${term}" were found. Try a different search term.`
                : 'There are no popular posts available for the selected time period.'
            }
          />
        }
        posts={posts}
        density="wide"
        busy={isLoading}
        headingLevel={2}
        label="Popular posts"
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPageChange={setPage}
        pagerLabel="Popular posts pages"
        scrollTarget={topRef}
      />
    </div>
  );
}
