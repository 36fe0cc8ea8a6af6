import { errorText, isApiError } from '@cwt/core';

/**
 * The server's reason for a refused call, to follow a sentence of the page's own ("An error occurred
 * while adding the blog! <reason>"): core's text for the API's error code, else the server's message;
 * '' when the failure carries no reason (not an API answer, or an empty one).
 */
export function reasonOf(error: unknown): string {
  if (!isApiError(error) || !(error.code || error.message)) return '';
  return errorText(error, 'admin.reports.actionFailed');
}
