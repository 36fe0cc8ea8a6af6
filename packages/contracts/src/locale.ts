import { z } from 'zod';

/**
 * The languages the product is offered in. A third one is a catalogue per bundle plus an entry here
 * (docs/i18n.md).
 */
export const LOCALES = ['en', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
// Pure: the browser bundles import the constants and functions below, never the schema, and zod (26 kB
// gzip) must not come with them.
export const localeSchema = /* @__PURE__ */ z.enum(LOCALES);

/** What a visitor gets when neither the cookie nor the browser's languages name one we offer. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Cookie written whenever the user picks a language; read first by the shell's server and the API. */
export const LOCALE_COOKIE = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of an `Accept-Language` header: the offered locale of highest weight, matching on the
 * primary subtag (`vi-VN` is `vi`), or undefined when it names none of ours.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | undefined {
  if (!header) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(',')) {
    const [range, ...params] = part.trim().split(';');
    const primary = range?.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale;
}

/** The locale cookie first, then `Accept-Language`, then English (issue 22's order). */
export function negotiateLocale(
  cookieValue: string | undefined | null,
  acceptLanguage: string | undefined | null,
): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
