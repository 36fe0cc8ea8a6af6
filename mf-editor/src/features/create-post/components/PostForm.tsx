import { t, useT } from '@cwt/core';
import { Button, notify } from '@cwt/ui';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import RichTextEditor from '@/features/rich-text/RichTextEditor';
import { saveLocalDraft, useDraftAutosave } from '../hooks/useDraft';
import { useFeaturedImage } from '../hooks/useFeaturedImage';
import { type DraftRef, useServerDraft } from '../hooks/useServerDraft';
import {
  emptyFields,
  type FieldErrors,
  type FieldName,
  hasContent,
  isDirty,
  MESSAGES,
  messagesNow,
  type PostFields,
  validatePost,
} from '../validation';
import { CategoryField } from './CategoryField';
import { DraftConflictDialog } from './DraftConflictDialog';
import { DraftStatus } from './DraftStatus';
import { FeaturedImageDrop } from './FeaturedImageDrop';
import styles from './PostForm.module.css';

export interface PostFormProps {
  mode: 'create' | 'edit';
  initialFields: PostFields;
  categories: string[];
  /**
   * Resolves when saved; throws (after showing its own message) to keep the form as it is. `draft` is
   * the server draft holding exactly these fields, when there is one (publish it rather than write anew).
   */
  onSubmit: (fields: PostFields, draft: DraftRef | null) => Promise<void>;
  /**
   * Called after Cancel (and the discard confirmation when something was filled), with the server
   * draft to discard, if one was saved.
   */
  onCancel: (draft: DraftRef | null) => void;
  onNeedLogin: () => void;
  /** Keep a local draft while typing (create mode). */
  autosave?: boolean;
  /** Keep the draft on the server while typing: where it starts, and the post it edits. */
  serverDraft?: ServerDraftSetup;
  /** Stories: start with these messages shown. */
  initialErrors?: FieldErrors;
}

export interface ServerDraftSetup {
  start: DraftRef;
  postId: string | null;
  /** The fields as the server has them (the post's, on an edit with no draft yet). */
  saved: PostFields;
}

const NO_SERVER_DRAFT: ServerDraftSetup = {
  start: { id: null, version: 1 },
  postId: null,
  saved: emptyFields(),
};

export function PostForm({
  mode,
  initialFields,
  categories,
  onSubmit,
  onCancel,
  onNeedLogin,
  autosave = false,
  serverDraft,
  initialErrors = {},
}: PostFormProps) {
  const translate = useT();
  const [fields, setFields] = useState<PostFields>(initialFields);
  const [flagged, setErrors] = useState<FieldErrors>(initialErrors);
  // Worded at each render (useT renders the form again on a language switch), not when found.
  const errors = messagesNow(flagged);
  const [busy, setBusy] = useState(false);
  // Bumped when the other device's copy replaces the form: the rich-text editor starts over from it.
  const [editorKey, setEditorKey] = useState(0);
  const [choosing, setChoosing] = useState(false);
  const titleId = useId();
  const tagsId = useId();
  const sync = useServerDraft(fields, {
    ...(serverDraft ?? NO_SERVER_DRAFT),
    enabled: Boolean(serverDraft) && !busy,
  });
  const server = serverDraft ? sync : undefined;
  useDraftAutosave(fields, autosave && !busy, server);
  // After each server save the local copy names the version saved (offline fallback, restore).
  const { status } = sync;
  useEffect(() => {
    if (status === 'saved' && autosave) saveLocalDraft(fields, server);
  }, [status, autosave, fields, server]);
  useEffect(() => setChoosing(sync.conflict !== null), [sync.conflict]);

  const update = useCallback((name: keyof PostFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    if (name === 'tags') return;
    // Each message goes as soon as its field has content.
    setErrors((e) =>
      e[name as FieldName] && hasContent(name as FieldName, value) ? { ...e, [name]: undefined } : e,
    );
  }, []);
  const setContent = useCallback((html: string) => update('content', html), [update]);
  const setImageUrl = useCallback((url: string) => update('imageUrl', url), [update]);
  const image = useFeaturedImage(fields.imageUrl, setImageUrl, onNeedLogin);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || image.uploading) return;
    const found = validatePost(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify.error(MESSAGES.summary);
      const first = (['title', 'category', 'content', 'imageUrl'] as const).find((f) => found[f]);
      document
        .querySelector<HTMLElement>(
          `[data-field="${first}"] [aria-invalid="true"], [data-field="${first}"] [role="button"]`,
        )
        ?.focus();
      return;
    }
    setBusy(true);
    try {
      const draft = serverDraft ? await sync.flush() : null;
      if (draft === 'conflict') {
        notify.error(t('editor.form.conflictFirst'));
        setChoosing(true);
        return;
      }
      sync.setPaused(true);
      await onSubmit(fields, draft);
    } catch {
      // onSubmit showed the message; the form (and the draft) stay, and saving goes on.
      sync.setPaused(false);
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    if (isDirty(fields) && !window.confirm(t('editor.form.discardConfirm'))) return;
    sync.setPaused(true);
    onCancel(sync.ref.current.id ? { ...sync.ref.current } : null);
  };

  const takeTheirs = () => {
    const theirs = sync.takeTheirs();
    if (!theirs) return;
    setFields(theirs);
    setEditorKey((k) => k + 1);
  };

  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {errorCount > 0 && (
        <div className={styles.summary} role="alert">
          {MESSAGES.summary}
        </div>
      )}
      <div className={styles.card}>
        <div className={styles.field} data-field="title">
          <label htmlFor={titleId} className={styles.label}>
            {translate('editor.form.title')}{' '}
            <span aria-hidden="true" className={styles.required}>
              *
            </span>
          </label>
          <input
            id={titleId}
            className={`${styles.input} ${styles.titleInput}`}
            value={fields.title}
            onChange={(event) => update('title', event.target.value)}
            placeholder={translate('editor.form.titlePlaceholder')}
            aria-required="true"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${titleId}-error` : undefined}
            maxLength={200}
            disabled={busy}
          />
          {errors.title && (
            <p id={`${titleId}-error`} className={styles.error} role="alert">
              {errors.title}
            </p>
          )}
        </div>

        <div className={styles.row}>
          <div data-field="category" className={styles.grow}>
            <CategoryField
              value={fields.category}
              onChange={(v) => update('category', v)}
              categories={categories}
              error={errors.category}
              disabled={busy}
            />
          </div>
          <div className={`${styles.field} ${styles.grow}`}>
            <label htmlFor={tagsId} className={styles.label}>
              {translate('editor.form.tags')}
            </label>
            <input
              id={tagsId}
              className={styles.input}
              value={fields.tags}
              onChange={(event) => update('tags', event.target.value)}
              placeholder={translate('editor.form.tagsPlaceholder')}
              aria-describedby={`${tagsId}-hint`}
              disabled={busy}
            />
            <p id={`${tagsId}-hint`} className={styles.hint}>
              {translate('editor.form.tagsHint')}
            </p>
          </div>
        </div>

        <div className={styles.field} data-field="imageUrl">
          <span className={styles.label}>
            {translate('editor.form.image')}{' '}
            <span aria-hidden="true" className={styles.required}>
              *
            </span>
          </span>
          <FeaturedImageDrop
            status={image.status}
            progress={image.progress}
            imageUrl={fields.imageUrl}
            error={errors.imageUrl}
            dragging={image.dragging}
            onDraggingChange={image.setDragging}
            onFile={(file) => void image.upload(file)}
            onRemove={image.remove}
            disabled={busy}
          />
        </div>

        <div data-field="content">
          <RichTextEditor
            key={editorKey}
            label={translate('editor.form.content')}
            value={fields.content}
            onChange={setContent}
            error={errors.content}
            placeholder={translate('editor.form.contentPlaceholder')}
            disabled={busy}
          />
        </div>
      </div>

      {sync.conflict && (
        <DraftConflictDialog
          open={choosing}
          mine={fields}
          theirs={sync.conflict}
          onKeepMine={sync.keepMine}
          onTakeTheirs={takeTheirs}
          onClose={() => setChoosing(false)}
        />
      )}

      <div className={styles.actions}>
        {serverDraft && (
          <div className={styles.saveState}>
            <DraftStatus status={sync.status} failure={sync.failure} onChoose={() => setChoosing(true)} />
          </div>
        )}
        <Button variant="secondary" onClick={cancel} disabled={busy}>
          {translate('editor.form.cancel')}
        </Button>
        <Button type="submit" loading={busy} disabled={image.uploading}>
          {translate(
            busy
              ? mode === 'edit'
                ? 'editor.form.saving'
                : 'editor.form.publishing'
              : mode === 'edit'
                ? 'editor.form.save'
                : 'editor.form.publish',
          )}
        </Button>
      </div>
    </form>
  );
}
