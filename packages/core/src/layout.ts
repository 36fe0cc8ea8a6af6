import { STORAGE_KEYS } from '@cwt/contracts';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { readStorage, writeStorage } from './storage';

/** How post lists are shown; stored under the spec's `layout` key. Grid is the default. */
export type ListLayout = 'grid' | 'list';

const initial = (): ListLayout => (readStorage(STORAGE_KEYS.layout) === 'list' ? 'list' : 'grid');

export const layoutStore = createStore<{ layout: ListLayout }>()(() => ({ layout: initial() }));

export function setListLayout(layout: ListLayout): void {
  writeStorage(STORAGE_KEYS.layout, layout);
  layoutStore.setState({ layout });
}

/** `[layout, setLayout]`, shared by every list on the page (home, bookmarks). */
export function useListLayout(): [ListLayout, (layout: ListLayout) => void] {
  return [useStore(layoutStore, (s) => s.layout), setListLayout];
}
