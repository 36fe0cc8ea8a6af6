import { useT } from '@cwt/core';
import { Button } from '@cwt/ui';

export interface FollowButtonProps {
  following: boolean;
  busy?: boolean;
  onToggle: () => void;
}

/** Follow / Unfollow; the owner of the profile never sees it (the page leaves it out). */
export function FollowButton({ following, busy = false, onToggle }: FollowButtonProps) {
  const t = useT();
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      loading={busy}
      disabled={busy}
      aria-pressed={following}
      onClick={onToggle}
    >
      {following ? t('social.profile.unfollow') : t('social.profile.follow')}
    </Button>
  );
}
