import { useT } from '@cwt/core';
import { Button, DotsIcon, Menu, type MenuItem } from '@cwt/ui';
import styles from '@/shared/social.module.css';
import { FollowButton } from './FollowButton';

export interface ProfileActionsProps {
  name: string;
  username: string;
  following: boolean;
  /** Undefined while the member's block and mute lists load: the menu waits for them. */
  blocked: boolean | undefined;
  muted: boolean | undefined;
  busy?: boolean;
  onToggleFollow: () => void;
  /** Asks before blocking (the page confirms); unblocking needs no confirmation. */
  onBlock: () => void;
  onUnblock: () => void;
  onToggleMute: () => void;
}

/**
 * Follow, and a menu to mute or block, on someone else's profile. A blocked member cannot be
 * followed, so Follow is left out while the block lasts.
 */
export function ProfileActions({
  name,
  username,
  following,
  blocked,
  muted,
  busy = false,
  onToggleFollow,
  onBlock,
  onUnblock,
  onToggleMute,
}: ProfileActionsProps) {
  const t = useT();
  const known = blocked !== undefined && muted !== undefined;
  const items: MenuItem[] = [
    {
      label: t(muted ? 'social.profile.menu.unmute' : 'social.profile.menu.mute', { username }),
      onSelect: onToggleMute,
      disabled: busy,
    },
    {
      label: t(blocked ? 'social.profile.menu.unblock' : 'social.profile.menu.block', { username }),
      onSelect: blocked ? onUnblock : onBlock,
      disabled: busy,
    },
  ];
  return (
    <div className={styles.row}>
      {!blocked && <FollowButton following={following} busy={busy} onToggle={onToggleFollow} />}
      {known && (
        <Menu
          align="end"
          items={items}
          trigger={(props) => (
            <Button {...props} variant="secondary" aria-label={t('social.profile.menu.label', { name })}>
              <DotsIcon size={14} className={styles.icon} />
            </Button>
          )}
        />
      )}
    </div>
  );
}
