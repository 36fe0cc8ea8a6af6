import { cx } from '../../cx';
import { useUiT } from '../../i18n/translate';
import { buttonClassName } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './LanguageToggle.module.css';

export interface LanguageToggleProps {
  /** The language the button switches to: its code (`vi`), shown by the compact button. */
  to: string;
  /** That language named in itself (`Tiếng Việt`): the button's name, marked with its `lang`. */
  name: string;
  onSwitch: () => void;
  /** A small button showing the code (a top bar), or a link-like button showing the name. */
  variant?: 'compact' | 'link';
  className?: string;
}

/**
 * A switch to the other language; the caller owns the language (core's setLocale). Its name is the
 * language named in itself, so a reader who does not read the current one still finds theirs.
 */
export function LanguageToggle({ to, name, onSwitch, variant = 'compact', className }: LanguageToggleProps) {
  const t = useUiT();
  return (
    <button
      type="button"
      className={cx(variant === 'compact' ? buttonClassName('ghost', 'sm') : styles.link, className)}
      title={t('ui.language.switchTo', { language: name })}
      onClick={onSwitch}
    >
      {variant === 'compact' ? (
        <>
          <span aria-hidden="true">{to.toUpperCase()}</span>
          <VisuallyHidden lang={to}>{name}</VisuallyHidden>
        </>
      ) : (
        <span lang={to}>{name}</span>
      )}
    </button>
  );
}
