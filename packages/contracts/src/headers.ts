// The API's custom headers and the stream cursor's form. Zod-free on purpose: the first view's
// bundle reads them (the API client, the notification stream), and a module that builds schemas
// at load time would bring zod into it.

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * Read-your-writes across API nodes: a write's answer names the cache invalidation it caused
 * (`<node>.<sequence>`); the client sends back the versions it holds (comma-separated), and a node
 * that has not applied one yet answers that request without its read cache. A client forgets a
 * version after `CACHE_VERSION_MAX_AGE_MS`: by then every node has heard it or its cache expired.
 */
export const CACHE_VERSION_HEADER = 'X-Cwt-Version';
export const CACHE_VERSION_MAX_AGE_MS = 60_000;

/** The unread count, also sent as the X-Unread-Count header of the list. */
export const UNREAD_COUNT_HEADER = 'X-Unread-Count';

/**
 * Where the live stream resumes: the position, in commit order, of the newest notification the
 * answer it came with could see. Sent as the X-Stream-Cursor header of the list (even when the page
 * is empty) and as the `id:` of every stream event; `GET /api/notifications/stream?cursor=` replays
 * every notification committed after it, then goes on live. Decimal digits, compared as numbers.
 */
export const STREAM_CURSOR_HEADER = 'X-Stream-Cursor';
/** A stream cursor's form (15 digits stay exact as a JS number); older event ids were ObjectIds. */
export const STREAM_CURSOR_PATTERN = /^\d{1,15}$/;
