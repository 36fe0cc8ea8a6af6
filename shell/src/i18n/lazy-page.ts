import { getLocale, loadCatalogues } from '@cwt/core';
import { type ComponentType, lazy } from 'react';

/**
 * A page split out of the first view (React.lazy) whose module registers its catalogue: it renders
 * only once that catalogue is loaded in the active language, so no message id shows.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const page = await load();
    await loadCatalogues(getLocale());
    return page;
  });
}
