// By name, not by path: this file is built into @cwt/ui/compose (see its entry).
import { Avatar, useUiT, VisuallyHidden } from '@cwt/ui';
import type { CSSProperties } from 'react';
import { cx } from '../../cx';
import styles from './MentionCombobox.module.css';

/** One person the autocomplete offers. */
export interface MentionOption {
  id: string;
  username: string;
  name: string;
  profilePicture?: string | null;
  /** Shown as "Following": the viewer's own people come first. */
  following?: boolean;
}

export interface MentionListboxProps {
  /** The listbox's id (the combobox's aria-controls); options are `${id}-option-${i}`. */
  id: string;
  options: readonly MentionOption[];
  open: boolean;
  /** Suggestions are being asked for (announced once they arrive, not while waiting). */
  loading?: boolean;
  active: number;
  onPick: (option: MentionOption) => void;
  onActivate: (index: number) => void;
  className?: string;
  style?: CSSProperties;
}

export const mentionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The popup list of people to mention and its polite live region. The list stays in the DOM (hidden)
 * so the combobox's aria-controls always names an element; the live region too, as a region added
 * with its text is not announced.
 */
export function MentionListbox({
  id,
  options,
  open,
  loading = false,
  active,
  onPick,
  onActivate,
  className,
  style,
}: MentionListboxProps) {
  const t = useUiT();
  const shown = open && options.length > 0;
  const status =
    !open || loading
      ? ''
      : options.length === 0
        ? t('ui.mention.none')
        : t('ui.mention.found', { count: options.length });
  return (
    <>
      <div
        id={id}
        role="listbox"
        aria-label={t('ui.mention.label')}
        hidden={!shown}
        className={cx(styles.list, className)}
        style={style}
      >
        {options.map((option, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keyboard (aria-activedescendant); a press keeps the text's focus and caret.
          <div
            key={option.id}
            tabIndex={-1}
            id={mentionOptionId(id, i)}
            role="option"
            aria-selected={i === active}
            className={cx(styles.option, i === active && styles.active)}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => i !== active && onActivate(i)}
            onClick={() => onPick(option)}
          >
            <Avatar src={option.profilePicture ?? null} name="" size="xs" aria-hidden="true" />
            <span className={styles.names}>
              <span className={styles.name}>{option.name}</span>
              <span className={styles.username}>@{option.username}</span>
            </span>
            {option.following && <span className={styles.following}>{t('ui.mention.following')}</span>}
          </div>
        ))}
      </div>
      <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>
    </>
  );
}
