// The active language: one small store every bundle reads through core. The choice is kept in the
// `locale` cookie (which the shell's server reads first), in localStorage and, when signed in, in the
// profile, so it follows the member to another device.
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  localeFromAcceptLanguage,
  STORAGE_KEYS,
} from '@cwt/contracts';
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { accountApi } from '../api/account';
import { getSession } from '../session/session-store';
import { readStorage, writeStorage } from '../storage';
import { loadCatalogues } from './catalogues';
import './core-catalogue';
import { i18n } from './instance';

/**
 * The attribute the shell's server puts on <html> with the language it rendered the page in: the
 * client starts in that language, so hydration shows no flash of the other one.
 */
export const SERVED_LOCALE_ATTRIBUTE = 'data-locale';

const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The `locale` cookie's value in a Cookie header (or `document.cookie`), as written by setLocale. */
export function localeCookieValue(cookies: string | null | undefined): string | undefined {
  const prefix = `${LOCALE_COOKIE}=`;
  return cookies
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

function persistLocale(locale: Locale): void {
  writeStorage(STORAGE_KEYS.locale, locale);
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari; one fixed, plain value.
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  }
}

/**
 * The order on the client: the cookie, the language the server rendered the page in (it
 * negotiated the same cookie and the browser's Accept-Language), the stored choice, the browser's
 * languages, English.
 */
export function initialLocale(): Locale {
  const cookie = localeCookieValue(typeof document === 'undefined' ? undefined : document.cookie);
  if (isLocale(cookie)) return cookie;
  const served =
    typeof document === 'undefined' ? null : document.documentElement.getAttribute(SERVED_LOCALE_ATTRIBUTE);
  if (isLocale(served)) return served;
  const stored = readStorage(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  const languages = typeof navigator === 'undefined' ? undefined : navigator.languages?.join(',');
  return localeFromAcceptLanguage(languages) ?? DEFAULT_LOCALE;
}

interface LocaleState {
  locale: Locale;
}

export const localeStore = createStore<LocaleState>()(() => ({ locale: initialLocale() }));

export function getLocale(): Locale {
  return localeStore.getState().locale;
}

const localeNow = () => localeStore.getState().locale;

/**
 * The active language, rendering again when it changes. The server's snapshot is the current one too
 * (zustand's would be the store's initial state): the shell's server renders each page in its
 * request's language.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(localeStore.subscribe, localeNow, localeNow);
}

/**
 * Shows `locale` now: its catalogues must be loaded (the shell's server loads every one at start;
 * elsewhere use activateLocale).
 */
export function applyLocale(locale: Locale): void {
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (localeStore.getState().locale !== locale) localeStore.setState({ locale });
}

/** Loads every registered bundle's catalogue for `locale`, then shows it. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalogues(locale);
  applyLocale(locale);
}

/**
 * The user picked a language: every mounted bundle changes at once (no reload), and the choice is
 * kept in the cookie, in storage and, signed in, in the profile.
 */
export async function setLocale(locale: Locale): Promise<void> {
  if (!isLocale(locale)) return;
  persistLocale(locale);
  await activateLocale(locale);
  if (getSession().isSignedIn) {
    await accountApi.saveLocale(locale).catch((error: unknown) => {
      // Kept on this device (cookie, storage) even when the profile could not be written.
      console.error('[cwt] saving the language in the profile failed', error);
    });
  }
}

/**
 * After a sign-in (the shell's login flows call it): the profile's language wins (chosen on another
 * device); a profile without one gets this device's, so it follows the member from now on. Never
 * throws: the page stays in its language when the profile cannot be read.
 */
export async function adoptProfileLocale(): Promise<void> {
  try {
    const me = await accountApi.me();
    if (isLocale(me.locale)) {
      persistLocale(me.locale);
      await activateLocale(me.locale);
    } else {
      await accountApi.saveLocale(getLocale());
    }
  } catch (error) {
    console.error('[cwt] reading the profile language failed', error);
  }
}

if (typeof window !== 'undefined') {
  // Another tab changed the language.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.locale && isLocale(event.newValue)) void activateLocale(event.newValue);
  });
}
