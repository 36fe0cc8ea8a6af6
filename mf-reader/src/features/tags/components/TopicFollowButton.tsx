import '@/i18n/pages/catalogue';
import { useT } from '@cwt/core';
import { topicsApi, useFollowsTopic } from '@cwt/core/social';
import { Button, notify } from '@cwt/ui';
import { useState } from 'react';

/**
 * Follow or unfollow a topic (a category or tag name, any case) for the signed-in member; its
 * state comes from their topic list, which the write updates at once.
 */
export function TopicFollowButton({ name }: { name: string }) {
  const t = useT();
  const following = useFollowsTopic(name);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await topicsApi.setFollowing(name, !following);
    } catch {
      notify.error(t('reader.topic.followFailed', { following: String(Boolean(following)), name }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size="sm"
      aria-pressed={following === true}
      disabled={following === undefined || busy}
      onClick={() => void toggle()}
    >
      {t('reader.topic.button', { following: String(Boolean(following)) })}
    </Button>
  );
}
