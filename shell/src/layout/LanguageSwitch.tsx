// The language switch: a button in the top bar (everyone), a line in the side menu's footer (also in
// the small screens' drawer) and an item of the signed-in user's menu. Each offers the other language,
// named in that language; choosing it changes every mounted bundle at once (core's setLocale).
import { LOCALES, type Locale } from '@cwt/contracts';
import { LOCALE_NAMES, setLocale, useLocale, useT } from '@cwt/core';
import { buttonClassName, type MenuItem, VisuallyHidden } from '@cwt/ui';
import styles from './LanguageSwitch.module.css';

function otherLocale(locale: Locale): Locale {
  return LOCALES.find((candidate) => candidate !== locale) ?? locale;
}

export function LanguageSwitch({ variant, className }: { variant: 'compact' | 'full'; className?: string }) {
  const t = useT();
  const target = otherLocale(useLocale());
  const name = LOCALE_NAMES[target];
  const classes = variant === 'compact' ? buttonClassName('ghost', 'sm') : styles.link;
  return (
    <button
      type="button"
      className={className ? `${classes} ${className}` : classes}
      title={t('shell.language.switchTo', { language: name })}
      onClick={() => void setLocale(target)}
    >
      {variant === 'compact' ? (
        <>
          <span aria-hidden="true">{target.toUpperCase()}</span>
          <VisuallyHidden lang={target}>{name}</VisuallyHidden>
        </>
      ) : (
        <span lang={target}>{name}</span>
      )}
    </button>
  );
}

/** The user menu's entry: the other language, named in it. */
export function useLanguageMenuItem(): MenuItem {
  const target = otherLocale(useLocale());
  return { label: LOCALE_NAMES[target], onSelect: () => void setLocale(target) };
}
