import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../../cx';
import styles from './TextField.module.css';

interface FieldBaseProps {
  label: ReactNode;
  /** Validation message: shown with role=alert and linked to the control (aria-invalid, aria-describedby). */
  error?: string;
  hint?: ReactNode;
  /** Content placed inside the field at its end (e.g. the show/hide button of PasswordField). */
  trailing?: ReactNode;
  /** Applied to the wrapper; the control itself keeps the design-system look. */
  className?: string;
}

export type TextFieldInputProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'input'>, 'className'> & { multiline?: false };
export type TextFieldTextareaProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'className'> & { multiline: true };
export type TextFieldProps = TextFieldInputProps | TextFieldTextareaProps;

export function TextField(props: TextFieldProps) {
  const { label, error, hint, trailing, className, id: idProp, required } = props;
  const autoId = useId();
  const id = idProp ?? `cwt-field${autoId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };

  let control: ReactNode;
  if (props.multiline) {
    const { label: _l, error: _e, hint: _h, trailing: _t, className: _c, multiline: _m, ...rest } = props;
    control = <textarea rows={5} {...rest} {...a11y} className={cx(styles.control, styles.textarea)} />;
  } else {
    const { label: _l, error: _e, hint: _h, trailing: _t, className: _c, multiline: _m, ...rest } = props;
    control = <input type="text" {...rest} {...a11y} className={styles.control} />;
  }

  return (
    <div className={cx(styles.field, error && styles.invalid, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className={cx(styles.box, trailing ? styles.hasTrailing : undefined)}>
        {control}
        {trailing && <div className={styles.trailing}>{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
