import { STORAGE_KEYS } from '@cwt/contracts';
import { readStorage, removeStorage, writeStorage } from './storage';

/** One-shot flags the spec stores in the browser: set by one page, read-and-cleared by another. */
export type FlagName = 'loginSuccess' | 'newPostCreated';

export function setFlag(name: FlagName): void {
  writeStorage(STORAGE_KEYS[name], 'true');
}

/** True when the flag was set; the flag is cleared either way, so it fires once. */
export function takeFlag(name: FlagName): boolean {
  const value = readStorage(STORAGE_KEYS[name]);
  removeStorage(STORAGE_KEYS[name]);
  return value === 'true';
}
