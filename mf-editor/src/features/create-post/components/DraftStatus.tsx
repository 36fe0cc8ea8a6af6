import { useT } from '@cwt/core';
import type { SaveStatus } from '../hooks/useServerDraft';
import styles from './DraftStatus.module.css';

export interface DraftStatusProps {
  status: SaveStatus;
  /** Why the server refused the draft, when status is 'failed'. */
  failure?: string | null;
  /** Conflict: opens the choice between the two copies again. */
  onChoose?: () => void;
}

/** Where the server copy of the draft stands; a polite live region, so a screen reader hears changes. */
export function DraftStatus({ status, failure, onChoose }: DraftStatusProps) {
  const t = useT();
  const text =
    status === 'idle'
      ? ''
      : status === 'failed'
        ? t('editor.status.failed', { reason: failure ?? t('editor.status.refused') })
        : t(`editor.status.${status}`);
  return (
    <div className={styles.status} data-status={status}>
      <span role="status" aria-live="polite">
        {text}
      </span>
      {status === 'conflict' && onChoose && (
        <button type="button" className={styles.choose} onClick={onChoose}>
          {t('editor.status.choose')}
        </button>
      )}
    </div>
  );
}
