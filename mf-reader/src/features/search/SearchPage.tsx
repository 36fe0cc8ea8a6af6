import '@/i18n/catalogue';
import { useDocumentTitle, useSearchPosts } from '@cwt/core';
import { useSearchParams } from '@cwt/router';
import { Button, EmptyState, TextField } from '@cwt/ui';
import { type FormEvent, useRef, useState } from 'react';
import { PagedPostList } from '@/shared/components/PagedPostList';
import styles from './SearchPage.module.css';

const PAGE_SIZE = 10;

/** /search?query=: full ranked results with paging (the admin header search lands here). */
export default function SearchPage() {
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
  useDocumentTitle(query.trim() ? `Search: ${query.trim()}` : 'Search');
  const { data, error, isLoading } = useSearchPosts(query, { page: page - 1, size: PAGE_SIZE });
  const total = data?.total ?? 0;
  const totalPages = Math.ceil(total / PAGE_SIZE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { query: draft.trim() } : {});
  };

  return (
    <div className={styles.page} ref={topRef}>
      <h1 className={styles.title}>{query.trim() ? <>Results for “{query.trim()}”</> : 'Search'}</h1>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label="Search posts"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={styles.field}
        />
        <Button type="submit">Search</Button>
      </form>
      <PagedPostList
        status={
          !query.trim() ? (
            <p className={styles.status}>Type a word from a title, a tag or the text of a post.</p>
          ) : isLoading && !data ? (
            <p className={styles.status}>Searching...</p>
          ) : (
            error && (
              <p className={styles.status} role="alert">
                Search failed. Please try again.
              </p>
            )
          )
        }
        empty={<EmptyState title="No results" message={`No posts matching "${query.trim()}" were found.`} />}
        summary={
          <p className={styles.status} aria-live="polite">
            {total} {total === 1 ? 'result' : 'results'} - Page {page} of {Math.max(1, totalPages)}
          </p>
        }
        posts={data?.items ?? []}
        layout="list"
        busy={isLoading}
        headingLevel={2}
        label="Search results"
        page={page}
        totalPages={totalPages}
        onPageChange={(next) => setParams({ query, page: String(next) })}
        pagerLabel="Search result pages"
        scrollTarget={topRef}
      />
    </div>
  );
}
