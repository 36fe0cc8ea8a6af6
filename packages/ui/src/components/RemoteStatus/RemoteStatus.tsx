import { ErrorCard } from '../ErrorCard/ErrorCard';
import { Spinner } from '../Spinner/Spinner';
import styles from './RemoteStatus.module.css';

/** The default while a remote's module loads: a centred spinner. */
export function RemoteLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner />
      <span className={styles.loadingText}>Loading…</span>
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
  return (
    <div className={styles.errorArea}>
      <ErrorCard
        title="This section could not be loaded"
        message={`${error.message || `The ${remote} service is unavailable.`} The rest of the site still works; try again in a moment.`}
        onRetry={onRetry}
      />
    </div>
  );
}
