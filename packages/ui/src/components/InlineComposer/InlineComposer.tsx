// By name, not by path: this file is built into @cwt/ui/compose (see its entry).
import { Button, useUiT } from '@cwt/ui';
import { TextField } from '@cwt/ui/forms';
import { type FormEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { cx } from '../../cx';
import styles from './InlineComposer.module.css';

/** What the composer hands its field: a text area's label, text and focus handle. */
export interface ComposerFieldProps {
  label: string;
  placeholder?: string;
  rows: number;
  maxLength?: number;
  value: string;
  onValueChange: (value: string) => void;
  ref: Ref<HTMLTextAreaElement>;
}

export interface InlineComposerProps {
  /** The field's accessible label ("Reply to Lan", "Edit your comment"). */
  label: string;
  /** The text it opens with: empty for a new reply, the current text for an edit. */
  initialValue?: string;
  placeholder?: string;
  submitLabel: string;
  maxLength?: number;
  rows?: number;
  /** Resolves true once the text is written: the box then clears (a reply) or is closed by its owner. */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel: () => void;
  className?: string;
  /** Draws the text area (e.g. one that offers @mentions); a plain multi-line TextField by default. */
  renderField?: (field: ComposerFieldProps) => ReactNode;
}

const plainField = ({ onValueChange, ...field }: ComposerFieldProps) => (
  <TextField multiline {...field} onChange={(event) => onValueChange(event.target.value)} />
);

/**
 * A small inline form (a reply, an edit) that takes the focus when it opens, with the caret at the
 * end of its text; Escape cancels. Sending is refused while the text is blank or unchanged.
 */
export function InlineComposer({
  label,
  initialValue = '',
  placeholder,
  submitLabel,
  maxLength,
  rows = 2,
  onSubmit,
  onCancel,
  className,
  renderField = plainField,
}: InlineComposerProps) {
  const t = useUiT();
  const [text, setText] = useState(initialValue);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // Opened by a button: typing goes straight into the box, after any text already there.
  useEffect(() => {
    const el = field.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  const trimmed = text.trim();
  const ready = trimmed !== '' && trimmed !== initialValue.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || sending) return;
    setSending(true);
    const sent = await onSubmit(trimmed);
    setSending(false);
    if (sent) setText('');
  };
  return (
    <form
      className={cx(styles.form, className)}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Only this form closes, not a dialog or menu around it.
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      {renderField({ label, placeholder, rows, maxLength, value: text, onValueChange: setText, ref: field })}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" loading={sending} disabled={!ready}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
