import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common';
import { postSummarySchema } from './posts';

/** GET /bookmarks items: a post plus when it was saved. Newest saved first. */
export const bookmarkItemSchema = postSummarySchema.extend({ savedAt: isoDateSchema });
export type BookmarkItem = z.infer<typeof bookmarkItemSchema>;
export const bookmarkListSchema = z.array(bookmarkItemSchema);

export const bookmarkParamsSchema = z.object({ postId: objectIdSchema });
/** POST/DELETE /bookmarks/post/:postId. */
export const bookmarkResponseSchema = z.object({ saved: z.boolean(), isSaved: z.boolean() });
export type BookmarkResponse = z.infer<typeof bookmarkResponseSchema>;
