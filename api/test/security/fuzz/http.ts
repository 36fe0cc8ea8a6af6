import http from 'node:http';
import net from 'node:net';
import { isErrorCode } from '@cwt/contracts';

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

export interface SendOptions {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/**
 * Percent-encodes every byte outside RFC 3986's unreserved set. Unlike encodeURIComponent it never
 * throws: a lone surrogate goes out as the UTF-8 of U+FFFD, as any browser would send it.
 */
export function encodeSegment(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * A header value Node's client agrees to send: the UTF-8 bytes as Latin-1 characters (so non-ASCII
 * still reaches the server as raw bytes), without the control characters HTTP forbids.
 */
export function headerSafe(value: string): string {
  let out = '';
  for (const c of Buffer.from(value, 'utf8').toString('latin1')) {
    const code = c.charCodeAt(0);
    if (code === 9 || (code >= 0x20 && code !== 0x7f)) out += c;
  }
  return out;
}

/**
 * One request over node:http, which (unlike fetch) sends a body with any method and leaves the path
 * as given. Resolves with the answer even when the server stops reading the body early (413).
 */
export function sendHttp(
  baseUrl: string,
  agent: http.Agent,
  options: SendOptions,
  timeoutMs: number,
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, response?: RawResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(response!);
    };
    const timer = setTimeout(() => {
      req.destroy();
      finish(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: options.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          finish(null, {
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (error) => finish(error));
      },
    );
    req.on('error', (error) => finish(error));
    // When the server refuses a large body early and closes, the rest of our write fails on a socket
    // the request has already let go of; that failure is ours, not the server's.
    req.on('socket', (socket) => socket.on('error', () => {}));
    req.end(options.body);
  });
}

/**
 * Writes bytes straight to a socket, for requests no HTTP client would produce (bad request lines,
 * forbidden header characters, conflicting lengths), and returns what comes back before the server
 * closes the connection or `timeoutMs` passes.
 */
export function sendRaw(baseUrl: string, bytes: string, timeoutMs: number): Promise<string> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', done);
    socket.write(Buffer.from(bytes, 'latin1'));
  });
}

/**
 * What is wrong with an answer, or null: no 5xx, and every 4xx carries a JSON `{ message }` with a
 * non-empty message (HEAD answers have no body to check).
 */
export function contractViolation(method: string, response: RawResponse): string | null {
  if (response.status >= 500) return `status ${response.status}`;
  if (response.status < 400 || method === 'HEAD') return null;
  if (!response.contentType.includes('application/json'))
    return `status ${response.status} with content-type "${response.contentType}"`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.text);
  } catch {
    return `status ${response.status} with a body that is not JSON`;
  }
  const message = (parsed as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '')
    return `status ${response.status} without a message`;
  const code = (parsed as { code?: unknown }).code;
  if (!isErrorCode(code)) return `status ${response.status} without a documented code (${String(code)})`;
  return null;
}
