import { useDocumentTitle, useListLayout, usePosts } from '@cwt/core';
import { useParams } from '@cwt/router';
import { EmptyState, LayoutToggle, Pager } from '@cwt/ui';
import { useRef } from 'react';
import { PostList } from '../../shared/components/PostList';
import { usePageFor } from '../../shared/hooks/usePageFor';
import { scrollToSection } from '../../shared/scroll';
import styles from './Tags.module.css';

const PAGE_SIZE = 12;

/** /category/{name}: posts whose category or one of whose tags is the name (any case), paged on the server. */
export default function CategoryPage() {
  const { categoryName = '' } = useParams<{ categoryName: string }>();
  const name = categoryName.trim();
  useDocumentTitle(`Blogs in #${name}`);
  const [page, setPage] = usePageFor(name);
  const [layout, setLayout] = useListLayout();
  const topRef = useRef<HTMLDivElement>(null);
  const { data, error, isLoading } = usePosts({ topic: name, page: page - 1, size: PAGE_SIZE });
  const posts = error ? [] : (data?.content ?? []);

  return (
    <div className={styles.page} ref={topRef}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Blogs in #{name}</h1>
          {data && !error && (
            <p className={styles.status}>
              {data.totalElements} {data.totalElements === 1 ? 'post' : 'posts'}
            </p>
          )}
        </div>
        <LayoutToggle value={layout} onChange={setLayout} label="Blog layout" />
      </div>
      {isLoading && !data ? (
        <p className={styles.status}>Loading blogs...</p>
      ) : posts.length === 0 ? (
        <EmptyState title="No blogs here yet" message={`No posts are filed under #${name}.`} />
      ) : (
        <>
          <PostList
            posts={posts}
            layout={layout}
            busy={isLoading}
            headingLevel={2}
            label={`Blogs in #${name}`}
          />
          <Pager
            page={page}
            totalPages={data?.totalPages ?? 0}
            onChange={(next) => {
              setPage(next);
              scrollToSection(topRef.current);
            }}
            label="Category pages"
          />
        </>
      )}
    </div>
  );
}
