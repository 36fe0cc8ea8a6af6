import { LOCALES, type Locale } from '@cwt/contracts';
import { setLocale, useLocale } from './locale';
import { LOCALE_NAMES } from './locale-names';

export interface OtherLanguage {
  /** The language a switch offers: the one not showing (of two). */
  to: Locale;
  /** It, named in itself. */
  name: string;
  /** Shows it everywhere at once and keeps the choice (setLocale). */
  onSwitch: () => void;
}

/** What a language switch offers, for @cwt/ui's LanguageToggle (`<LanguageToggle {...other} />`). */
export function useOtherLanguage(): OtherLanguage {
  const current = useLocale();
  const to = LOCALES.find((candidate) => candidate !== current) ?? current;
  return { to, name: LOCALE_NAMES[to], onSwitch: () => void setLocale(to) };
}
