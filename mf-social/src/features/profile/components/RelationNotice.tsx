import { BLOCK_EXPLAINED, MUTE_EXPLAINED } from '@cwt/contracts';
import { Button, VisuallyHidden } from '@cwt/ui';
import styles from '@/shared/social.module.css';

export interface RelationNoticeProps {
  kind: 'blocked' | 'muted';
  username: string;
  busy?: boolean;
  /** Unblock or unmute. */
  onUndo: () => void;
}

/** On the profile of someone the member blocks or mutes: what that means, and the way back. */
export function RelationNotice({ kind, username, busy = false, onUndo }: RelationNoticeProps) {
  return (
    <section className={styles.notice} aria-label={kind === 'blocked' ? 'Blocked' : 'Muted'}>
      <p>
        <strong>
          You {kind} @{username}.
        </strong>{' '}
        {kind === 'blocked' ? BLOCK_EXPLAINED : MUTE_EXPLAINED}
      </p>
      <Button variant="secondary" size="sm" loading={busy} onClick={onUndo}>
        {kind === 'blocked' ? 'Unblock' : 'Unmute'}
        <VisuallyHidden>{` @${username}`}</VisuallyHidden>
      </Button>
    </section>
  );
}
