import { PAGES } from '@cwt/contracts';
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
    notify.success('Link copied', { id: 'share-copy' });
  } catch {
    // No clipboard permission (an insecure origin, a denied prompt): say so rather than fail silently.
    notify.error('Could not copy the link', { id: 'share-copy' });
  }
}

/** A network's share page in its own window, so the reader keeps their place in the post. */
const inNewWindow = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  window.open(event.currentTarget.href, '_blank', 'noopener,noreferrer');
};

/** Share: copy the link, Facebook, X, and the system's share sheet where the browser has one. */
export function ShareMenu({ postId, title }: ShareMenuProps) {
  const url = postUrl(window.location.origin, PAGES.blog.href(postId));
  const items: MenuItem[] = [
    { label: 'Copy link', onSelect: () => void copyLink(url) },
    { label: 'Share on Facebook', href: facebookShareUrl(url), onSelect: inNewWindow },
    { label: 'Share on X', href: xShareUrl(url, title), onSelect: inNewWindow },
  ];
  if (typeof navigator.share === 'function') {
    items.push({
      label: 'More options…',
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
          <span aria-hidden="true">↗</span> Share
        </Button>
      )}
    />
  );
}
