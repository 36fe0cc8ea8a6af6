import { type KeyboardEvent, useEffect, useState } from 'react';

export interface MentionNavigation {
  /** The highlighted option (aria-activedescendant), or -1 while there is none. */
  active: number;
  setActive: (index: number) => void;
  /**
   * The combobox's keys while the list is open: arrows move (wrapping), Enter picks, Escape closes.
   * Returns true when it used the key (default prevented, and stopped so a surrounding form's
   * Escape, such as closing a reply box, does not run too).
   */
  onKeyDown: (event: KeyboardEvent) => boolean;
}

export function useMentionNavigation<T>(
  options: readonly T[],
  open: boolean,
  onPick: (option: T) => void,
  onClose: () => void,
): MentionNavigation {
  const [active, setActive] = useState(0);
  // A new list (or reopening) starts at its first option.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list or its visibility changes.
  useEffect(() => setActive(0), [options, open]);
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!open) return false;
    const n = options.length;
    let used = true;
    if (event.key === 'ArrowDown' && n > 0) setActive((active + 1) % n);
    else if (event.key === 'ArrowUp' && n > 0) setActive((active - 1 + n) % n);
    else if (event.key === 'Enter' && n > 0 && options[active] !== undefined) onPick(options[active]!);
    else if (event.key === 'Escape') onClose();
    else used = false;
    if (used) {
      event.preventDefault();
      event.stopPropagation();
    }
    return used;
  };
  return {
    active: open && options.length > 0 ? Math.min(active, options.length - 1) : -1,
    setActive,
    onKeyDown,
  };
}
