// Messages by id (`shell.nav.home`) with ICU values, in the active language.
import { useMemo } from 'react';
import { i18n } from './instance';
import { useLocale } from './locale';

/** ICU argument values: numbers (plurals, counts), strings (names, select keys), dates. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export type Translate = (id: string, values?: MessageValues) => string;

/** A message in the active language, for code outside React's render (toasts in handlers, titles). */
export const t: Translate = (id, values) => i18n._(id, values);

/**
 * `t` for a component: a new function whenever the language changes, so the component (and anything
 * given `t` as a prop) renders again in the new language.
 */
export function useT(): Translate {
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale is the reason for a new function.
  return useMemo<Translate>(() => (id, values) => i18n._(id, values), [locale]);
}
