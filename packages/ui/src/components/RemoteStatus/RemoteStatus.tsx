import { useUiT } from '../../i18n/translate';
import { ErrorCard } from '../ErrorCard/ErrorCard';
import { Spinner } from '../Spinner/Spinner';
import styles from './RemoteStatus.module.css';

/** The default while a remote's module loads: a centred spinner. */
export function RemoteLoading() {
  const t = useUiT();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner />
      <span className={styles.loadingText}>{t('ui.loading')}</span>
    </div>
  );
}

export interface RemoteErrorCardProps {
  /** The remote that failed (`reader`, `editor`…), named when the error has no message. */
  remote: string;
  error: Error;
  onRetry: () => void;
}

/** A remote's module that failed to load or crashed, with Retry: only its own area shows it. */
export function RemoteErrorCard({ remote, error, onRetry }: RemoteErrorCardProps) {
  const t = useUiT();
  return (
    <div className={styles.errorArea}>
      <ErrorCard
        title={t('ui.remote.title')}
        message={t('ui.remote.message', { reason: error.message || t('ui.remote.unavailable', { remote }) })}
        onRetry={onRetry}
      />
    </div>
  );
}
