import { useCallback, useState } from 'react';
import { type Translate, useT } from './translate';

/**
 * A message kept in state as how to word it, not as words: `(t) => t('x.saved')`, or
 * `() => errorText(err, 'x.failed')`. Worded text in state keeps the language it was written in
 * after a switch; a wording is worded again at every render, in the language showing.
 */
export type Wording = (t: Translate) => string;

/** `[text, set]`: the message in the active language (null: none), and its setter (null clears it). */
export function useWorded(): [string | null, (wording: Wording | null) => void] {
  const t = useT();
  const [wording, setWording] = useState<Wording | null>(null);
  // Wrapped: React would call a bare function as a state updater.
  const set = useCallback((next: Wording | null) => setWording(() => next), []);
  return [wording ? wording(t) : null, set];
}
