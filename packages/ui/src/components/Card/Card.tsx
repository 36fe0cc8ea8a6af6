import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../cx';
import styles from './Card.module.css';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** The element to render; `article` suits a post preview, `li` a list row. */
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Adds a hover lift for cards that contain a full-card link. */
  interactive?: boolean;
}

export function Card({ as = 'div', padding = 'md', interactive = false, className, ...rest }: CardProps) {
  // The element types differ only in their ref type, which callers pick together with `as`.
  const Tag = as as 'div';
  return (
    <Tag
      {...rest}
      className={cx(styles.card, styles[`padding-${padding}`], interactive && styles.interactive, className)}
    />
  );
}
