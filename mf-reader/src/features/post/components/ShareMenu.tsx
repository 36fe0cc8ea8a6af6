import { PAGES } from '@cwt/contracts';
import { t, useT } from '@cwt/core';
import { Button, Menu, type MenuItem, notify } from '@cwt/ui';
import type { MouseEvent } from 'react';
import { facebookShareUrl, postUrl, xShareUrl } from './share-links';

export interface ShareMenuProps {
  postId: string;
  title: string;
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify.success(t('reader.share.copied'), { id: 'share-copy' });
  } catch {
    // No clipboard permission (an insecure origin, a denied prompt): say so rather than fail silently.
    notify.error(t('reader.share.copyFailed'), { id: 'share-copy' });
  }
}

/** A network's share page in its own window, so the reader keeps their place in the post. */
const inNewWindow = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  window.open(event.currentTarget.href, '_blank', 'noopener,noreferrer');
};

/** Share: copy the link, Facebook, X, and the system's share sheet where the browser has one. */
export function ShareMenu({ postId, title }: ShareMenuProps) {
  const translate = useT();
  const url = postUrl(window.location.origin, PAGES.blog.href(postId));
  const items: MenuItem[] = [
    { label: translate('reader.share.copy'), onSelect: () => void copyLink(url) },
    { label: translate('reader.share.facebook'), href: facebookShareUrl(url), onSelect: inNewWindow },
    { label: translate('reader.share.x'), href: xShareUrl(url, title), onSelect: inNewWindow },
  ];
  if (typeof navigator.share === 'function') {
    items.push({
      label: translate('reader.share.more'),
      // A closed share sheet rejects with AbortError: that is the reader's choice, not an error.
      onSelect: () => void navigator.share({ title, url }).catch(() => undefined),
    });
  }
  return (
    <Menu
      align="end"
      items={items}
      trigger={(props) => (
        <Button {...props} variant="ghost">
          <span aria-hidden="true">↗</span> {translate('reader.share.button')}
        </Button>
      )}
    />
  );
}
