import type { ErrorBody, ErrorCode } from '@cwt/contracts';
import type { FastifyReply } from 'fastify';

/**
 * An error with an HTTP status and a code (`ERROR_CODES` in @cwt/contracts) the error handler sends
 * as `{ message, code, field? }`. The code is required, so no refusal goes out without one.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: ErrorCode, message: string, field?: string) =>
  new HttpError(400, code, message, field);
export const unauthorized = (code: ErrorCode, message = 'Unauthorized: Invalid or expired token') =>
  new HttpError(401, code, message);
export const forbidden = (code: ErrorCode, message: string) => new HttpError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new HttpError(404, code, message);
export const conflict = (code: ErrorCode, message: string, field?: string) =>
  new HttpError(409, code, message, field);

/** The body of every error answer: the one place its shape is written. */
export function errorBody(code: ErrorCode, message: string, extra: Omit<ErrorBody, 'message' | 'code'> = {}) {
  return { message, code, ...extra };
}

/** Sends an error answer from a handler or hook that answers instead of throwing. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply.code(status).send({ ...errorBody(code, message), ...extra });
}

/**
 * The code of a refusal raised by Fastify or a plugin rather than by our code (their `code` is
 * Fastify's own, e.g. FST_ERR_CTP_BODY_TOO_LARGE): by its Fastify code, else by status.
 */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'MALFORMED_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
};
const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'AUTH_REQUIRED',
  404: 'ROUTE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};
export function codeForFrameworkError(status: number, fastifyCode: unknown): ErrorCode {
  if (typeof fastifyCode === 'string' && FASTIFY_CODES[fastifyCode]) return FASTIFY_CODES[fastifyCode];
  if (status >= 500) return 'INTERNAL_ERROR';
  return STATUS_CODES[status] ?? 'BAD_REQUEST';
}

/** PostgreSQL unique violation (both drivers expose the SQLSTATE as `code`, sometimes on `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
/**
 * Rethrows a unique violation as the 409 that `conflictFor` names for its constraint (the unique
 * index guards the race between a check and the write), and anything else as it is.
 */
export function rethrowAsConflict(error: unknown, conflictFor: (constraint: string) => HttpError): never {
  if (!isUniqueViolation(error)) throw error;
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  throw conflictFor(e.constraint ?? e.cause?.constraint ?? String(error));
}

export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

/**
 * A write whose target was looked up, then deleted before the write's row went in (its foreign key
 * fails), answers what the lookup would now answer (`gone`, a 404) instead of a 500.
 */
export function rethrowAsGone(error: unknown, gone: () => HttpError): never {
  throw isForeignKeyViolation(error) ? gone() : error;
}

/** Seconds a client is told to wait (`Retry-After`) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Socket-level failures reaching the server (refused, reset, unreachable, name lookup). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs meaning "the server is not there for you right now", not "your query is wrong":
 * class 08 (connection exception), 57P01-57P03 (shutting down, crashed, starting up) and 53300 (no
 * connection slot left).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/** node-postgres reports a lost or never-made connection by message only. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|not queryable/i;

/**
 * Whether an error (as thrown through Drizzle, which wraps the driver's error as `cause`) means the
 * database server cannot be reached, so the request should be answered 503 and retried later
 * rather than reported as a bug (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const e = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
      query?: unknown;
    };
    // A coded error is definite: a server's SQLSTATE, or a socket's errno name.
    if (typeof e.code === 'string') return NETWORK_CODES.has(e.code) || isUnavailableSqlState(e.code);
    // Drizzle's wrapper quotes the query's parameters (user input) in its message: only its cause counts.
    if (e.query === undefined && typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message))
      return true;
    // Node's happy-eyeballs connect throws an AggregateError of one error per address tried.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.cause;
  }
  return false;
}
