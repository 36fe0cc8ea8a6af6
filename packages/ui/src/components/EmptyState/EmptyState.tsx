import type { ReactNode } from 'react';
import { cx } from '../../cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** A call to action, e.g. a 'Write your first post' button. */
  action?: ReactNode;
  /** Decorative illustration; defaults to a friendly sparkle. */
  icon?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, message, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.empty, className)}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
            <path
              d="M24 6l4.2 11.8L40 22l-11.8 4.2L24 38l-4.2-11.8L8 22l11.8-4.2z"
              fill="currentColor"
              opacity="0.9"
            />
            <circle cx="38" cy="10" r="3" fill="currentColor" opacity="0.5" />
            <circle cx="10" cy="38" r="2" fill="currentColor" opacity="0.5" />
          </svg>
        )}
      </div>
      <Heading className={styles.title}>{title}</Heading>
      {message && <p className={styles.message}>{message}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
