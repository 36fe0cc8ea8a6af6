import type { PagedPosts } from '@cwt/contracts';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../routes';
import { ServedPopular } from './served-popular';

/**
 * The markup of home's first view: public chrome, signed out, and the home placeholder (the hero, plus
 * Popular Blogs' cards when `popular` is given). Without data at build time (index.html), with the
 * API's data at serve time; React then renders the same tree into #root.
 */
export function renderHome(popular: PagedPosts | null = null): string {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return renderToString(
    <ServedPopular value={popular}>
      <RouterProvider router={router} />
    </ServedPopular>,
  );
}
