import { renderAt as renderWithKit, Where } from '@cwt/build/test-kit';
import type { ReactNode } from 'react';

export { fakeResponse, mockFetch, resetSWR } from '@cwt/build/test-kit';

/** Renders at `path` under `route`; a redirect to /404 or /login lands on a `<Where />`. */
export function renderAt(element: ReactNode, path: string, route = '*') {
  return renderWithKit(element, path, { route, extra: { '/404': <Where />, '/login': <Where /> } });
}
