// Zod-free on purpose: the first view's bundle imports isObjectId (route parameters are checked
// before any request), and a module that builds schemas at load time would bring zod into it
// (25.8 kB gzip, which put home and a post over the 190 kB budget).

/** Ids are 24-hex strings (ObjectId-like) because spec clients validate that shape. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

/** The id check without zod, for a route parameter read before any request is made. */
export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}
