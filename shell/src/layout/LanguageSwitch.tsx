// The language switch: a button in the top bar (everyone), a line in the side menu's footer (also in
// the small screens' drawer) and an item of the signed-in user's menu. Each offers the other language,
// named in that language; choosing it changes every mounted bundle at once (core's setLocale).
import { useOtherLanguage } from '@cwt/core';
import { LanguageToggle, type MenuItem } from '@cwt/ui';

export function LanguageSwitch({ variant, className }: { variant: 'compact' | 'link'; className?: string }) {
  const other = useOtherLanguage();
  return <LanguageToggle {...other} variant={variant} className={className} />;
}

/** The user menu's entry: the other language, named in it (and marked with its `lang`). */
export function useLanguageMenuItem(): MenuItem {
  const { to, name, onSwitch } = useOtherLanguage();
  return { label: name, lang: to, onSelect: onSwitch };
}
