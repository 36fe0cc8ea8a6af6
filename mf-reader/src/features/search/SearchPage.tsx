import '@/i18n/pages/catalogue';
import '@/i18n/catalogue';
import { useDocumentTitle, useSearchPosts, useT } from '@cwt/core';
import { useSearchParams } from '@cwt/router';
import { Button } from '@cwt/ui';
import { EmptyState } from '@cwt/ui/controls';
import { TextField } from '@cwt/ui/forms';
import { type FormEvent, useRef, useState } from 'react';
import { PagedPostList } from '@/shared/components/PagedPostList';
import styles from './SearchPage.module.css';

const PAGE_SIZE = 10;

/** /search?query=: full ranked results with paging (the admin header search lands here). */
export default function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);
  if (lastQuery !== query) {
    // A new ?query= (e.g. from the header box) refills the field.
    setLastQuery(query);
    setDraft(query);
  }
  const topRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(
    query.trim() ? t('reader.search.documentTitle', { query: query.trim() }) : t('reader.search.title'),
  );
  const { data, error, isLoading } = useSearchPosts(query, { page: page - 1, size: PAGE_SIZE });
  const total = data?.total ?? 0;
  const totalPages = Math.ceil(total / PAGE_SIZE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { query: draft.trim() } : {});
  };

  return (
    <div className={styles.page} ref={topRef}>
      <h1 className={styles.title}>
        {query.trim() ? t('reader.search.resultsFor', { query: query.trim() }) : t('reader.search.title')}
      </h1>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label={t('reader.search.field')}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={styles.field}
        />
        <Button type="submit">{t('reader.search.submit')}</Button>
      </form>
      <PagedPostList
        status={
          !query.trim() ? (
            <p className={styles.status}>{t('reader.search.prompt')}</p>
          ) : isLoading && !data ? (
            <p className={styles.status}>{t('reader.search.searching')}</p>
          ) : (
            error && (
              <p className={styles.status} role="alert">
                {t('reader.search.failed')}
              </p>
            )
          )
        }
        empty={
          <EmptyState
            title={t('reader.search.noResults')}
            message={t('reader.posts.noMatch', { term: query.trim() })}
          />
        }
        summary={
          <p className={styles.status} aria-live="polite">
            {t('reader.search.summary', { total, page, pages: Math.max(1, totalPages) })}
          </p>
        }
        posts={data?.items ?? []}
        layout="list"
        busy={isLoading}
        headingLevel={2}
        label={t('reader.search.results')}
        page={page}
        totalPages={totalPages}
        onPageChange={(next) => setParams({ query, page: String(next) })}
        pagerLabel={t('reader.search.pages')}
        scrollTarget={topRef}
      />
    </div>
  );
}
