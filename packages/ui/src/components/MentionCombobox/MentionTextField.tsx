// By name, not by path: this file is built into @cwt/ui/compose (see its entry).
import { TextField } from '@cwt/ui/forms';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TextFieldTextareaProps } from '../TextField/TextField';
import styles from './MentionCombobox.module.css';
import { MentionListbox, type MentionOption, mentionOptionId } from './MentionListbox';
import { insertMention, mentionQueryAt } from './mention-query';
import { useMentionNavigation } from './useMentionNavigation';

export interface MentionTextFieldProps
  extends Omit<TextFieldTextareaProps, 'multiline' | 'value' | 'onChange' | 'role'> {
  value: string;
  onValueChange: (value: string) => void;
  /** The name typed after `@` at the caret ('' just after the `@`), or null: the caller looks it up. */
  onMentionQuery: (query: string | null) => void;
  /** The people matching the current query, best first. */
  suggestions: readonly MentionOption[];
  /** The suggestions shown are not yet those of the current query. */
  loading?: boolean;
}

/**
 * A multi-line text field where `@` opens a people autocomplete (the WAI-ARIA combobox pattern: the
 * text keeps the focus, arrows move the highlighted option, Enter inserts `@username `, Escape closes
 * it until another `@` is typed, and a polite live region says how many people match).
 */
export function MentionTextField({
  value,
  onValueChange,
  onMentionQuery,
  suggestions,
  loading = false,
  id: idProp,
  onKeyDown,
  onSelect,
  ref,
  ...rest
}: MentionTextFieldProps) {
  const autoId = useId();
  const id = idProp ?? `cwt-mention${autoId}`;
  const listId = `${id}-people`;
  const field = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  // The `@` whose list Escape closed: it stays closed until the caret is at another one.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const at = useMemo(() => (caret === null ? null : mentionQueryAt(value, caret)), [value, caret]);
  const open = at !== null && at.start !== dismissed;
  const query = open ? at.query : null;
  useEffect(() => onMentionQuery(query), [query, onMentionQuery]);

  const pick = (option: MentionOption) => {
    if (!at) return;
    const next = insertMention(value, at, option.username);
    onValueChange(next.text);
    setCaret(next.caret);
    // The new text is rendered before the caret can be placed after the inserted name.
    requestAnimationFrame(() => field.current?.setSelectionRange(next.caret, next.caret));
  };
  const nav = useMentionNavigation(suggestions, open, pick, () => setDismissed(at?.start ?? null));
  const expanded = open && suggestions.length > 0;

  return (
    <div className={styles.root}>
      <TextField
        {...rest}
        multiline
        id={id}
        ref={(node: HTMLTextAreaElement | null) => {
          field.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && nav.active >= 0 ? mentionOptionId(listId, nav.active) : undefined}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          onValueChange(event.target.value);
          setCaret(event.target.selectionStart);
        }}
        onSelect={(event) => {
          setCaret(event.currentTarget.selectionStart);
          onSelect?.(event);
        }}
        onKeyDown={(event) => {
          if (!nav.onKeyDown(event)) onKeyDown?.(event);
        }}
        onBlur={(event) => {
          setCaret(null);
          rest.onBlur?.(event);
        }}
      />
      <MentionListbox
        id={listId}
        options={suggestions}
        open={open}
        loading={loading}
        active={nav.active}
        onPick={pick}
        onActivate={nav.setActive}
      />
    </div>
  );
}
