import { ErrorCard } from '@cwt/ui';
import styles from './features/errors/ErrorScreens.module.css';

/** Without /config.json nothing can load; say so instead of leaving a white screen. */
export function BootError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <main className={styles.screen}>
      <ErrorCard
        title="CWT could not start"
        message={`${error instanceof Error ? error.message : String(error)}. Check your connection and try again.`}
        onRetry={onRetry}
      />
    </main>
  );
}
