import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The header search term. The reader's SearchBox (in the shell's top bar) writes it after its debounce;
 * the home and popular pages read it as their server-side title filter. A store in the federated
 * singleton (not `?q=` in the URL) because the box lives outside the pages and typing must not add
 * history entries. Not persisted: a reload starts unfiltered, as the box starts empty.
 */
export interface SearchState {
  /** Trimmed; '' = no filter. */
  term: string;
}

export const searchStore = createStore<SearchState>()(() => ({ term: '' }));

export function setSearchTerm(term: string): void {
  const trimmed = term.trim();
  if (searchStore.getState().term !== trimmed) searchStore.setState({ term: trimmed });
}

export function useSearchTerm(): string {
  return useStore(searchStore, (s) => s.term);
}
