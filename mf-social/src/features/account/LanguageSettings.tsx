import { isLocale, LOCALES } from '@cwt/contracts';
import { LOCALE_NAMES, setLocale, useLocale, useT } from '@cwt/core';
import { Select } from '@cwt/ui/controls';

/**
 * The account page's language: the same choice as the top bar's switch (core's setLocale), kept in
 * the profile too, so it follows the member to another device. Each language is named in itself.
 */
export function LanguageSettings() {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="language-settings">
      <h2 id="language-settings">{t('social.language.title')}</h2>
      <Select
        label={t('social.language.label')}
        hint={t('social.language.hint')}
        options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value], lang: value }))}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void setLocale(event.target.value);
        }}
      />
    </section>
  );
}
