// Whom to @mention: the autocomplete of the comment box and the post editor.
import type { MentionSuggestion } from '@cwt/contracts';
import { swrFetcher, swrKeys } from '@cwt/core';
import { useEffect, useState } from 'react';
import useSWR from 'swr';

/** Typing pauses this long before the name is looked up: one request per pause, not per key. */
export const MENTION_LOOKUP_DELAY_MS = 150;

/**
 * The people to offer for `query` (the name typed after `@`; '' right after it), followed people
 * first; `null` asks nothing (no `@` at the caret, or signed out: the route is for members). While a
 * new query is pending the previous answer stays, so the list does not flash empty between keys;
 * `isLoading` says the list is not yet the query's.
 */
export function useMentionSuggestions(query: string | null) {
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    if (query === null) {
      setSettled(null);
      return;
    }
    const timer = setTimeout(() => setSettled(query), MENTION_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const swr = useSWR<MentionSuggestion[]>(
    settled === null ? null : swrKeys.mentionSuggestions(settled),
    swrFetcher,
    // Who matches a prefix barely changes while a comment is written: no refetch on focus.
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return {
    suggestions: query === null ? [] : (swr.data ?? []),
    isLoading: query !== null && (settled !== query || swr.isLoading || swr.isValidating),
    error: swr.error as unknown,
  };
}
