import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../../cx';
import fieldStyles from '../TextField/TextField.module.css';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  /** The label's language when it is not the page's (a language named in itself). */
  lang?: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** An empty first option (value ''), e.g. 'Choose a category'. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
}

export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  id: idProp,
  className,
  required,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const id = idProp ?? `cwt-select${autoId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [ariaDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx(fieldStyles.field, error && fieldStyles.invalid, className)}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className={styles.box}>
        <select
          {...rest}
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(fieldStyles.control, styles.select)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
