// One JSON request to the API, timed, that never throws: a network failure or timeout comes back
// as `status: 0` with the error, so callers can tell "answered" from "outcome unknown".
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
  // undici puts the socket error (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET) in `cause`.
  const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? err.name ?? err.message;
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
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let body: T | null = null;
    try {
      body = text ? (JSON.parse(text) as T) : null;
    } catch {
      // not JSON (e.g. a proxy's error page): keep the status
    }
    return { status: res.status, body, ms: performance.now() - started };
  } catch (err) {
    return { status: 0, body: null, ms: performance.now() - started, error: networkError(err) };
  }
}

export const isOk = (reply: Reply): boolean => reply.status >= 200 && reply.status < 300;
