import '@/i18n/catalogue';
import { PAGES } from '@cwt/contracts';
import { bookmarksApi, formatCardDate, useBookmarks, useDocumentTitle, useSession } from '@cwt/core';
import { Link, routerLink, useNavigate } from '@cwt/router';
import { Button, EmptyState, LayoutToggle, type LayoutValue, notify, PostCard } from '@cwt/ui';
import { useEffect, useMemo, useState } from 'react';
import styles from '@/shared/social.module.css';
import { BookmarkStats } from './components/BookmarkStats';

/** /saved: the signed-in user's bookmarks with a title filter, stats and a grid/list toggle. */
export default function BookmarksPage() {
  useDocumentTitle('Bookmarks');
  const isSignedIn = useSession((s) => s.isSignedIn);
  const navigate = useNavigate();
  const { data, error } = useBookmarks(isSignedIn);
  // A failed request reads as no bookmarks, as before.
  const items = data?.items ?? (error ? [] : null);
  const [term, setTerm] = useState('');
  const [layout, setLayout] = useState<LayoutValue>('grid');

  useEffect(() => {
    if (!isSignedIn) navigate('/404', { replace: true });
  }, [isSignedIn, navigate]);

  const shown = useMemo(() => {
    const q = term.trim().toLowerCase();
    return (items ?? []).filter((i) => !q || i.title.toLowerCase().includes(q));
  }, [items, term]);

  const unsave = async (id: string) => {
    try {
      // Drops the post from the cached list (this page) and unmarks it in cached posts.
      await bookmarksApi.setSaved(id, false);
    } catch {
      notify.error('Không thể cập nhật trạng thái lưu bài viết.');
    }
  };

  if (!isSignedIn) return null;
  return (
    <div className={styles.page}>
      <div className={styles.spread}>
        <div className={styles.row}>
          <Button variant="ghost" onClick={() => navigate(-1)} aria-label="Back">
            ← Back
          </Button>
          <h1 className={styles.title}>Bookmarks</h1>
        </div>
        <div className={styles.row}>
          <input
            className={styles.search}
            type="search"
            placeholder="Search bookmarks..."
            aria-label="Search bookmarks"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
          <LayoutToggle value={layout} onChange={setLayout} />
        </div>
      </div>
      {items === null ? (
        <p className={styles.message}>Loading your bookmarks...</p>
      ) : (
        <>
          <BookmarkStats items={items} />
          {shown.length === 0 ? (
            <EmptyState
              title={items.length === 0 ? 'No bookmarks yet' : 'No matching bookmarks found'}
              message={items.length === 0 ? undefined : `Nothing matches "${term}".`}
              action={
                <Link className={styles.link} to={PAGES.home.href}>
                  Explore Articles
                </Link>
              }
            />
          ) : (
            <ul className={layout === 'grid' ? styles.grid : styles.list}>
              {shown.map((p) => (
                <li key={p.id}>
                  <PostCard
                    post={p}
                    href={PAGES.blog.href(p.id)}
                    date={formatCardDate(p.createdAt)}
                    layout={layout === 'grid' ? 'grid' : 'list'}
                    renderLink={routerLink}
                    actions={
                      <Button size="sm" variant="ghost" onClick={() => unsave(p.id)}>
                        Remove
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
