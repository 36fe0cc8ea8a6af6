import { CoreSWRProvider } from '@cwt/core';
import { createBrowserRouter, RouterProvider } from '@cwt/router';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <CoreSWRProvider>
      <RouterProvider router={router} />
    </CoreSWRProvider>
  );
}
