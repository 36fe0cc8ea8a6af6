import '@/i18n/catalogue';
import { type DraftSummary, PAGE_DEFAULT_SIZE, PAGES } from '@cwt/contracts';
import { errorText, t, useDocumentTitle, useSession, useT } from '@cwt/core';
import { draftsApi, useDrafts } from '@cwt/core/editor';
import { Link, Navigate, useLocation } from '@cwt/router';
import { buttonClassName, ErrorCard, notify, Spinner } from '@cwt/ui';
import { EmptyState, Pager } from '@cwt/ui/controls';
import { useRef, useState } from 'react';
import shared from '@/shared/page.module.css';
import { DraftList } from './components/DraftList';
import styles from './MyDraftsPage.module.css';

/** /drafts: the signed-in user's drafts on the server, last edited first; continue or delete each. */
export default function MyDraftsPage() {
  const translate = useT();
  useDocumentTitle(translate('editor.drafts.title'));
  const isSignedIn = useSession((s) => s.isSignedIn);
  const location = useLocation();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useDrafts(
    { page: page - 1, size: PAGE_DEFAULT_SIZE },
    isSignedIn,
  );
  const [deleting, setDeleting] = useState<string | null>(null);
  const newPost = useRef<HTMLAnchorElement>(null);

  if (!isSignedIn) return <Navigate to={PAGES.login.href} replace state={{ from: location.pathname }} />;

  const remove = async (draft: DraftSummary) => {
    const title = draft.title.trim() || t('editor.untitled');
    if (!window.confirm(t('editor.drafts.deleteConfirm', { title }))) return;
    setDeleting(draft.id);
    try {
      await draftsApi.remove(draft.id);
      notify.success(t('editor.drafts.deleted'));
      // The row and its buttons are gone: focus goes to the page's first control, not to the document.
      newPost.current?.focus();
    } catch (err) {
      notify.error(errorText(err, 'editor.drafts.deleteFailed'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <main className={shared.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{translate('editor.drafts.title')}</h1>
        <Link to={PAGES.createPost.href} className={buttonClassName('primary', 'md')} ref={newPost}>
          {translate('editor.drafts.newPost')}
        </Link>
      </header>
      <p className={styles.lead}>{translate('editor.drafts.lead')}</p>
      {isLoading ? (
        <div className={shared.center} role="status">
          <Spinner /> <span>{translate('editor.drafts.loading')}</span>
        </div>
      ) : error || !data ? (
        <ErrorCard
          title={translate('editor.drafts.loadFailed')}
          message={translate('editor.retry')}
          onRetry={() => void mutate()}
        />
      ) : data.content.length === 0 ? (
        <EmptyState
          title={translate('editor.drafts.empty')}
          message={translate('editor.drafts.emptyMessage')}
          action={
            <Link to={PAGES.createPost.href} className={buttonClassName('primary', 'md')}>
              {translate('editor.drafts.write')}
            </Link>
          }
        />
      ) : (
        <>
          <DraftList drafts={data.content} deleting={deleting} onDelete={(d) => void remove(d)} />
          <Pager
            page={page}
            totalPages={data.totalPages}
            onChange={setPage}
            label={translate('editor.drafts.pages')}
          />
        </>
      )}
    </main>
  );
}
