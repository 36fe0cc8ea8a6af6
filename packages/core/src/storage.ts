// localStorage can throw (Safari private mode, storage disabled, quota): every access goes through here
// so a storage failure degrades to "not stored" instead of breaking the page.

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null | undefined): void {
  try {
    if (value === null || value === undefined) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still holds the value for this tab.
  }
}

export function removeStorage(key: string): void {
  writeStorage(key, null);
}
