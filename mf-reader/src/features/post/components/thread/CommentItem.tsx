import {
  COMMENT_MAX,
  COMMENT_THREAD_LEVELS,
  type Comment,
  commentAnchor,
  mentionsToText,
} from '@cwt/contracts';
import { formatDayMonthYear, formatLongDate, type Translate, useT } from '@cwt/core';
import { Avatar, DotsIcon, HeartIcon, Menu, type MenuItem, VisuallyHidden } from '@cwt/ui';
import type { ComposerFieldProps } from '@cwt/ui/compose';
import { Suspense, useId, useRef, useState } from 'react';
import { MessageWithElements } from '@/i18n/MessageWithElements';
import styles from '../Comments.module.css';
import { CommentField, InlineComposer } from '../LazyComposers';
import { CommentText } from './CommentText';
import { useCommentActions } from './comment-actions';
import { ReplyThread } from './ReplyThread';

/** Replies and edits get the comment box's @mention suggestions. */
const commentField = ({ maxLength: _limit, ...field }: ComposerFieldProps) => <CommentField {...field} />;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The exact moment of an edit, for the "edited" mark: core's long date and a 24-hour time, worded
 * by the catalogue like every date (no Intl locale data to load, as core's formatters explain).
 */
function editedWhen(t: Translate, iso: string): string {
  const date = new Date(iso);
  return t('reader.comment.when', {
    date: formatLongDate(date),
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  });
}

/**
 * One comment: its text (or a tombstone's "[deleted]"/"[hidden]"), like, Reply and menu, then its
 * replies. Levels 1 and 2 nest their replies; level 3 lists its whole subtree flat, each deeper
 * reply saying whom it answers. Its element id is the `#comment-<id>` a notification links to.
 */
export function CommentItem({ comment }: { comment: Comment }) {
  const t = useT();
  const actions = useCommentActions();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(true);
  const threadId = useId();
  const entry = useRef<HTMLElement>(null);
  const tombstone = comment.state !== 'visible';
  const name = comment.user?.name?.trim() || comment.user?.username || t('reader.comment.unknown');
  const pending = actions.pendingLikes?.has(comment.id) ?? false;
  // Deeper replies are listed in their level-3 ancestor's thread, not under themselves.
  const hasThread = comment.depth <= COMMENT_THREAD_LEVELS && comment.replyCount > 0;
  const { onBlock } = actions;
  const author = comment.user;
  const items: MenuItem[] = [
    ...(comment.canEdit && actions.onEdit
      ? [{ label: t('reader.action.edit'), onSelect: () => setEditing(true) }]
      : []),
    ...(comment.canDelete
      ? [{ label: t('reader.action.delete'), onSelect: () => actions.onDelete(comment) }]
      : []),
    { label: t('reader.action.report'), onSelect: () => actions.onReport(comment) },
    ...(onBlock && author && author.id !== actions.viewerId
      ? [
          {
            label: t('reader.comment.blockUser', { username: author.username }),
            onSelect: () => onBlock(comment),
          },
        ]
      : []),
  ];

  const sendReply = async (content: string) => {
    const sent = (await actions.onReply?.(comment, content)) ?? false;
    if (sent) {
      setReplying(false);
      setOpen(true);
    }
    return sent;
  };

  // Closing the box (saved, cancelled, Escape) hands the focus back to the comment it belonged to.
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => entry.current?.focus());
  };
  const saveEdit = async (content: string) => {
    const saved = (await actions.onEdit?.(comment, content)) ?? false;
    if (saved) stopEditing();
    return saved;
  };

  return (
    <li className={styles.comment}>
      <article
        id={commentAnchor(comment.id)}
        ref={entry}
        tabIndex={-1}
        className={styles.entry}
        aria-label={
          tombstone
            ? t('reader.comment.tombstoneLabel', { state: comment.state })
            : t('reader.comment.by', { name })
        }
      >
        <Avatar src={comment.user?.profilePicture} name="" size="sm" />
        <div className={`${styles.bubble} ${tombstone ? styles.tombstone : ''}`}>
          {tombstone ? (
            <p className={styles.text}>{t('reader.comment.tombstone', { state: comment.state })}</p>
          ) : (
            <>
              <div className={styles.meta}>
                <span className={styles.name}>{name}</span>
                <time className={styles.date} dateTime={comment.createdAt}>
                  {formatDayMonthYear(comment.createdAt)}
                </time>
                {comment.editedAt && (
                  <time
                    className={styles.date}
                    dateTime={comment.editedAt}
                    title={t('reader.comment.edited', { when: editedWhen(t, comment.editedAt) })}
                  >
                    ({t('reader.comment.editedMark')}
                    <VisuallyHidden>{` ${editedWhen(t, comment.editedAt)}`}</VisuallyHidden>)
                  </time>
                )}
                <Menu
                  align="end"
                  className={styles.menu}
                  items={items}
                  trigger={(props) => (
                    <button
                      {...props}
                      className={styles.menuButton}
                      aria-label={t('reader.comment.actions', { name })}
                    >
                      <DotsIcon size={18} />
                    </button>
                  )}
                />
              </div>
              {comment.replyTo && (
                <p className={styles.replyTo}>
                  <MessageWithElements
                    id="reader.comment.replyingTo"
                    elements={{
                      target: (
                        <a href={`#${commentAnchor(comment.replyTo.id)}`}>
                          {comment.replyTo.username
                            ? `@${comment.replyTo.username}`
                            : t('reader.comment.removed')}
                        </a>
                      ),
                    }}
                  />
                </p>
              )}
              {editing ? (
                <Suspense fallback={null}>
                  <InlineComposer
                    className={styles.editForm}
                    label={t('reader.comment.editLabel')}
                    initialValue={mentionsToText(comment.content)}
                    submitLabel={t('reader.action.save')}
                    rows={3}
                    maxLength={COMMENT_MAX}
                    onSubmit={saveEdit}
                    onCancel={stopEditing}
                    renderField={commentField}
                  />
                </Suspense>
              ) : (
                <CommentText content={comment.content} />
              )}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${styles.like} ${comment.liked ? styles.liked : ''} ${pending ? styles.pending : ''}`}
                  aria-pressed={comment.liked}
                  aria-busy={pending || undefined}
                  onClick={() => !pending && actions.onToggleLike(comment)}
                >
                  <HeartIcon size={14} filled={comment.liked} />
                  <VisuallyHidden>{`${t('reader.comment.like', { liked: String(comment.liked), name })} `}</VisuallyHidden>
                  <span>{comment.likeCount}</span>
                </button>
                {actions.onReply && (
                  <button
                    type="button"
                    className={styles.like}
                    aria-expanded={replying}
                    onClick={() => setReplying((r) => !r)}
                  >
                    {t('reader.comment.reply')}
                    <VisuallyHidden>{` ${t('reader.comment.replyTarget', { name })}`}</VisuallyHidden>
                  </button>
                )}
              </div>
            </>
          )}
          {hasThread && (
            <button
              type="button"
              className={styles.threadToggle}
              aria-expanded={open}
              aria-controls={threadId}
              onClick={() => setOpen((o) => !o)}
            >
              {t('reader.comment.thread', { open: String(open), count: comment.replyCount })}
            </button>
          )}
        </div>
      </article>
      {replying && (
        <Suspense fallback={null}>
          <InlineComposer
            className={styles.replyForm}
            label={t('reader.comment.replyLabel', { name })}
            placeholder={t('reader.comment.replyPlaceholder')}
            submitLabel={t('reader.comment.reply')}
            maxLength={COMMENT_MAX}
            onSubmit={sendReply}
            onCancel={() => setReplying(false)}
            renderField={commentField}
          />
        </Suspense>
      )}
      {hasThread && open && <ReplyThread id={threadId} parent={comment} Item={CommentItem} />}
    </li>
  );
}
