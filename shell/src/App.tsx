import { CoreSWRProvider, useT } from '@cwt/core';
import { createBrowserRouter, RouterProvider } from '@cwt/router';
import { UiTranslateProvider } from '@cwt/ui';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  // A new function per language: every @cwt/ui component, in the shell and in the remotes, follows.
  const t = useT();
  return (
    <UiTranslateProvider translate={t}>
      <CoreSWRProvider>
        <RouterProvider router={router} />
      </CoreSWRProvider>
    </UiTranslateProvider>
  );
}
