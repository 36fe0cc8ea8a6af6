import { z } from 'zod';
import { isoDateSchema, objectIdSchema, pagedSchema, pageQuerySchema } from './common';
import { errorBodySchema } from './error-codes';
import { CONTENT_MAX, TAGS_MAX, TITLE_MAX } from './posts';

/**
 * A draft holds whatever the editor had, so every field may be empty; the limits are the post's, so a
 * draft that fits always fits a post. Publishing applies the post's own rules (title, category and
 * content required).
 */
const draftFieldsShape = {
  title: z.string().max(TITLE_MAX).default(''),
  category: z.string().trim().max(60).default(''),
  tags: z.array(z.string().trim().max(40)).max(TAGS_MAX).default([]),
  content: z.string().max(CONTENT_MAX).default(''),
  imageCloudUrl: z.string().trim().max(2048).nullable().default(null),
};

/** GET/PUT /api/drafts/:id and the create answer. Only its owner ever sees one. */
export const draftSchema = z.object({
  id: objectIdSchema,
  /** The published post this draft edits; null for a post not yet published. */
  postId: objectIdSchema.nullable(),
  title: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  /** Sanitized HTML, as a post's. */
  content: z.string(),
  imageCloudUrl: z.string().nullable(),
  /** Raised by every save; a save names the version it started from. */
  version: z.number().int(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Draft = z.infer<typeof draftSchema>;

/** A row of "My drafts". */
export const draftSummarySchema = draftSchema.pick({
  id: true,
  postId: true,
  title: true,
  version: true,
  updatedAt: true,
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;
export const pagedDraftsSchema = pagedSchema(draftSummarySchema);
export type PagedDrafts = z.infer<typeof pagedDraftsSchema>;

/** GET /api/drafts: the caller's drafts, last edited first; `postId` finds the draft of one post. */
export const draftListQuerySchema = pageQuerySchema.extend({ postId: objectIdSchema.optional() });
export type DraftListQuery = z.input<typeof draftListQuerySchema>;

/** POST /api/drafts. With `postId`, the draft edits that post (the caller must be allowed to edit it). */
export const createDraftRequestSchema = z.object({
  ...draftFieldsShape,
  postId: objectIdSchema.nullable().default(null),
});
export type CreateDraftRequest = z.input<typeof createDraftRequestSchema>;

/** PUT /api/drafts/:id: the whole draft, and the version the editor started from. */
export const saveDraftRequestSchema = z.object({
  ...draftFieldsShape,
  version: z.number().int().min(1),
});
export type SaveDraftRequest = z.input<typeof saveDraftRequestSchema>;

/** POST /api/drafts/:id/publish: the version the author saw, so a newer copy is never published unseen. */
export const publishDraftRequestSchema = z.object({ version: z.number().int().min(1) });
export type PublishDraftRequest = z.input<typeof publishDraftRequestSchema>;

export const draftParamsSchema = z.object({ id: z.string() });

/**
 * 409 of a save or publish from a stale version (another device saved since), or of a second draft
 * for one post: the server's copy, so the editor can offer both.
 */
export const draftConflictSchema = errorBodySchema.extend({ draft: draftSchema });
export type DraftConflict = z.infer<typeof draftConflictSchema>;

/**
 * Largest body (bytes of JSON) the editor sends with `keepalive` when the page goes away: browsers
 * refuse keepalive requests beyond 64 KiB in flight, and the local copy covers a larger draft.
 */
export const DRAFT_KEEPALIVE_MAX_BYTES = 60_000;
/** Quiet time after the last change before the editor saves. */
export const DRAFT_AUTOSAVE_DELAY_MS = 3_000;
