import type { PostSummary } from '@cwt/contracts';
import { postsApi, setSearchTerm } from '@cwt/core';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PANEL_MAX = 5;

/**
 * The header search: 500 ms after typing stops, and only if the trimmed keyword differs from the last one
 * requested, fetch up to 5 results and publish the term (the home and popular title filter). A blank
 * keyword clears everything at once.
 */
export function useHeaderSearch() {
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<PostSummary[]>([]);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const lastRequested = useRef('');
  const latest = useRef(0);

  useEffect(() => {
    const trimmed = keyword.trim();
    if (!trimmed) {
      lastRequested.current = '';
      latest.current += 1;
      setResults([]);
      setOpen(false);
      setLoading(false);
      setSearchTerm('');
      return;
    }
    const timer = setTimeout(() => {
      if (trimmed === lastRequested.current) return;
      lastRequested.current = trimmed;
      setSearchTerm(trimmed);
      const call = ++latest.current;
      setLoading(true);
      postsApi
        .search(trimmed, { size: SEARCH_PANEL_MAX })
        .then(({ items }) => {
          if (call !== latest.current) return;
          setResults(items.slice(0, SEARCH_PANEL_MAX));
          setOpen(true);
        })
        .catch((error: unknown) => {
          if (call !== latest.current) return;
          console.error('[reader] search failed', error);
          setResults([]);
          setOpen(true);
        })
        .finally(() => {
          if (call === latest.current) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);

  return { keyword, setKeyword, results, open, setOpen, loading };
}
