import type { Comment } from '@cwt/contracts';
import { useT } from '@cwt/core';
import styles from './Comments.module.css';
import { CommentItem } from './thread/CommentItem';
import { type CommentActions, CommentActionsContext } from './thread/comment-actions';

export interface CommentListProps extends CommentActions {
  comments: Comment[];
}

/**
 * The thread. Each comment has its own menu; opening one closes any other (a press outside a menu
 * closes it), so only one is open at a time. Delete is offered where the server says it is allowed.
 */
export function CommentList({ comments, ...actions }: CommentListProps) {
  const t = useT();
  return (
    <CommentActionsContext.Provider value={actions}>
      <ol className={styles.list} aria-label={t('reader.comments.label')}>
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ol>
    </CommentActionsContext.Provider>
  );
}
