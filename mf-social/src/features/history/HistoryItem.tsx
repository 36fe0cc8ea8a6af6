import { type HistoryEntry, PAGES } from '@cwt/contracts';
import { formatLongDate, formatRelativeTime } from '@cwt/core';
import { Link } from '@cwt/router';
import { DEFAULT_BLOG_IMAGE } from '@cwt/ui';
import styles from '@/shared/social.module.css';

export const MISSING_POST = 'Bài viết không tồn tại';

export function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const post = entry.details.postId;
  return (
    <li className={styles.historyItem}>
      <img className={styles.thumb} src={post?.imageCloudUrl || DEFAULT_BLOG_IMAGE} alt="" loading="lazy" />
      <div>
        {post ? (
          <Link className={styles.link} to={PAGES.blog.href(post.id)}>
            {post.title}
          </Link>
        ) : (
          <span className={styles.muted}>{MISSING_POST}</span>
        )}
        <p className={styles.muted}>
          <time dateTime={entry.timestamp} title={formatLongDate(entry.timestamp)}>
            {formatRelativeTime(entry.timestamp)}
          </time>
        </p>
      </div>
    </li>
  );
}
