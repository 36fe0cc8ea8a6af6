import { z } from 'zod';
import { idPairShape, isoDateSchema, objectIdSchema, pageQuerySchema, userRefSchema } from './common';

export const commentSchema = z.object({
  ...idPairShape,
  postId: objectIdSchema,
  content: z.string(),
  createdAt: isoDateSchema,
  user: userRefSchema,
  likeCount: z.number().int(),
  /** Per viewer; false for anonymous viewers. */
  liked: z.boolean(),
  /** Per viewer: the comment's author, the post's author and admins may delete it. */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.array(commentSchema);

export const COMMENT_MAX = 5000;
export const createCommentRequestSchema = z.object({
  content: z.string().trim().min(1, 'Comment cannot be empty').max(COMMENT_MAX),
});
export type CreateCommentRequest = z.infer<typeof createCommentRequestSchema>;

/**
 * GET /api/comments/:postId. Oldest first by default, so the thread reads top to bottom like a
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
