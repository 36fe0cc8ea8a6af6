import { LOCALE_COOKIE, type Locale, negotiateLocale } from '@cwt/contracts';
import type { FastifyRequest } from 'fastify';

/** The value of one cookie of the request's `Cookie` header (the API reads no other cookie). */
function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return undefined;
}

/** The language a request asks for: the locale cookie, then Accept-Language, then the default. */
export function requestLocale(request: FastifyRequest): Locale {
  let chosen: string | undefined;
  try {
    chosen = cookie(request, LOCALE_COOKIE);
  } catch {
    // A malformed %-escape is no locale; Accept-Language decides.
  }
  return negotiateLocale(chosen, request.headers['accept-language']);
}
