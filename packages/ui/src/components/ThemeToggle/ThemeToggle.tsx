import { cx } from '../../cx';
import { useUiT } from '../../i18n/translate';
import styles from './ThemeToggle.module.css';

export type Theme = 'light' | 'dark';

export interface ThemeToggleProps {
  theme: Theme;
  onToggle: () => void;
  className?: string;
}

/** Icon button switching light/dark; the caller owns the state and the `data-theme` attribute. */
export function ThemeToggle({ theme, onToggle, className }: ThemeToggleProps) {
  const t = useUiT();
  const label = t(theme === 'dark' ? 'ui.theme.toLight' : 'ui.theme.toDark');
  return (
    <button
      type="button"
      className={cx(styles.toggle, className)}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      {theme === 'dark' ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path
            d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" fill="currentColor" />
        </svg>
      )}
    </button>
  );
}
