import { useT } from '@cwt/core';
import { ErrorCard } from '@cwt/ui';
import styles from './features/errors/ErrorScreens.module.css';

/** Without /config.json nothing can load; say so instead of leaving a white screen. */
export function BootError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <main className={styles.screen}>
      <ErrorCard
        title={t('shell.boot.title')}
        message={t('shell.boot.message', { reason: error instanceof Error ? error.message : String(error) })}
        onRetry={onRetry}
      />
    </main>
  );
}
