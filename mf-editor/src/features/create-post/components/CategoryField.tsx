import { useT } from '@cwt/core';
import { useId } from 'react';
import styles from './PostForm.module.css';

export interface CategoryFieldProps {
  value: string;
  onChange: (value: string) => void;
  categories: string[];
  error?: string;
  disabled?: boolean;
}

/** Free text with the server's categories as suggestions; the first five are quick picks. */
export function CategoryField({ value, onChange, categories, error, disabled }: CategoryFieldProps) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const quick = categories.slice(0, 5);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('editor.category.label')}{' '}
        <span aria-hidden="true" className={styles.required}>
          *
        </span>
      </label>
      <input
        id={id}
        className={styles.input}
        list={listId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('editor.category.placeholder')}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required="true"
        disabled={disabled}
        maxLength={60}
      />
      <datalist id={listId}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      {quick.length > 0 && (
        <fieldset className={styles.chips}>
          <legend className={styles.visuallyHidden}>{t('editor.category.suggested')}</legend>

          {quick.map((c) => (
            <button
              key={c}
              type="button"
              className={styles.chip}
              aria-pressed={value.trim().toLowerCase() === c.toLowerCase()}
              onClick={() => onChange(c)}
              disabled={disabled}
            >
              {c}
            </button>
          ))}
        </fieldset>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
