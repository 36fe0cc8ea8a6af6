import { errorText, isApiError, t } from '@cwt/core';

// The spec's messages, by catalogue id: its Vietnamese words are the `vi` texts, `en` translates them.
export const FOLLOW_FAILED = 'social.error.follow';
export const CONNECTION_FAILED = 'social.error.connection';
export const SIGN_IN_REQUIRED = 'social.error.signInRequired';
export const PROFILE_NOT_FOUND = 'social.error.profileNotFound';

/**
 * What to say about a failed call: the spec's connection message when the server was not reached (its
 * words, not core's generic one), else core's text for the API's error (its code, its message), else
 * `fallbackId`'s text.
 */
export function failureText(error: unknown, fallbackId: string = CONNECTION_FAILED): string {
  return isApiError(error) && error.status === 0 ? t(CONNECTION_FAILED) : errorText(error, fallbackId);
}

/** The spec's follow alert: the server message, the generic one, or the network one. */
export function followErrorMessage(error: unknown): string {
  return failureText(error, FOLLOW_FAILED);
}
