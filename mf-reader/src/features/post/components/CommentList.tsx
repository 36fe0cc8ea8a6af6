import type { Comment } from '@cwt/contracts';
import { formatDayMonthYear } from '@cwt/core';
import { Avatar, Menu, type MenuItem, VisuallyHidden } from '@cwt/ui';
import { HeartIcon } from '../../../shared/components/icons';
import styles from './Comments.module.css';

export interface CommentListProps {
  comments: Comment[];
  onToggleLike: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
  onReport: (comment: Comment) => void;
  /** Comments whose like call is in flight (dimmed, clicks ignored). */
  pendingLikes?: ReadonlySet<string>;
}

function DotsIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="4" cy="10" r="1.8" fill="currentColor" />
      <circle cx="10" cy="10" r="1.8" fill="currentColor" />
      <circle cx="16" cy="10" r="1.8" fill="currentColor" />
    </svg>
  );
}

/**
 * The thread. Each comment has its own menu; opening one closes any other (a press outside a menu
 * closes it), so only one is open at a time. Delete is offered where the server says it is allowed.
 */
export function CommentList({ comments, onToggleLike, onDelete, onReport, pendingLikes }: CommentListProps) {
  return (
    <ol className={styles.list} aria-label="Comments">
      {comments.map((comment) => {
        const name = comment.user?.name?.trim() || comment.user?.username || 'Unknown';
        const pending = pendingLikes?.has(comment.id) ?? false;
        const items: MenuItem[] = [
          ...(comment.canDelete ? [{ label: 'Delete', onSelect: () => onDelete(comment) }] : []),
          { label: 'Report', onSelect: () => onReport(comment) },
        ];
        return (
          <li key={comment.id} className={styles.comment}>
            <Avatar src={comment.user?.profilePicture} name="" size="sm" />
            <div className={styles.bubble}>
              <div className={styles.meta}>
                <span className={styles.name}>{name}</span>
                <time className={styles.date} dateTime={comment.createdAt}>
                  {formatDayMonthYear(comment.createdAt)}
                </time>
                <Menu
                  align="end"
                  className={styles.menu}
                  items={items}
                  trigger={(props) => (
                    <button
                      {...props}
                      className={styles.menuButton}
                      aria-label={`Actions for comment by ${name}`}
                    >
                      <DotsIcon />
                    </button>
                  )}
                />
              </div>
              <p className={styles.text}>{comment.content}</p>
              <button
                type="button"
                className={`${styles.like} ${comment.liked ? styles.liked : ''} ${pending ? styles.pending : ''}`}
                aria-pressed={comment.liked}
                aria-busy={pending || undefined}
                onClick={() => !pending && onToggleLike(comment)}
              >
                <HeartIcon size={14} filled={comment.liked} />
                <VisuallyHidden>{`${comment.liked ? 'Unlike' : 'Like'} comment by ${name}, `}</VisuallyHidden>
                <span>{comment.likeCount}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
