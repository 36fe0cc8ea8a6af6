import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../cx';
import styles from './VisuallyHidden.module.css';

/** Text for assistive technology only: read by screen readers, invisible on screen. */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithRef<'span'>) {
  return <span {...rest} className={cx(styles.hidden, className)} />;
}
