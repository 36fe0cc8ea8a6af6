import '@/i18n/catalogue';
import { PAGES } from '@cwt/contracts';
import { bookmarksApi, formatCardDate, useBookmarks, useDocumentTitle, useSession, useT } from '@cwt/core';
import { Link, routerLink, useNavigate } from '@cwt/router';
import { Button, notify, PostCard } from '@cwt/ui';
import { EmptyState, LayoutToggle, type LayoutValue } from '@cwt/ui/controls';
import { useEffect, useMemo, useState } from 'react';
import styles from '@/shared/social.module.css';
import { BookmarkStats } from './components/BookmarkStats';

/** /saved: the signed-in user's bookmarks with a title filter, stats and a grid/list toggle. */
export default function BookmarksPage() {
  const t = useT();
  useDocumentTitle(t('social.bookmarks.title'));
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
      notify.error(t('social.error.bookmark'));
    }
  };

  if (!isSignedIn) return null;
  return (
    <div className={styles.page}>
      <div className={styles.spread}>
        <div className={styles.row}>
          <Button variant="ghost" onClick={() => navigate(-1)} aria-label={t('social.common.back')}>
            ← {t('social.common.back')}
          </Button>
          <h1 className={styles.title}>{t('social.bookmarks.title')}</h1>
        </div>
        <div className={styles.row}>
          <input
            className={styles.search}
            type="search"
            placeholder={t('social.bookmarks.searchPlaceholder')}
            aria-label={t('social.bookmarks.search')}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
          <LayoutToggle value={layout} onChange={setLayout} />
        </div>
      </div>
      {items === null ? (
        <p className={styles.message}>{t('social.bookmarks.loading')}</p>
      ) : (
        <>
          <BookmarkStats items={items} />
          {shown.length === 0 ? (
            <EmptyState
              title={items.length === 0 ? t('social.bookmarks.empty') : t('social.bookmarks.noMatch')}
              message={items.length === 0 ? undefined : t('social.bookmarks.noMatchFor', { term })}
              action={
                <Link className={styles.link} to={PAGES.home.href}>
                  {t('social.bookmarks.explore')}
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
                        {t('social.bookmarks.remove')}
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
