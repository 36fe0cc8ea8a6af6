/** Stored media paths are relative (`/uploads/...`) so PUBLIC_URL can change; clients get absolute URLs. */
export function absoluteUrl(publicUrl: string, url: string | null): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

/**
 * The form a client-sent media URL is stored in: this API's own uploads become relative again;
 * other http(s) URLs are kept; anything else (javascript:, data:, garbage) is refused with null.
 */
export function storedUrl(publicUrl: string, url: string): string | null {
  if (url.startsWith(`${publicUrl}/`)) return url.slice(publicUrl.length);
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
