import { z } from 'zod';
import { idPairShape, isoDateSchema, objectIdSchema, userRefSchema } from './common';

export const commentSchema = z.object({
  ...idPairShape,
  postId: objectIdSchema,
  content: z.string(),
  createdAt: isoDateSchema,
  user: userRefSchema,
  likeCount: z.number().int(),
  /** Per viewer; false for anonymous viewers. */
  liked: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.array(commentSchema);

export const COMMENT_MAX = 5000;
export const createCommentRequestSchema = z.object({
  content: z.string().trim().min(1, 'Comment cannot be empty').max(COMMENT_MAX),
});
export type CreateCommentRequest = z.infer<typeof createCommentRequestSchema>;

export const commentsParamsSchema = z.object({ postId: objectIdSchema });
export const commentIdParamsSchema = z.object({ commentId: objectIdSchema });
