import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../cx';
import styles from './Badge.module.css';

export type BadgeTone = 'accent' | 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour family; category badges use the default accent. */
  tone?: BadgeTone;
}

/** A small pill label, e.g. a post's category. */
export function Badge({ tone = 'accent', className, ...rest }: BadgeProps) {
  return <span {...rest} className={cx(styles.badge, styles[tone], className)} />;
}
