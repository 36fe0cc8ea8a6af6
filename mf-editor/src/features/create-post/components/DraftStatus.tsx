import type { SaveStatus } from '../hooks/useServerDraft';
import styles from './DraftStatus.module.css';

export interface DraftStatusProps {
  status: SaveStatus;
  /** Why the server refused the draft, when status is 'failed'. */
  failure?: string | null;
  /** Conflict: opens the choice between the two copies again. */
  onChoose?: () => void;
}

export const STATUS_TEXT: Record<Exclude<SaveStatus, 'idle' | 'failed'>, string> = {
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved: retrying',
  conflict: 'Changed on another device',
};

/** Where the server copy of the draft stands; a polite live region, so a screen reader hears changes. */
export function DraftStatus({ status, failure, onChoose }: DraftStatusProps) {
  const text =
    status === 'idle' ? '' : status === 'failed' ? `Not saved: ${failure ?? 'refused'}` : STATUS_TEXT[status];
  return (
    <div className={styles.status} data-status={status}>
      <span role="status" aria-live="polite">
        {text}
      </span>
      {status === 'conflict' && onChoose && (
        <button type="button" className={styles.choose} onClick={onChoose}>
          Choose a copy
        </button>
      )}
    </div>
  );
}
