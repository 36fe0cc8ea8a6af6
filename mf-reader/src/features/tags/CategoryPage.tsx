import '@/i18n/pages/catalogue';
import '@/i18n/catalogue';
import { useDocumentTitle, useListLayout, usePosts, useSession, useT } from '@cwt/core';
import { useParams } from '@cwt/router';
import { EmptyState, LayoutToggle } from '@cwt/ui/controls';
import { useRef } from 'react';
import { PagedPostList } from '@/shared/components/PagedPostList';
import { usePageFor } from '@/shared/hooks/usePageFor';
import frame from '@/shared/ListPage.module.css';
import { TopicFollowButton } from './components/TopicFollowButton';

const PAGE_SIZE = 12;

/** /category/{name}: posts whose category or one of whose tags is the name (any case), paged on the server. */
export default function CategoryPage() {
  const { categoryName = '' } = useParams<{ categoryName: string }>();
  const name = categoryName.trim();
  const t = useT();
  const title = t('reader.category.title', { name });
  useDocumentTitle(title);
  const [page, setPage] = usePageFor(name);
  const [layout, setLayout] = useListLayout();
  const signedIn = useSession((s) => Boolean(s.token));
  const topRef = useRef<HTMLDivElement>(null);
  const { data, error, isLoading } = usePosts({ topic: name, page: page - 1, size: PAGE_SIZE });
  const posts = error ? [] : (data?.content ?? []);

  return (
    <div className={frame.page} ref={topRef}>
      <div className={frame.head}>
        <div>
          <div className={frame.titleRow}>
            <h1 className={frame.title}>{title}</h1>
            {signedIn && name && <TopicFollowButton name={name} />}
          </div>
          {data && !error && (
            <p className={frame.note}>{t('reader.posts.count', { count: data.totalElements })}</p>
          )}
        </div>
        <LayoutToggle value={layout} onChange={setLayout} label={t('reader.posts.layout')} />
      </div>
      <PagedPostList
        status={isLoading && !data && <p className={frame.note}>{t('reader.posts.loading')}</p>}
        empty={
          <EmptyState
            title={t('reader.category.emptyTitle')}
            message={t('reader.category.empty', { name })}
          />
        }
        posts={posts}
        layout={layout}
        busy={isLoading}
        headingLevel={2}
        label={title}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPageChange={setPage}
        pagerLabel={t('reader.category.pages')}
        scrollTarget={topRef}
      />
    </div>
  );
}
