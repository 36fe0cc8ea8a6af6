import type { Comment } from '@cwt/contracts';
import { createContext, useContext } from 'react';

/** What every comment of a thread can do, given once by the section instead of through each level. */
export interface CommentActions {
  onToggleLike: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
  onReport: (comment: Comment) => void;
  /** Sends a reply; resolves true once it is written (the composer then closes). Absent: no Reply buttons. */
  onReply?: (parent: Comment, content: string) => Promise<boolean>;
  /** Asks to block the comment's author. Absent (signed out): no Block item. */
  onBlock?: (comment: Comment) => void;
  /** The signed-in reader: their own comments offer no Block. */
  viewerId?: string | null;
  /** Saves the author's new text; resolves true once it is written (the edit box then closes). */
  onEdit?: (comment: Comment, content: string) => Promise<boolean>;
  /** Comments whose like call is in flight (dimmed, clicks ignored). */
  pendingLikes?: ReadonlySet<string>;
}

export const CommentActionsContext = createContext<CommentActions | null>(null);

export function useCommentActions(): CommentActions {
  const actions = useContext(CommentActionsContext);
  if (!actions) throw new Error('useCommentActions: render inside CommentList');
  return actions;
}
