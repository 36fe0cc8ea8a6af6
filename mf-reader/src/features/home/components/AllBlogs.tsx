import '@/i18n/pages/catalogue';
import { useFollowingFeed, useListLayout, usePosts, useSearchTerm, useSession, useT } from '@cwt/core';
import { HomeSection } from '@cwt/ui';
import { LayoutToggle, Select, Tabs } from '@cwt/ui/controls';
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
  const t = useT();
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
      status={isLoading && !data && <p className={styles.status}>{t('reader.posts.loading')}</p>}
      empty={
        view === 'following' ? (
          <FollowingEmpty />
        ) : (
          <p className={styles.status}>
            {term ? t('reader.posts.noMatch', { term }) : t('reader.allBlogs.empty')}
          </p>
        )
      }
      posts={posts}
      layout={layout}
      busy={isLoading}
      label={t(view === 'following' ? 'reader.allBlogs.following' : 'reader.allBlogs.title')}
      page={page}
      totalPages={totalPages}
      onPageChange={setPage}
      pagerLabel={t(view === 'following' ? 'reader.allBlogs.followingPages' : 'reader.allBlogs.pages')}
      scrollTarget={sectionRef}
    />
  );

  return (
    <HomeSection
      ref={sectionRef}
      id="home-all"
      title={t('reader.allBlogs.title')}
      summary={
        posts.length > 0 && (
          <p className={styles.summary} aria-live="polite">
            {t('reader.allBlogs.summary', {
              shown: posts.length,
              total,
              page,
              pages: Math.max(1, totalPages),
            })}
          </p>
        )
      }
      aside={
        <div className={styles.controls}>
          <Select
            label={t('reader.allBlogs.pageSize')}
            className={styles.sizeSelect}
            options={SIZE_OPTIONS}
            value={String(size)}
            onChange={(event) => setSize(Number(event.target.value))}
          />
          <LayoutToggle value={layout} onChange={setLayout} label={t('reader.posts.layout')} />
        </div>
      }
    >
      {signedIn ? (
        <Tabs
          label={t('reader.allBlogs.tabs')}
          className={styles.tabs}
          selectedId={view}
          onChange={(id) => setChosen(id as View)}
          tabs={[
            { id: 'latest', label: t('reader.allBlogs.latest'), content: list },
            { id: 'following', label: t('reader.allBlogs.following'), content: list },
          ]}
        />
      ) : (
        list
      )}
    </HomeSection>
  );
}
