// Where a post can be shared: the networks our readers use take a link in a query string; Zalo and
// Messenger on phones come through the system's share sheet (the Web Share API).

/** The post's public address on this site, as people paste it. */
export function postUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

export function xShareUrl(url: string, title: string): string {
  return `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`;
}
