import type { FollowUser } from '@cwt/contracts';
import { usernameFallback, useT } from '@cwt/core';
import { Avatar } from '@cwt/ui';
import { Modal } from '@cwt/ui/dialogs';
import { useEffect, useRef, useState } from 'react';
import styles from '@/shared/social.module.css';

export const PROFILE_NAV_DELAY_MS = 500;

export interface FollowListModalProps {
  open: boolean;
  kind: 'followers' | 'following';
  /** null while loading. */
  users: FollowUser[] | null;
  error?: string | null;
  onClose: () => void;
  /** Called after the 500 ms 'Loading profile...' pause. */
  onOpenProfile: (userId: string) => void;
}

export function FollowListModal({ open, kind, users, error, onClose, onOpenProfile }: FollowListModalProps) {
  const t = useT();
  const [opening, setOpening] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (!open) setOpening(false);
  }, [open]);

  const choose = (id: string) => {
    setOpening(true);
    timer.current = setTimeout(() => {
      onOpenProfile(id);
      onClose();
    }, PROFILE_NAV_DELAY_MS);
  };

  let body: React.ReactNode;
  if (opening) body = <p className={styles.message}>{t('social.profile.loading')}</p>;
  else if (error) body = <p className={`${styles.message} ${styles.error}`}>{error}</p>;
  else if (users === null) body = <p className={styles.message}>{t('social.common.loading')}</p>;
  else if (users.length === 0) body = <p className={styles.message}>{t(`social.profile.${kind}.empty`)}</p>;
  else
    body = (
      <ul className={styles.list}>
        {users.map((u) => (
          <li key={u.id}>
            <button type="button" className={styles.personRow} onClick={() => choose(u.id)}>
              <Avatar src={u.profilePicture} name={u.name} size={40} />
              <span>
                <strong>{u.name}</strong>
                <br />
                <span className={styles.muted}>@{u.username || usernameFallback(u.name)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <Modal open={open} onClose={onClose} title={t(`social.profile.${kind}.title`)} size="sm">
      {body}
    </Modal>
  );
}
