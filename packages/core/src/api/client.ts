import { CACHE_VERSION_HEADER } from '@cwt/contracts';
import { peekRuntimeConfig } from '../config';
import { emit } from '../events';
import { getToken, signOut } from '../session/session-store';
import { cacheVersionHeader, rememberCacheVersion } from './cache-version';

/** Every failed call: the HTTP status (0 = the server could not be reached) and the body's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  /** The whole error body, for answers that carry more than a message (a draft's 409 holds the server copy). */
  readonly body: unknown;
  /** The API's stable error code, which clients translate (core's `errorText`); older APIs send none. */
  readonly code: string | undefined;

  constructor(status: number, message: string, field?: string, body?: unknown, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
    this.body = body;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Please check your connection and try again.';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded unless it is FormData or a Blob. */
  body?: unknown;
  query?: Query;
  /** 'auto' (default): bearer header when signed in. 'none': never. */
  auth?: 'auto' | 'none';
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'json' (default; text bodies come back as strings) or 'blob' (audio). */
  responseType?: 'json' | 'blob';
  credentials?: RequestCredentials;
  /** Outlives the page (a draft saved as the page goes away); browsers cap such bodies at 64 KiB. */
  keepalive?: boolean;
  /** Sees the successful response before its body is read (e.g. to read X-Total-Count). */
  onResponse?: (response: Response) => void;
}

export function apiUrl(path: string, query?: Query): string {
  const base = (peekRuntimeConfig()?.apiBaseUrl ?? '').replace(/\/+$/, '');
  let url = /^https?:\/\//i.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{"]/.test(text.trimStart())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function errorFrom(status: number, statusText: string, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    const field = 'field' in body && typeof body.field === 'string' ? body.field : undefined;
    const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
    return new ApiError(status, body.message, field, body, code);
  }
  if (typeof body === 'string' && body.trim() && body.length < 300) return new ApiError(status, body.trim());
  return new ApiError(status, statusText || `Request failed with status ${status}`);
}

/** The one fetch wrapper every API call goes through. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    query,
    auth = 'auto',
    signal,
    responseType = 'json',
    credentials,
    keepalive,
  } = options;
  const token = auth === 'auto' ? getToken() : null;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (body instanceof FormData || body instanceof Blob) payload = body;
    else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  const version = cacheVersionHeader();
  if (version) headers[CACHE_VERSION_HEADER] = version;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials,
      keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  // Failed writes too: a 5xx may have changed something before failing.
  rememberCacheVersion(response);

  if (!response.ok) {
    const errorBody = await readBody(response).catch(() => undefined);
    // Only a call that carried a token means "your session ended"; a 401 without one is a plain error.
    if (response.status === 401 && token && getToken() === token) {
      signOut();
      emit('session:expired', { path });
    }
    throw errorFrom(response.status, response.statusText, errorBody);
  }
  options.onResponse?.(response);
  if (responseType === 'blob') return (await response.blob()) as T;
  return (await readBody(response)) as T;
}

/** An array endpoint's page plus the X-Total-Count header (falls back to the page's length). */
export async function apiRequestWithTotal<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ items: T[]; total: number }> {
  let total: number | null = null;
  const items = await apiRequest<T[]>(path, {
    ...options,
    onResponse: (response) => {
      const header = response.headers.get('X-Total-Count');
      total = header !== null && header !== '' && Number.isFinite(Number(header)) ? Number(header) : null;
      options.onResponse?.(response);
    },
  });
  const list = Array.isArray(items) ? items : [];
  return { items: list, total: total ?? list.length };
}
