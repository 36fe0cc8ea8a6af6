// Zod-free on purpose: the reader's post page imports these, and a module that builds schemas at
// load time would bring zod into that page's first view (docs/quality.md, "Front end").

/**
 * Replies nest this many levels (a top-level comment is level 1); a reply deeper than that is listed
 * flat under its level-3 ancestor and names whom it answers (`replyTo`).
 */
export const COMMENT_THREAD_LEVELS = 3;

/**
 * `visible`: a comment. The others are tombstones, kept so their replies keep their place: no author,
 * no text, no likes. `deleted`: removed by its author, the post's author or an admin, or its author's
 * account was deleted. `hidden`: hidden by moderation (its author and admins still see it as visible).
 */
export const COMMENT_STATES = ['visible', 'deleted', 'hidden'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

/** The longest comment or reply, in characters. */
export const COMMENT_MAX = 5000;
