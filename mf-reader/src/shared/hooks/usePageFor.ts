import { useCallback, useState } from 'react';

/**
 * A 1-based page number that returns to 1 whenever `filterKey` (search term, page size, period…) changes.
 * Derived during render, so the list never requests the old page with the new filter.
 */
export function usePageFor(filterKey: string): [number, (page: number) => void] {
  const [state, setState] = useState({ key: filterKey, page: 1 });
  const page = state.key === filterKey ? state.page : 1;
  const setPage = useCallback((next: number) => setState({ key: filterKey, page: next }), [filterKey]);
  return [page, setPage];
}
