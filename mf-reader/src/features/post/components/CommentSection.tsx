import { type Comment, mentionsToText, PAGES, type UserRef } from '@cwt/contracts';
import {
  blocksApi,
  commentsApi,
  errorText,
  isCommentsKey,
  likesApi,
  notificationPreferencesApi,
  revalidateComments,
  swrKeys,
  useComments,
  useSession,
  useT,
  useThreadMuted,
} from '@cwt/core';
import { Link, useLocation } from '@cwt/router';
import { Button, notify } from '@cwt/ui';
import { type FormEvent, Suspense, useRef, useState } from 'react';
import { mutate } from 'swr';
import { MessageWithElements } from '@/i18n/MessageWithElements';
import { notifyLoginRequired } from '@/shared/messages';
import { CommentList } from './CommentList';
import styles from './Comments.module.css';
import { CommentField } from './LazyComposers';
import { ConfirmDialog } from './LazyConfirmDialog';
import { submitReport } from './ReportButton';
import { useCommentFocus } from './thread/useCommentFocus';

const setCached = (postId: string, update: (list: Comment[]) => Comment[]) =>
  mutate<Comment[]>(swrKeys.comments(postId), (list) => update(list ?? []), { revalidate: false });

/** Applies `patch` to a comment wherever it is cached: the post's list or a page of replies. */
const patchEverywhere = (postId: string, patch: (c: Comment) => Comment) =>
  mutate<Comment[]>(
    (key) => isCommentsKey(key, postId),
    (list) => list?.map(patch),
    { revalidate: false },
  );

/** 'Join the conversation': the thread, a box for signed-in readers, a sign-in prompt for visitors. */
export function CommentSection({ postId, postTitle = '' }: { postId: string; postTitle?: string }) {
  const t = useT();
  const signedIn = useSession((s) => s.isSignedIn);
  const viewerId = useSession((s) => s.userId);
  const muted = useThreadMuted(postId, signedIn);
  const [muting, setMuting] = useState(false);
  const location = useLocation();
  const { data, isLoading } = useComments(postId);
  const comments = data ?? [];
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [pendingLikes, setPendingLikes] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [toBlock, setToBlock] = useState<UserRef | null>(null);
  const [blocking, setBlocking] = useState(false);
  const section = useRef<HTMLElement>(null);
  useCommentFocus(section, location.hash);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    // The spec: blank (trimmed) text is not sent.
    if (!content || sending) return;
    setSending(true);
    try {
      const created = await commentsApi.create(postId, content);
      setText('');
      await setCached(postId, (list) => [...list.filter((c) => c.id !== created.id), created]);
      void revalidateComments(postId);
    } catch (error) {
      notify.error(errorText(error, 'reader.comments.postFailed'), { id: 'comment-error' });
    } finally {
      setSending(false);
    }
  };

  const toggleLike = async (comment: Comment) => {
    if (!signedIn) {
      notifyLoginRequired();
      return;
    }
    const liked = !comment.liked;
    const patch = (c: Comment, l: boolean, n: number) =>
      c.id === comment.id ? { ...c, liked: l, likeCount: n } : c;
    setPendingLikes((s) => new Set(s).add(comment.id));
    await patchEverywhere(postId, (c) => patch(c, liked, Math.max(0, comment.likeCount + (liked ? 1 : -1))));
    try {
      const result = await likesApi.setCommentLike(comment.id, liked);
      await patchEverywhere(postId, (c) => patch(c, result.liked, result.likeCount));
    } catch (error) {
      await patchEverywhere(postId, (c) => patch(c, comment.liked, comment.likeCount));
      console.error('[reader] comment like failed, rolled back', error);
    } finally {
      setPendingLikes((s) => {
        const next = new Set(s);
        next.delete(comment.id);
        return next;
      });
    }
  };

  const reply = async (parent: Comment, content: string): Promise<boolean> => {
    try {
      await commentsApi.create(postId, content, parent.id);
      // The reply lands in a replies page and changes counts up the thread: all are refetched.
      await revalidateComments(postId);
      return true;
    } catch (error) {
      notify.error(errorText(error, 'reader.comments.replyFailed'), { id: 'comment-error' });
      return false;
    }
  };

  const edit = async (comment: Comment, content: string): Promise<boolean> => {
    try {
      await commentsApi.edit(comment.id, content);
      return true;
    } catch (error) {
      notify.error(errorText(error, 'reader.comments.saveFailed'), { id: 'comment-error' });
      return false;
    }
  };

  const toggleMute = async () => {
    setMuting(true);
    try {
      await notificationPreferencesApi.setThreadMuted(postId, !muted, postTitle);
      notify.success(t(muted ? 'reader.comments.unmuted' : 'reader.comments.muted'), {
        id: 'thread-mute',
        duration: 2500,
      });
    } catch (error) {
      notify.error(errorText(error, 'reader.comments.muteFailed'), { id: 'thread-mute' });
    } finally {
      setMuting(false);
    }
  };

  const askDelete = (comment: Comment) => {
    if (!signedIn) notifyLoginRequired();
    else setToDelete(comment);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await commentsApi.remove(toDelete.id);
      const id = toDelete.id;
      setToDelete(null);
      // A comment with replies stays as "[deleted]": the server's lists say which it became.
      const top = comments.find((c) => c.id === id);
      if (top && top.replyCount === 0) await setCached(postId, (list) => list.filter((c) => c.id !== id));
      notify.success(t('reader.comments.deleted'), { id: 'comment-deleted', duration: 2000 });
      void revalidateComments(postId);
    } catch (error) {
      notify.error(errorText(error, 'reader.comments.deleteFailed'), { id: 'comment-error' });
    } finally {
      setDeleting(false);
    }
  };

  const confirmBlock = async () => {
    if (!toBlock) return;
    setBlocking(true);
    try {
      // Refetches the threads (their comments leave them) and every post list.
      await blocksApi.setBlocked(toBlock, true);
      notify.success(t('reader.comments.blocked', { username: toBlock.username }), { id: 'blocked' });
      setToBlock(null);
    } catch (error) {
      notify.error(errorText(error, 'reader.comments.blockFailed'), { id: 'comment-error' });
    } finally {
      setBlocking(false);
    }
  };

  return (
    <section ref={section} className={styles.section} aria-labelledby="comments-title">
      <div className={styles.head}>
        <h2 id="comments-title" className={styles.title}>
          {t('reader.comments.title')} <span className={styles.count}>({comments.length})</span>
        </h2>
        {signedIn && muted !== undefined ? (
          <Button variant="ghost" size="sm" loading={muting} onClick={() => void toggleMute()}>
            {t(muted ? 'reader.comments.unmute' : 'reader.comments.mute')}
          </Button>
        ) : null}
      </div>
      {signedIn ? (
        <form className={styles.form} onSubmit={submit}>
          <Suspense fallback={null}>
            <CommentField
              rows={3}
              label={t('reader.comments.add')}
              placeholder={t('reader.comments.placeholder')}
              value={text}
              onValueChange={setText}
            />
          </Suspense>
          <div className={styles.formActions}>
            <Button type="submit" loading={sending} disabled={!text.trim()}>
              {t('reader.comments.submit')}
            </Button>
          </div>
        </form>
      ) : (
        <p className={styles.prompt}>
          <MessageWithElements
            id="reader.comments.signIn"
            elements={{
              link: (
                <Link to={PAGES.login.href} state={{ from: location.pathname }}>
                  {t('reader.comments.signInLink')}
                </Link>
              ),
            }}
          />
        </p>
      )}
      {isLoading && !data ? (
        <p className={styles.empty}>{t('reader.comments.loading')}</p>
      ) : comments.length === 0 ? (
        <p className={styles.empty}>{t('reader.comments.empty')}</p>
      ) : (
        <CommentList
          comments={comments}
          pendingLikes={pendingLikes}
          onToggleLike={toggleLike}
          onDelete={askDelete}
          onReport={(comment) => void submitReport(mentionsToText(comment.content), comment.id, 'Com')}
          onReply={signedIn ? reply : undefined}
          onBlock={signedIn ? (comment) => setToBlock(comment.user) : undefined}
          viewerId={viewerId}
          onEdit={signedIn ? edit : undefined}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('reader.comments.deleteTitle')}
        message={t('reader.comments.deleteMessage')}
        confirmLabel={t('reader.action.delete')}
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog
        open={toBlock !== null}
        title={t('reader.comments.blockTitle', { username: toBlock?.username ?? '' })}
        message={t('reader.comments.blockExplained')}
        confirmLabel={t('reader.comments.block')}
        busy={blocking}
        onConfirm={confirmBlock}
        onCancel={() => setToBlock(null)}
      />
    </section>
  );
}
