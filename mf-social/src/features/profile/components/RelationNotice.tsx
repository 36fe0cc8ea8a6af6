import { useT } from '@cwt/core';
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
  const t = useT();
  return (
    <section className={styles.notice} aria-label={t(`social.relations.${kind}.heading`)}>
      <p>
        <strong>{t(`social.relation.${kind}`, { username })}</strong>{' '}
        {t(kind === 'blocked' ? 'social.relation.blockExplained' : 'social.relation.muteExplained')}
      </p>
      <Button variant="secondary" size="sm" loading={busy} onClick={onUndo}>
        {t(`social.relations.${kind}.action`)}
        <VisuallyHidden>{` @${username}`}</VisuallyHidden>
      </Button>
    </section>
  );
}
