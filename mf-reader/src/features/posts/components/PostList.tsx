import { PAGES, type PostSummary } from '@cwt/contracts';
import { formatCardDate } from '@cwt/core';
import { PostCard } from '@cwt/ui';
import { routerLink } from '../../../lib/links';
import { PostActions } from './PostActions';
import styles from './PostList.module.css';

export interface PostListProps {
  posts: PostSummary[];
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

/** Post cards with like and bookmark controls, in a grid or a list. */
export function PostList({
  posts,
  layout = 'grid',
  density = 'default',
  headingLevel = 3,
  busy = false,
  label,
  priorityCount = 0,
}: PostListProps) {
  return (
    <ul
      className={`${styles.list} ${layout === 'list' ? styles.rows : density === 'wide' ? styles.wide : styles.grid} ${busy ? styles.busy : ''}`}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {posts.map((post, index) => (
        <li key={post.id} className={styles.item}>
          <PostCard
            post={post}
            href={PAGES.blog(post.id)}
            date={formatCardDate(post.createdAt)}
            layout={layout}
            headingLevel={headingLevel}
            renderLink={routerLink}
            actions={<PostActions post={post} />}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
