// The reader's messages for its list pages (home, popular, topics, a category, search results): a
// catalogue of its own, imported by the components that show them, so a post page, which shows none,
// does not download them in either language (~0.8 kB gzip of its first view). Registered under its own
// key beside the main `reader` catalogue (src/i18n/catalogue.ts); its ids keep the `reader.` prefix.
import { registerCatalogue } from '@cwt/core';

registerCatalogue('reader-pages', {
  en: () => import('./en.messages.json'),
  vi: () => import('./vi.messages.json'),
});
