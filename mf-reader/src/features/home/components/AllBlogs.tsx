import { useFollowingFeed, useListLayout, usePosts, useSearchTerm, useSession } from '@cwt/core';
import { HomeSection, LayoutToggle, Select, Tabs } from '@cwt/ui';
import { useRef, useState } from 'react';
import { PagedPostList } from '@/shared/components/PagedPostList';
import { usePageFor } from '@/shared/hooks/usePageFor';
import { FollowingEmpty } from './FollowingEmpty';
import styles from './Section.module.css';

export const PAGE_SIZES = [6, 12, 24] as const;
const SIZE_OPTIONS = PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }));

type View = 'latest' | 'following';

/**
 * Every post, newest first, paged and title-filtered (header search) on the server. Signed-in
 * members get two tabs: Latest (that list) and Following (their feed), with the same page sizes,
 * paging and layout.
 */
export function AllBlogs() {
  const term = useSearchTerm();
  const signedIn = useSession((s) => Boolean(s.token));
  const [chosen, setChosen] = useState<View>('latest');
  const view: View = signedIn ? chosen : 'latest';
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = usePageFor(`${term}|${size}|${view}`);
  const [layout, setLayout] = useListLayout();
  const sectionRef = useRef<HTMLElement>(null);
  const latest = usePosts({ page: page - 1, size, q: term || undefined });
  const feed = useFollowingFeed({ page: page - 1, size }, view === 'following');
  const { data, error, isLoading } = view === 'following' ? feed : latest;

  const posts = error ? [] : (data?.content ?? []);
  const total = error ? 0 : (data?.totalElements ?? 0);
  const totalPages = error ? 0 : (data?.totalPages ?? 0);

  const list = (
    <PagedPostList
      status={isLoading && !data && <p className={styles.status}>Loading blogs...</p>}
      empty={
        view === 'following' ? (
          <FollowingEmpty />
        ) : (
          <p className={styles.status}>
            {term ? `No posts matching "${term}" were found.` : 'No blog posts available.'}
          </p>
        )
      }
      posts={posts}
      layout={layout}
      busy={isLoading}
      label={view === 'following' ? 'Following' : 'All Blogs'}
      page={page}
      totalPages={totalPages}
      onPageChange={setPage}
      pagerLabel={view === 'following' ? 'Following pages' : 'All Blogs pages'}
      scrollTarget={sectionRef}
    />
  );

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
      {signedIn ? (
        <Tabs
          label="Which blogs"
          className={styles.tabs}
          selectedId={view}
          onChange={(id) => setChosen(id as View)}
          tabs={[
            { id: 'latest', label: 'Latest', content: list },
            { id: 'following', label: 'Following', content: list },
          ]}
        />
      ) : (
        list
      )}
    </HomeSection>
  );
}
