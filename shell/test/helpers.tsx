import { renderAt as renderWithKit } from '@cwt/build/test-kit';
import type { ReactNode } from 'react';

export { fakeResponse, fetchMock, installFetch, Where } from '@cwt/build/test-kit';

/**
 * Renders `element` at `path`, mounted at that very pathname; `extra` adds destination routes so
 * redirects are observable.
 */
export function renderAt(
  element: ReactNode,
  path: string,
  options: { state?: unknown; extra?: Record<string, ReactNode> } = {},
) {
  return renderWithKit(element, path, { ...options, route: new URL(path, 'http://localhost').pathname });
}
