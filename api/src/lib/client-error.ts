import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@cwt/contracts';
import { errorBody } from './errors';

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it (a broken request line, a
 * header block over the limit, a timeout) as every other error: `{ message, code }` JSON. Fastify's
 * own handler sends the same statuses without a code.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'Client Timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'Exceeded maximum allowed HTTP header size']
        : [400, 'BAD_REQUEST', 'Client Error'];
  const body = JSON.stringify(errorBody(code, message));
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
  );
}
