import { useListLayout, usePosts, useSearchTerm } from '@cwt/core';
import { HomeSection, LayoutToggle, Select } from '@cwt/ui';
import { useRef, useState } from 'react';
import { PagedPostList } from '../../../shared/components/PagedPostList';
import { usePageFor } from '../../../shared/hooks/usePageFor';
import styles from './Section.module.css';

export const PAGE_SIZES = [6, 12, 24] as const;
const SIZE_OPTIONS = PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }));

/** Every post, newest first; paged and title-filtered (header search) on the server. */
export function AllBlogs() {
  const term = useSearchTerm();
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = usePageFor(`${term}|${size}`);
  const [layout, setLayout] = useListLayout();
  const sectionRef = useRef<HTMLElement>(null);
  const { data, error, isLoading } = usePosts({ page: page - 1, size, q: term || undefined });

  const posts = error ? [] : (data?.content ?? []);
  const total = error ? 0 : (data?.totalElements ?? 0);
  const totalPages = error ? 0 : (data?.totalPages ?? 0);

  return (
    <HomeSection
      ref={sectionRef}
      id="home-all"
      title="All Blogs"
      summary={
        posts.length > 0 && (
          <p className={styles.summary} aria-live="polite">
            Showing {posts.length} of {total} results - Page {page} of {Math.max(1, totalPages)}
          </p>
        )
      }
      aside={
        <div className={styles.controls}>
          <Select
            label="Posts per page"
            className={styles.sizeSelect}
            options={SIZE_OPTIONS}
            value={String(size)}
            onChange={(event) => setSize(Number(event.target.value))}
          />
          <LayoutToggle value={layout} onChange={setLayout} label="Blog layout" />
        </div>
      }
    >
      <PagedPostList
        status={isLoading && !data && <p className={styles.status}>Loading blogs...</p>}
        empty={
          <p className={styles.status}>
            {term ? `No posts matching "${term}" were found.` : 'No blog posts available.'}
          </p>
        }
        posts={posts}
        layout={layout}
        busy={isLoading}
        label="All Blogs"
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        pagerLabel="All Blogs pages"
        scrollTarget={sectionRef}
      />
    </HomeSection>
  );
}
