// By name, not by path: this file is built into @cwt/ui/controls (see its entry).
import { useUiT } from '@cwt/ui';
import { cx } from '../../cx';
import styles from './LayoutToggle.module.css';

export type LayoutValue = 'grid' | 'list';

export interface LayoutToggleProps {
  value: LayoutValue;
  onChange: (value: LayoutValue) => void;
  /** Name of the button group. */
  label?: string;
  className?: string;
}

function GridIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="7" height="7" rx="1.5" fill="currentColor" />
      <rect x="11" y="2" width="7" height="7" rx="1.5" fill="currentColor" />
      <rect x="2" y="11" width="7" height="7" rx="1.5" fill="currentColor" />
      <rect x="11" y="11" width="7" height="7" rx="1.5" fill="currentColor" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="16" height="4" rx="1.5" fill="currentColor" />
      <rect x="2" y="8.5" width="16" height="4" rx="1.5" fill="currentColor" opacity="0.75" />
      <rect x="2" y="14" width="16" height="3" rx="1.5" fill="currentColor" opacity="0.5" />
    </svg>
  );
}

/** Grid or list view of a post list: two pressed-state buttons. */
export function LayoutToggle({ value, onChange, label, className }: LayoutToggleProps) {
  const t = useUiT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled button group, not a form fieldset.
    <div role="group" aria-label={label ?? t('ui.layout.label')} className={cx(styles.group, className)}>
      {(['grid', 'list'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={cx(styles.button, value === option && styles.active)}
          aria-pressed={value === option}
          aria-label={t(option === 'grid' ? 'ui.layout.grid' : 'ui.layout.list')}
          title={t(option === 'grid' ? 'ui.layout.grid' : 'ui.layout.list')}
          onClick={() => value !== option && onChange(option)}
        >
          {option === 'grid' ? <GridIcon /> : <ListIcon />}
        </button>
      ))}
    </div>
  );
}
