// The front-end test kit every package's Jest tests share: a fake fetch and its Responses, rendering
// at a route with SWR's global cache (as in the app, so core's cache writes reach it), and resetting
// that cache between tests. The jsdom environment itself is set up by jest-setup-dom.cjs.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig, unload } from 'swr';

/**
 * A minimal fetch Response (jsdom has no fetch of its own): JSON unless `body` is a string, with the
 * given headers, or the given content type when the third argument is a string.
 */
export function fakeResponse(status: number, body?: unknown, headers: Record<string, string> | string = {}) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const all: Record<string, string> =
    typeof headers === 'string'
      ? { 'content-type': headers }
      : { 'content-type': 'application/json', ...lowerKeys(headers) };
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? 'Unauthorized' : status === 500 ? 'Internal Server Error' : 'OK',
    headers: { get: (name: string) => all[name.toLowerCase()] ?? null },
    text: async () => text,
    blob: async () => new Blob([text]),
  };
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

/** The global fetch while `installFetch` or `mockFetch` is in use. */
export const fetchMock = jest.fn();

/**
 * A fake server's standing answers (e.g. settings every page reads): a Response for the requests it
 * knows, undefined for the rest, which go to `fetchMock`, so a test's mock serves only what it is about.
 */
export type FetchAnswer = (url: URL, init?: RequestInit) => ReturnType<typeof fakeResponse> | undefined;

/** Makes `fetchMock` (reset) the global fetch, behind `answer` when given; call it in a beforeEach. */
export function installFetch(answer?: FetchAnswer): jest.Mock {
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = answer
    ? (url: string, init?: RequestInit) => {
        const known = answer(new URL(String(url), 'http://x'), init);
        return known ? Promise.resolve(known) : fetchMock(url, init);
      }
    : fetchMock;
  return fetchMock;
}

/** For a whole test file: a fresh `fetchMock` before each test, SWR's cache emptied after each. */
export function mockFetch(answer?: FetchAnswer): jest.Mock {
  beforeEach(() => installFetch(answer));
  afterEach(() => resetSWR());
  return fetchMock;
}

/** The URL of the n-th fetch call. */
export const calledUrl = (n: number) => new URL(String(fetchMock.mock.calls[n]?.[0]), 'http://x');

/**
 * Empties SWR's global cache so one test's data never shows in the next, and drops its requests still
 * in flight: a hook of the next test asking for the same key would otherwise join one, then discard
 * its answer as older than the reset and stay loading.
 */
export function resetSWR(): Promise<unknown> {
  unload({ revalidate: false });
  return Promise.resolve();
}

/** SWR as the tests want it, for renderHook's wrapper: every fetch seen (no deduping), no retries. */
export const swrWrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>
);

/** Shows where the router ended up, after `label` when given. */
export function Where({ label }: { label?: string }) {
  const location = useLocation();
  const where = location.pathname + location.search;
  return <p data-testid="where">{label ? `${label} at ${location.pathname}` : where}</p>;
}

export interface RenderAtOptions {
  /** The pattern `element` is mounted under (default: every path). */
  route?: string;
  /** `location.state` of the first entry. */
  state?: unknown;
  /** Other routes, e.g. where a redirect lands, each rendering its element (often a `<Where />`). */
  extra?: Record<string, ReactNode>;
}

/**
 * Renders `element` at `path` inside a declarative MemoryRouter (the data router needs fetch's
 * Request, which jsdom lacks) and an SWRConfig without deduping or error retries.
 */
export function renderAt(element: ReactNode, path = '/', options: RenderAtOptions = {}) {
  const { pathname, search, hash } = new URL(path, 'http://localhost');
  const Swr = swrWrapper;
  return render(
    <Swr>
      <MemoryRouter initialEntries={[{ pathname, search, hash, state: options.state }]}>
        <Routes>
          <Route path={options.route ?? '*'} element={element} />
          {Object.entries(options.extra ?? {}).map(([p, el]) => (
            <Route key={p} path={p} element={el} />
          ))}
        </Routes>
      </MemoryRouter>
    </Swr>,
  );
}
