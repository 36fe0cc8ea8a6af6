import { isApiError } from '../api/client';
import { i18n } from './instance';
import { t } from './translate';

/**
 * What to tell the user about a failed call, in their language: the catalogue's text for the API's
 * error code (`core.error.<code>`, catalogued as the API's codes arrive), the unreachable-server text
 * for a network failure, the server's own message otherwise, and `fallbackId`'s text for anything
 * that is no API error.
 */
export function errorText(error: unknown, fallbackId: string): string {
  if (!isApiError(error)) return t(fallbackId);
  if (error.status === 0) return t('core.error.network');
  const id = error.code ? `core.error.${error.code}` : undefined;
  if (id && id in i18n.messages) return t(id);
  return error.message || t(fallbackId);
}
