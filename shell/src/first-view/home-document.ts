// Serve time: home's HTML in the visitor's language, with Popular Blogs' cards in it, their first
// images requested by the parser.
import { DEFAULT_LOCALE, LOCALES, type Locale, type PagedPosts } from '@cwt/contracts';
import { loadAllCatalogues } from '@cwt/core';
import { type FirstViewDocumentOptions, firstViewDocument, renderedOnce } from './document';
import { createPopularSource } from './popular-source';
import { prerenderedHome, renderHome } from './render-home';

/**
 * index.html in `locale` with home's first view rendered from `popular` (or without cards); null for
 * an unexpected template.
 */
export function homeDocument(template: string, popular: PagedPosts | null, locale: Locale): string | null {
  const prerendered = prerenderedHome();
  return firstViewDocument(
    template,
    prerendered,
    {
      markup: renderHome(popular, locale),
      data: popular ? { popular } : {},
      image: popular?.content[0]?.imageCloudUrl,
    },
    locale,
  );
}

/**
 * For the shell's static server: resolves to home's HTML in `locale` with the popular posts, or null
 * to serve the built index.html (API slow or down, no API configured, an unexpected template): in
 * English as it is; another language gets home without cards, since the built page's words are
 * English. Never throws.
 */
export function createHomeDocument(
  options: FirstViewDocumentOptions,
): (locale: Locale) => Promise<string | null> {
  const popular = createPopularSource(options);
  const renders = new Map(
    LOCALES.map((locale) => [
      locale,
      renderedOnce((data: PagedPosts) => homeDocument(options.template, data, locale)),
    ]),
  );
  return async (locale) => {
    try {
      await loadAllCatalogues();
      const data = await popular();
      if (data && data.content.length > 0) return renders.get(locale)?.(data) ?? null;
      return locale === DEFAULT_LOCALE ? null : homeDocument(options.template, null, locale);
    } catch (error) {
      console.error('[cwt] home first view: serving the built page', error);
      return null;
    }
  };
}
