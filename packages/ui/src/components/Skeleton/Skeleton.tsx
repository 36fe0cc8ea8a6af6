import type { CSSProperties } from 'react';
import { cx } from '../../cx';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  /** CSS length or pixels. */
  width?: number | string;
  height?: number | string;
  /** For `text`: how many lines (the last one is shorter). */
  lines?: number;
  className?: string;
}

/** Placeholder shapes while content loads; hidden from assistive technology (pair with a Spinner or aria-busy). */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  if (variant === 'text' && lines > 1) {
    return (
      <span className={cx(styles.stack, className)} style={{ width }} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are identical placeholders
            key={i}
            className={cx(styles.skeleton, styles.text)}
            style={{ width: i === lines - 1 ? '60%' : '100%', height }}
          />
        ))}
      </span>
    );
  }
  return (
    <span className={cx(styles.skeleton, styles[variant], className)} style={style} aria-hidden="true" />
  );
}
