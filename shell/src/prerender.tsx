// Built for Node at build time only (packages/build/webpack.mjs, `prerender`): the markup of home's
// first view (public chrome, signed out, with the home placeholder) that index.html carries, so the
// largest paint needs no JavaScript. React then renders the same tree into #root.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

export function renderHome(): string {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return renderToString(<RouterProvider router={router} />);
}
