import { DEFAULT_LOCALE, type Locale, type PagedPosts } from '@cwt/contracts';
import { applyLocale } from '@cwt/core';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../routes';
import { ServedFirstView } from './served';

/**
 * The markup of home's first view in `locale` (its catalogues loaded): public chrome, signed out, and
 * the home placeholder (the hero, plus Popular Blogs' cards when `popular` is given). Without data at
 * build time (index.html, in English), with the API's data at serve time; React then renders the same
 * tree into #root.
 */
export function renderHome(popular: PagedPosts | null = null, locale: Locale = DEFAULT_LOCALE): string {
  // Rendering is synchronous: the language set here is the one of this page only.
  applyLocale(locale);
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return renderToString(
    <ServedFirstView value={popular ? { popular } : null}>
      <RouterProvider router={router} />
    </ServedFirstView>,
  );
}

let buildTime: string | undefined;

/** What the build put in index.html's #root (rendered once per process): where a served view goes. */
export function prerenderedHome(): string {
  buildTime ??= renderHome();
  return buildTime;
}
