import type { Locale } from '@cwt/contracts';

/**
 * Each language named in itself, as a language switch offers it (a reader who does not read the
 * current language still finds their own). A third language adds its name here.
 */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', vi: 'Tiếng Việt' };
