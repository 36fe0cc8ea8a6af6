import { z } from 'zod';

/**
 * Every `code` an API error answer can carry, with what it means. Codes are stable machine names:
 * clients translate them from their catalogue and fall back to the answer's English `message` for a
 * code they do not know (an older client, a newer API). A code is never renamed or reused; a new
 * refusal gets a new code here (docs/i18n.md, "The API").
 */
export const ERROR_CODES = {
  // Requests the API cannot read.
  VALIDATION_FAILED: 'A body, query or path value does not match the route schema; `field` names it',
  MALFORMED_JSON: 'The body is not valid JSON',
  BAD_REQUEST: 'The request is malformed in a way no more specific code names',
  PAYLOAD_TOO_LARGE: 'The body is larger than the API accepts',
  UNSUPPORTED_MEDIA_TYPE: 'The body has a content type the route does not read',
  REQUEST_TIMEOUT: 'The request did not arrive in time',
  HEADERS_TOO_LARGE: 'The request headers are larger than the server accepts',
  MALFORMED_URL: 'The URL has a broken %-escape',
  URL_TOO_LONG: 'A path segment is longer than the API accepts',
  ROUTE_NOT_FOUND: 'No route answers this method and path',
  RATE_LIMITED: 'Too many requests of this kind; `Retry-After` says when to try again',
  // Who is asking.
  AUTH_REQUIRED: 'The route needs a signed-in member and no token was sent',
  TOKEN_INVALID: 'The token is invalid, expired, or no longer valid for its account',
  LOGIN_FAILED: 'Wrong username, e-mail or password',
  ADMIN_REQUIRED: 'The route is for administrators',
  STREAM_TICKET_INVALID: 'The live stream ticket is invalid or expired',
  METRICS_TOKEN_REQUIRED: '/metrics needs the METRICS_TOKEN bearer token',
  GOOGLE_TOKEN_INVALID: 'The Google credential could not be verified',
  GOOGLE_EMAIL_MISSING: 'The Google account has no e-mail address',
  GOOGLE_NOT_CONFIGURED: 'Google sign-in is not configured on this server',
  GOOGLE_LINK_REFUSED: 'A Google account cannot be linked to an account whose e-mail is not verified',
  // Accounts.
  CONFLICT_USERNAME_TAKEN: 'The username belongs to another account',
  CONFLICT_EMAIL_TAKEN: 'The e-mail address belongs to another account',
  USERNAME_UNAVAILABLE: 'No free username could be chosen for a new Google account; try again',
  CURRENT_PASSWORD_REQUIRED: 'Changing the password needs the current one',
  CURRENT_PASSWORD_INCORRECT: 'The current password is wrong',
  RESET_TOKEN_INVALID: 'The password link is invalid, used or expired',
  VERIFY_TOKEN_INVALID: 'The e-mail verification link is invalid, used or expired',
  LAST_ADMIN: 'The last administrator cannot lose the role or be deleted',
  USER_NOT_FOUND: 'No such member',
  // Content.
  POST_NOT_FOUND: 'No such post, or the caller cannot see it',
  COMMENT_NOT_FOUND: 'No such comment, or the caller cannot see it',
  DRAFT_NOT_FOUND: 'No such draft of the caller',
  DRAFT_STALE: 'The draft changed since the version the save started from; the answer holds the server copy',
  DRAFT_EXISTS: 'The post already has a draft; the answer holds it',
  CATEGORY_NOT_FOUND: 'No such category',
  CATEGORY_UNKNOWN: 'The post names a category that does not exist',
  CATEGORY_NAME_TAKEN: 'Another category has this name',
  CATEGORY_IN_USE: 'The category still has posts; move them first',
  CATEGORY_MOVE_INVALID: 'The category to move posts to is the same one or does not exist',
  NOTIFICATION_NOT_FOUND: 'No such notification of the caller',
  CONTACT_MESSAGE_NOT_FOUND: 'No such contact message',
  SITEMAP_PAGE_NOT_FOUND: 'No such sitemap page',
  IMAGE_URL_INVALID: 'The image URL is not an http(s) URL',
  PARENT_COMMENT_INVALID: 'A reply names no visible comment of this post',
  POST_EDIT_FORBIDDEN: 'Only the author or an administrator can change this post',
  COMMENT_DELETE_FORBIDDEN: 'Only the comment author, the post author or an administrator can delete it',
  COMMENT_EDIT_FORBIDDEN: 'Only the comment author can edit it',
  REPORT_TARGET_UNKNOWN: 'The reported post, comment or member does not exist',
  // People.
  FOLLOW_SELF: 'Members cannot follow themselves',
  BLOCK_SELF: 'Members cannot block or mute themselves',
  BLOCK_LIMIT: 'The block or mute list is full',
  BLOCKED: 'A block between the two members refuses this',
  TOPIC_FOLLOW_LIMIT: 'The member follows as many topics as allowed',
  // Media.
  UPLOAD_MISSING: 'No image file in the upload',
  UPLOAD_EMPTY: 'The image file is empty',
  UPLOAD_UNREADABLE: 'The upload could not be read',
  IMAGE_TOO_LARGE: 'The image is over the size limit',
  IMAGE_TYPE_UNSUPPORTED: 'The file is not an accepted image (type, extension or appended data)',
  AUDIO_TEXT_REQUIRED: 'There is no text to read aloud',
  AUDIO_TEXT_TOO_LONG: 'The text is longer than the audio limit',
  // The server.
  INTERNAL_ERROR: 'An unexpected failure on the server (logged)',
  DATABASE_UNAVAILABLE: 'The database cannot be reached; retry after `Retry-After` seconds',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const errorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** Every error the API returns. */
export const errorBodySchema = z.object({
  /** English, for people and for clients that do not translate `code`. */
  message: z.string(),
  /** Optional on the wire for version skew: an API before issue 22 sent none. */
  code: errorCodeSchema.optional(),
  /** The failing field, for validation errors. */
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
