// Each bundle owns its catalogue: it registers a loader per locale, and a remote deployed alone
// brings its own messages. Catalogues are loaded before anything of their bundle renders (the shell
// before hydration, a remote's in core's remote loader) and for every registered bundle before a
// change of language shows, so a message id is never on screen.
import { LOCALES, type Locale } from '@cwt/contracts';
import { i18n, type Messages } from './instance';

/** A compiled catalogue module (`import('./vi.messages.json')`, compiled by packages/build's loader). */
export interface CatalogueModule {
  default: Record<string, unknown>;
}

export type CatalogueLoaders = Record<Locale, () => Promise<CatalogueModule>>;

const registered = new Map<string, CatalogueLoaders>();
/** `<bundle>:<locale>` loads done or in flight, so each file is fetched once. */
const loads = new Map<string, Promise<void>>();

/**
 * Adds a bundle's catalogue (its ids start with `<bundle>.`, so catalogues never collide). Registering
 * the same bundle again keeps the first (a remote's module evaluated twice).
 */
export function registerCatalogue(bundle: string, loaders: CatalogueLoaders): void {
  if (!registered.has(bundle)) registered.set(bundle, loaders);
}

function loadOne(bundle: string, loaders: CatalogueLoaders, locale: Locale): Promise<void> {
  const key = `${bundle}:${locale}`;
  let load = loads.get(key);
  if (!load) {
    load = loaders[locale]().then((module) => {
      // The loader compiled every message: the values are Lingui's compiled form.
      i18n.load(locale, module.default as Messages);
    });
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** Loads every registered bundle's catalogue for `locale` (those not loaded yet). */
export async function loadCatalogues(locale: Locale): Promise<void> {
  await Promise.all([...registered].map(([bundle, loaders]) => loadOne(bundle, loaders, locale)));
}

/** Every locale of every registered bundle: the shell's server renders pages in either. */
export async function loadAllCatalogues(): Promise<void> {
  await Promise.all(LOCALES.map(loadCatalogues));
}
