import { BookmarkIcon, HeartIcon, VisuallyHidden } from '@cwt/ui';
import { useBookmark } from '../hooks/useBookmark';
import { usePostLike } from '../hooks/usePostLike';
import styles from './PostActions.module.css';

export interface PostActionsProps {
  post: { id: string; title: string; liked: boolean; likeCount: number; saved: boolean };
  size?: 'sm' | 'md';
}

export function LikeButton({ post, size = 'sm' }: PostActionsProps) {
  const like = usePostLike(post);
  return (
    <button
      type="button"
      className={`${styles.action} ${styles[size]} ${like.liked ? styles.liked : ''} ${like.pending ? styles.pending : ''}`}
      aria-pressed={like.liked}
      aria-busy={like.pending || undefined}
      aria-disabled={like.pending || undefined}
      onClick={like.toggle}
    >
      <HeartIcon size={size === 'md' ? 20 : 16} filled={like.liked} />
      {/* The name comes from the content, so it contains the visible count (WCAG 2.5.3). */}
      <VisuallyHidden>{`${like.liked ? 'Unlike' : 'Like'} "${post.title}", `}</VisuallyHidden>
      <span className={styles.count}>{like.count}</span>
      <VisuallyHidden>{like.count === 1 ? ' like' : ' likes'}</VisuallyHidden>
    </button>
  );
}

export function BookmarkButton({ post, size = 'sm' }: PostActionsProps) {
  const bookmark = useBookmark(post);
  return (
    <button
      type="button"
      className={`${styles.action} ${styles[size]} ${bookmark.saved ? styles.saved : ''} ${bookmark.pending ? styles.pending : ''}`}
      aria-pressed={bookmark.saved}
      aria-busy={bookmark.pending || undefined}
      onClick={bookmark.toggle}
    >
      <BookmarkIcon size={size === 'md' ? 20 : 16} filled={bookmark.saved} />
      {size === 'md' ? (
        <>
          <span>{bookmark.saved ? 'Saved' : 'Save'}</span>
          <VisuallyHidden>{` "${post.title}" to bookmarks`}</VisuallyHidden>
        </>
      ) : (
        <VisuallyHidden>{`${bookmark.saved ? 'Saved' : 'Save'} "${post.title}" to bookmarks`}</VisuallyHidden>
      )}
    </button>
  );
}

/** Like and bookmark controls: on every post card and on the detail page. */
export function PostActions(props: PostActionsProps) {
  return (
    <>
      <LikeButton {...props} />
      <BookmarkButton {...props} />
    </>
  );
}
