import { cx } from '../../cx';
import { useUiT } from '../../i18n/translate';
import { Button } from '../Button/Button';
import styles from './ErrorCard.module.css';

export interface ErrorCardProps {
  title: string;
  message: string;
  /** Shows a 'Retry' button (e.g. reload a remote that failed). */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** A contained failure message: used where a remote or a request fails, so the rest of the page keeps working. */
export function ErrorCard({ title, message, onRetry, retryLabel, className }: ErrorCardProps) {
  const t = useUiT();
  return (
    <div role="alert" className={cx(styles.card, className)}>
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 3l10 18H2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M12 10v4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="17.5" r="1.2" fill="currentColor" />
        </svg>
      </div>
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        <p className={styles.message}>{message}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" className={styles.retry} onClick={onRetry}>
            {retryLabel ?? t('ui.error.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
