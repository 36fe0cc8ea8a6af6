import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the router ended up (and any state it carried). */
export function Where({ label }: { label: string }) {
  const location = useLocation();
  return (
    <p>
      {label} at {location.pathname}
    </p>
  );
}

/**
 * Renders `element` at `path` inside a declarative MemoryRouter (the data router needs fetch's Request,
 * which jsdom lacks); `extra` adds destination routes so redirects are observable.
 */
export function renderAt(
  element: ReactNode,
  path: string,
  options: { state?: unknown; extra?: Record<string, ReactNode> } = {},
) {
  const [pathname = '/', search] = path.split('?');
  return render(
    <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state: options.state }]}>
      <Routes>
        <Route path={pathname} element={element} />
        {Object.entries(options.extra ?? {}).map(([p, el]) => (
          <Route key={p} path={p} element={el} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

/** A minimal fetch Response: jsdom has no fetch of its own. */
export function fakeResponse(status: number, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: () => 'application/json' },
    text: async () => text,
  };
}

export const fetchMock = jest.fn();
export function installFetch() {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
}
