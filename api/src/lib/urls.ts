/** Stored media paths are relative (`/uploads/...`) so PUBLIC_URL can change; clients get absolute URLs. */
export function absoluteUrl(publicUrl: string, url: string | null): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}
