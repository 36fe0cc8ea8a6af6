import { type Locale, PAGES, type Post } from '@cwt/contracts';
import { applyLocale } from '@cwt/core';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../routes';
import { ServedFirstView } from './served';

/**
 * The markup of a post's first view: public chrome, signed out, and the post placeholder (header and
 * cover) from the API's data, in `locale` (its catalogues loaded); React then renders the same tree
 * into #root.
 */
export function renderPost(post: Post, locale: Locale): string {
  applyLocale(locale);
  const router = createMemoryRouter(routes, { initialEntries: [PAGES.blog.href(post.id)] });
  return renderToString(
    <ServedFirstView value={{ post }}>
      <RouterProvider router={router} />
    </ServedFirstView>,
  );
}
