import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../cx';
import { PostCard, type PostCardData, type PostCardProps } from '../PostCard/PostCard';
import styles from './PostGrid.module.css';

export interface PostGridProps<P extends PostCardData> {
  posts: P[];
  /** Where a card leads, e.g. /blog/{id}. */
  href: (post: P) => string;
  /** The card's date, already formatted. */
  date: (post: P) => string;
  /** Like/bookmark controls of a card. */
  actions?: (post: P) => ReactNode;
  /**
   * No controls yet, but their height kept: the shell's first view (prerendered, then served with the
   * API's data) shows the cards before the reader, which owns the controls, has loaded.
   */
  reserveActions?: boolean;
  renderLink?: PostCardProps['renderLink'];
  layout?: 'grid' | 'list';
  /** 'wide': up to 3 columns (popular strips, related). Default: 2 columns, 1 on small screens. */
  density?: 'default' | 'wide';
  headingLevel?: 2 | 3 | 4;
  /** Dims the list while the next page loads. */
  busy?: boolean;
  label?: string;
  /** How many leading cards are in the first screen (their images load first; see PostCard). */
  priorityCount?: number;
}

/**
 * Post cards in a grid or a list. One component for the reader's lists and the shell's first view of
 * home, so the cards served in the HTML and the ones React renders later have the same size.
 */
export function PostGrid<P extends PostCardData>({
  posts,
  href,
  date,
  actions,
  reserveActions = false,
  renderLink,
  layout = 'grid',
  density = 'default',
  headingLevel = 3,
  busy = false,
  label,
  priorityCount = 0,
}: PostGridProps<P>) {
  const space = (post: P) => (
    <span
      className={styles.actionsSpace}
      style={{ '--digits': String(post.likeCount ?? 0).length } as CSSProperties}
      aria-hidden="true"
    />
  );
  return (
    <ul
      className={cx(
        styles.list,
        layout === 'list' ? styles.rows : density === 'wide' ? styles.wide : styles.grid,
        busy && styles.busy,
      )}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {posts.map((post, index) => (
        <li key={post.id} className={styles.item}>
          <PostCard
            post={post}
            href={href(post)}
            date={date(post)}
            layout={layout}
            headingLevel={headingLevel}
            renderLink={renderLink}
            actions={actions ? actions(post) : reserveActions ? space(post) : undefined}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
