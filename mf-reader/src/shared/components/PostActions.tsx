import { useT } from '@cwt/core';
import { BookmarkIcon, HeartIcon, VisuallyHidden } from '@cwt/ui';
import { useBookmark } from '../hooks/useBookmark';
import { usePostLike } from '../hooks/usePostLike';
import styles from './PostActions.module.css';

export interface PostActionsProps {
  post: { id: string; title: string; liked: boolean; likeCount: number; saved: boolean };
  size?: 'sm' | 'md';
}

export function LikeButton({ post, size = 'sm' }: PostActionsProps) {
  const t = useT();
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
      <VisuallyHidden>{`${t('reader.like.name', { liked: String(like.liked), title: post.title })} `}</VisuallyHidden>
      <span className={styles.count}>{like.count}</span>
      <VisuallyHidden>{` ${t('reader.like.unit', { count: like.count })}`}</VisuallyHidden>
    </button>
  );
}

export function BookmarkButton({ post, size = 'sm' }: PostActionsProps) {
  const t = useT();
  const bookmark = useBookmark(post);
  const state = t(bookmark.saved ? 'reader.bookmark.saved' : 'reader.bookmark.save');
  const target = t('reader.bookmark.target', { title: post.title });
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
          <span>{state}</span>
          <VisuallyHidden>{` ${target}`}</VisuallyHidden>
        </>
      ) : (
        <VisuallyHidden>{`${state} ${target}`}</VisuallyHidden>
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
