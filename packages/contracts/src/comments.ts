import { z } from 'zod';
import { COMMENT_MAX, COMMENT_STATES } from './comment-limits';
import { idPairShape, isoDateSchema, objectIdSchema, pageQuerySchema, userRefSchema } from './common';

/** Whom a flat-listed reply answers; `username` is null when that comment is a tombstone. */
export const commentReplyToSchema = z.object({ id: objectIdSchema, username: z.string().nullable() });
export type CommentReplyTo = z.infer<typeof commentReplyToSchema>;

export const commentSchema = z.object({
  ...idPairShape,
  postId: objectIdSchema,
  /** Empty for a tombstone. */
  content: z.string(),
  createdAt: isoDateSchema,
  /** Null for a tombstone. */
  user: userRefSchema.nullable(),
  likeCount: z.number().int(),
  /** Per viewer; false for anonymous viewers. */
  liked: z.boolean(),
  /** Per viewer: the comment's author, the post's author and admins may delete it. */
  canDelete: z.boolean(),
  /** Per viewer: only the comment's author may change its text (admins hide or delete, never rewrite). */
  canEdit: z.boolean(),
  /** When its author last changed the text; null if never (and for a tombstone). */
  editedAt: isoDateSchema.nullable(),
  /** The comment this one answers; null for a top-level comment. */
  parentId: objectIdSchema.nullable(),
  /** 1 for a top-level comment; a reply is one deeper than its parent (shown at most 3 deep). */
  depth: z.number().int().min(1),
  /** What `GET /api/comments/{id}/replies` lists for this viewer: direct replies, or the whole subtree at level 3. */
  replyCount: z.number().int(),
  /** Set on replies deeper than level 3 (listed flat under their level-3 ancestor). */
  replyTo: commentReplyToSchema.nullable(),
  state: z.enum(COMMENT_STATES),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.array(commentSchema);

/** A comment's text, new or edited: trimmed, not blank, at most COMMENT_MAX characters. */
const commentContentSchema = z.string().trim().min(1, 'Comment cannot be empty').max(COMMENT_MAX);
export const createCommentRequestSchema = z.object({
  content: commentContentSchema,
  /** Reply to this comment: a visible comment of the same post (else 400). */
  parentId: objectIdSchema.nullish(),
});
export type CreateCommentRequest = z.infer<typeof createCommentRequestSchema>;

/** PUT /api/comments/:commentId: the author's new text, under the same rules as a new comment. */
export const editCommentRequestSchema = z.object({ content: commentContentSchema });
export type EditCommentRequest = z.infer<typeof editCommentRequestSchema>;

/**
 * GET /api/comments/:postId: the top-level comments (replies are read per comment). Oldest first by default, so the thread reads top to bottom like a
 * conversation and a new comment lands at the end; `order=newest` flips it. Total in X-Total-Count.
 */
export const COMMENT_ORDERS = ['oldest', 'newest'] as const;
export const commentListQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(50),
  order: z.enum(COMMENT_ORDERS).default('oldest'),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

export const commentsParamsSchema = z.object({ postId: objectIdSchema });
export const commentIdParamsSchema = z.object({ commentId: objectIdSchema });

/**
 * GET /api/comments/:commentId/replies: a comment's direct replies, oldest first; for a level-3
 * comment its whole subtree in time order. Total in X-Total-Count.
 */
export const commentRepliesQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type CommentRepliesQuery = z.infer<typeof commentRepliesQuerySchema>;
