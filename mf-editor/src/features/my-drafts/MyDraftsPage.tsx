import '@/i18n/catalogue';
import { type DraftSummary, PAGE_DEFAULT_SIZE, PAGES } from '@cwt/contracts';
import { draftsApi, isApiError, useDocumentTitle, useDrafts, useSession, useT } from '@cwt/core';
import { Link, Navigate, useLocation } from '@cwt/router';
import { buttonClassName, EmptyState, ErrorCard, notify, Pager, Spinner } from '@cwt/ui';
import { useRef, useState } from 'react';
import shared from '@/shared/page.module.css';
import { DraftList, UNTITLED } from './components/DraftList';
import styles from './MyDraftsPage.module.css';

export const DELETE_CONFIRM = (title: string) => `Delete the draft “${title}”? This cannot be undone.`;

/** /drafts: the signed-in user's drafts on the server, last edited first; continue or delete each. */
export default function MyDraftsPage() {
  const t = useT();
  useDocumentTitle(t('editor.drafts.title'));
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
    if (!window.confirm(DELETE_CONFIRM(draft.title.trim() || UNTITLED))) return;
    setDeleting(draft.id);
    try {
      await draftsApi.remove(draft.id);
      notify.success('Draft deleted');
      // The row and its buttons are gone: focus goes to the page's first control, not to the document.
      newPost.current?.focus();
    } catch (err) {
      notify.error(isApiError(err) && err.message ? err.message : 'Could not delete the draft');
    } finally {
      setDeleting(null);
    }
  };

  return (
    <main className={shared.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>My drafts</h1>
        <Link to={PAGES.createPost.href} className={buttonClassName('primary', 'md')} ref={newPost}>
          New post
        </Link>
      </header>
      <p className={styles.lead}>Saved as you write, on every device you sign in on.</p>
      {isLoading ? (
        <div className={shared.center} role="status">
          <Spinner /> <span>Loading your drafts...</span>
        </div>
      ) : error || !data ? (
        <ErrorCard
          title="Could not load your drafts"
          message="Please try again."
          onRetry={() => void mutate()}
        />
      ) : data.content.length === 0 ? (
        <EmptyState
          title="No drafts"
          message="What you write in the editor is kept here until you publish it."
          action={
            <Link to={PAGES.createPost.href} className={buttonClassName('primary', 'md')}>
              Write a post
            </Link>
          }
        />
      ) : (
        <>
          <DraftList drafts={data.content} deleting={deleting} onDelete={(d) => void remove(d)} />
          <Pager page={page} totalPages={data.totalPages} onChange={setPage} label="Drafts pages" />
        </>
      )}
    </main>
  );
}
