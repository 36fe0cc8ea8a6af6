import { type ReactNode, useId } from 'react';
import { cx } from '../../cx';
import styles from './Switch.module.css';

export interface SwitchProps {
  label: ReactNode;
  /** A line under the label, read with it (aria-describedby). */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A change in flight: the switch is shown busy and ignores presses. */
  busy?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * An on/off setting that applies at once (no Save): a button with role="switch", so screen readers
 * say "on"/"off", toggled by Space or Enter; the whole row is its label.
 */
export function Switch({ label, description, checked, onChange, busy, disabled, className }: SwitchProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cx(styles.row, className)}>
      <span className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        aria-busy={busy || undefined}
        disabled={disabled}
        className={cx(styles.switch, checked && styles.on, busy && styles.busy)}
        onClick={() => {
          if (!busy) onChange(!checked);
        }}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
}
