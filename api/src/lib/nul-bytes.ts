/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a stored string made the insert fail with a
 * 500. Requests carrying one are refused up front instead (stripping it silently could join the two
 * halves of a tag name like `<scr\0ipt>` after the sanitizer has looked at it).
 */
export const NUL_MESSAGE = 'Text must not contain NUL characters';

export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || containsNul(v));
  }
  return false;
}

/** JSON can only spell a NUL as an escape: texts without one need no walk of the parsed value. */
export function jsonMayContainNul(text: string): boolean {
  return /\\u0000/i.test(text);
}
