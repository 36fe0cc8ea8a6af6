// One JSON request to the API, timed, that never throws: a network failure or timeout comes back
// as `status: 0` with the error, so callers can tell "answered" from "outcome unknown".
// Through undici's pool rather than the global fetch: the load generator shares the two cores with
// the API it measures, and fetch cost about 310 µs of CPU a request against 40 µs for the pool
// (docs/quality.md, "Load"), CPU the API under test did not get.
import { Pool } from 'undici';
export interface Reply<T = unknown> {
  status: number;
  body: T | null;
  ms: number;
  /** Network-level failure (refused, reset, timeout); `status` is 0 then. */
  error?: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  timeoutMs?: number;
}

function networkError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  // undici's own errors carry a code (UND_ERR_HEADERS_TIMEOUT, UND_ERR_SOCKET); socket errors
  // (ECONNREFUSED, ECONNRESET) carry theirs, sometimes in `cause`.
  const { code, cause } = err as Error & { code?: string; cause?: { code?: string; message?: string } };
  return code ?? cause?.code ?? cause?.message ?? err.name ?? err.message;
}

/** One keep-alive pool per API origin, as many connections as callers in flight. */
const pools = new Map<string, Pool>();
function poolFor(base: string): Pool {
  let pool = pools.get(base);
  if (!pool) {
    pool = new Pool(base);
    pools.set(base, pool);
  }
  return pool;
}

export async function request<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = options.timeoutMs ?? 30_000;
  const url = new URL(path, base);
  const started = performance.now();
  try {
    const res = await poolFor(url.origin).request({
      method: method as 'GET',
      path: url.pathname + url.search,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
    const text = await res.body.text();
    let body: T | null = null;
    try {
      body = text ? (JSON.parse(text) as T) : null;
    } catch {
      // not JSON (e.g. a proxy's error page): keep the status
    }
    return { status: res.statusCode, body, ms: performance.now() - started };
  } catch (err) {
    return { status: 0, body: null, ms: performance.now() - started, error: networkError(err) };
  }
}

export const isOk = (reply: Reply): boolean => reply.status >= 200 && reply.status < 300;
