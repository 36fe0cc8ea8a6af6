import { type HistoryEntry, PAGES } from '@cwt/contracts';
import { formatLongDate, formatRelativeTime, useT } from '@cwt/core';
import { Link } from '@cwt/router';
import { DEFAULT_BLOG_IMAGE } from '@cwt/ui';
import styles from '@/shared/social.module.css';

/** The spec's text for a viewed post that no longer exists (its Vietnamese words in `vi`). */
export const MISSING_POST = 'social.history.missingPost';

export function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const t = useT();
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
          <span className={styles.muted}>{t(MISSING_POST)}</span>
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
