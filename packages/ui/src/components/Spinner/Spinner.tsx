import { cx } from '../../cx';
import { useUiT } from '../../i18n/translate';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** What is loading; announced through role=status. */
  label?: string;
  /** Shows the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  const t = useUiT();
  const text = label ?? t('ui.loading');
  return (
    <span role="status" className={cx(styles.wrapper, className)}>
      <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />
      {showLabel ? <span className={styles.label}>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </span>
  );
}
