import '@/i18n/catalogue';
import { DEFAULT_CATEGORIES, DRAFT_QUERY_PARAM, type Draft, PAGES, type Post } from '@cwt/contracts';
import {
  errorText,
  formatRelativeTime,
  isApiError,
  setFlag,
  t,
  useCategories,
  useDocumentTitle,
  usePost,
  useSession,
  useT,
} from '@cwt/core';
import { draftsApi, postWritesApi, useDraft, useDrafts } from '@cwt/core/editor';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from '@cwt/router';
import { Button, ErrorCard, notify, Spinner } from '@cwt/ui';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import shared from '@/shared/page.module.css';
import styles from './CreatePostPage.module.css';
import { PostForm, type ServerDraftSetup } from './components/PostForm';
import { fieldsOfDraft } from './draft-fields';
import { type Start, startFrom } from './draft-start';
import { clearDraft, readDraft } from './hooks/useDraft';
import type { DraftRef } from './hooks/useServerDraft';
import { type PostFields, parseTags } from './validation';

function requestOf(fields: PostFields) {
  return {
    title: fields.title.trim(),
    category: fields.category.trim(),
    tags: parseTags(fields.tags),
    content: fields.content,
    imageCloudUrl: fields.imageUrl,
  };
}

/**
 * The server's answer when it sent one (its code's text, else its message, else `fallbackId`'s);
 * the spec's generic text when no answer came.
 */
function failureMessage(error: unknown, fallbackId: string): string {
  if (isApiError(error) && error.status !== 0) return errorText(error, fallbackId);
  return t('editor.create.error');
}

/** /newpost, /create-post (create) and /edit/:postId (edit): signed-in only. */
export default function CreatePostPage() {
  const { postId } = useParams<{ postId?: string }>();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const editing = Boolean(postId);
  const translate = useT();
  const heading = translate(editing ? 'editor.edit.title' : 'editor.create.title');
  useDocumentTitle(heading);

  const goToLogin = useCallback(
    () => navigate(PAGES.login.href, { state: { from: location.pathname } }),
    [navigate, location.pathname],
  );

  if (!session.isSignedIn)
    return <Navigate to={PAGES.login.href} replace state={{ from: location.pathname }} />;

  return (
    <main className={shared.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.subtitle}>
          {translate(editing ? 'editor.edit.subtitle' : 'editor.create.subtitle')}
        </p>
      </header>
      {editing ? (
        <EditPost postId={postId!} onNeedLogin={goToLogin} />
      ) : (
        <CreatePost onNeedLogin={goToLogin} />
      )}
    </main>
  );
}

function useCategoryNames(): string[] {
  const { data } = useCategories();
  return useMemo(() => {
    const names = Array.isArray(data) && data.length ? data.map((c) => c.name) : [...DEFAULT_CATEGORIES];
    return [...new Set(names)];
  }, [data]);
}

/** Cancel confirmed the discard; a draft that cannot be deleted now stays listed in My drafts. */
function discardQuietly(id: string): void {
  draftsApi.remove(id).catch(() => notify.error(t('editor.draft.discardFailed')));
}

function Loading({ children }: { children: ReactNode }) {
  return (
    <div className={shared.center} role="status">
      <Spinner /> <span>{children}</span>
    </div>
  );
}

function CreatePost({ onNeedLogin }: { onNeedLogin: () => void }) {
  const translate = useT();
  const [params] = useSearchParams();
  const draftId = params.get(DRAFT_QUERY_PARAM);
  const [local] = useState(() => readDraft());
  const { data: draft, error, isLoading, mutate } = useDraft(draftId);

  if (!draftId) return <NewPostForm start={startFrom(local, null)} onNeedLogin={onNeedLogin} />;
  if (isLoading) return <Loading>{translate('editor.draft.loading')}</Loading>;
  // Offline: this browser's copy of the same draft stands in (saved to the server once it answers).
  if (isApiError(error) && error.status === 0 && local?.draftId === draftId)
    return <NewPostForm start={startFrom(local, null)} onNeedLogin={onNeedLogin} />;
  if (error || !draft) {
    const gone = isApiError(error) && error.status === 404;
    return (
      <ErrorCard
        title={translate(gone ? 'editor.draft.notFound' : 'editor.draft.loadFailed')}
        message={translate(gone ? 'editor.draft.gone' : 'editor.retry')}
        onRetry={gone ? undefined : () => void mutate()}
      />
    );
  }
  return <NewPostForm key={draft.id} start={startFrom(local, draft)} onNeedLogin={onNeedLogin} />;
}

function NewPostForm({ start, onNeedLogin }: { start: Start; onNeedLogin: () => void }) {
  const translate = useT();
  const navigate = useNavigate();
  const categories = useCategoryNames();
  const [autosave, setAutosave] = useState(true);

  const submit = async (fields: PostFields, draft: DraftRef | null) => {
    try {
      if (draft?.id) await draftsApi.publish(draft.id, draft.version);
      else await postWritesApi.create(requestOf(fields));
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        notify.error(t('editor.create.login'));
        onNeedLogin();
      } else notify.error(failureMessage(error, 'editor.create.failed'));
      throw error;
    }
    setAutosave(false);
    clearDraft();
    notify.success(t('editor.create.done'));
    setFlag('newPostCreated');
    navigate('/');
  };

  return (
    <>
      {start.restored && (
        <p className={styles.restored} role="status">
          {translate('editor.draft.restored')}
        </p>
      )}
      <PostForm
        mode="create"
        initialFields={start.fields}
        categories={categories}
        onSubmit={submit}
        onCancel={(draft) => {
          setAutosave(false);
          clearDraft();
          if (draft?.id) discardQuietly(draft.id);
          navigate('/');
        }}
        onNeedLogin={onNeedLogin}
        autosave={autosave}
        serverDraft={start.server}
      />
    </>
  );
}

function EditPost({ postId, onNeedLogin }: { postId: string; onNeedLogin: () => void }) {
  const translate = useT();
  const session = useSession();
  const { data: post, error, isLoading, mutate } = usePost(postId);
  const drafts = useDrafts({ postId, size: 1 });
  const draftId = drafts.data?.content[0]?.id ?? null;
  const draft = useDraft(draftId);

  if (isLoading || drafts.isLoading || (draftId && draft.isLoading))
    return <Loading>{translate('editor.post.loading')}</Loading>;
  if (error || !post) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <ErrorCard
        title={translate(notFound ? 'editor.post.notFound' : 'editor.post.loadFailed')}
        message={translate(notFound ? 'editor.post.gone' : 'editor.retry')}
        onRetry={notFound ? undefined : () => void mutate()}
      />
    );
  }
  const authorId = post.author.id;
  if (authorId !== session.userId && !session.isAdmin) {
    return (
      <ErrorCard
        title={translate('editor.post.forbidden')}
        message={translate('editor.post.forbiddenMessage')}
      />
    );
  }
  // Without the draft list (offline) the edit still works; it is kept as a draft once saving succeeds.
  return (
    <EditPostForm
      key={draft.data?.id ?? post.id}
      post={post}
      draft={draft.data ?? null}
      onNeedLogin={onNeedLogin}
    />
  );
}

function EditPostForm({
  post,
  draft,
  onNeedLogin,
}: {
  post: Post;
  draft: Draft | null;
  onNeedLogin: () => void;
}) {
  const translate = useT();
  const navigate = useNavigate();
  const categories = useCategoryNames();
  const [discarding, setDiscarding] = useState(false);
  const live = fieldsOfDraft(post);
  const server: ServerDraftSetup = draft
    ? { start: { id: draft.id, version: draft.version }, postId: post.id, saved: fieldsOfDraft(draft) }
    : { start: { id: null, version: 1 }, postId: post.id, saved: live };

  const submit = async (fields: PostFields, kept: DraftRef | null) => {
    try {
      if (kept?.id) await draftsApi.publish(kept.id, kept.version);
      else await postWritesApi.update(post.id, requestOf(fields));
    } catch (err) {
      if (isApiError(err) && err.status === 401) onNeedLogin();
      notify.error(failureMessage(err, 'editor.edit.failed'));
      throw err;
    }
    notify.success(t('editor.edit.done'));
    navigate(PAGES.blog.href(post.id));
  };

  const discard = async () => {
    if (!draft) return;
    setDiscarding(true);
    try {
      await draftsApi.remove(draft.id);
      notify.success(t('editor.edit.discarded'));
    } catch (err) {
      notify.error(failureMessage(err, 'editor.edit.discardFailed'));
      setDiscarding(false);
    }
  };

  return (
    <>
      {draft ? (
        <div className={`${styles.restored} ${styles.restoredBar}`} role="status">
          <p className={styles.restoredText}>
            {translate('editor.edit.restored', { when: formatRelativeTime(draft.updatedAt) })}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void discard()} loading={discarding}>
            {translate('editor.edit.discard')}
          </Button>
        </div>
      ) : (
        <p className={styles.hint}>{translate('editor.edit.hint')}</p>
      )}
      <PostForm
        mode="edit"
        initialFields={draft ? fieldsOfDraft(draft) : live}
        categories={categories}
        onSubmit={submit}
        onCancel={(kept) => {
          if (kept?.id) discardQuietly(kept.id);
          navigate(PAGES.blog.href(post.id));
        }}
        onNeedLogin={onNeedLogin}
        serverDraft={server}
      />
    </>
  );
}
