import { z } from 'zod';
import { categoryNameSchema } from './categories';
import {
  idPairShape,
  ignoredBodyIdSchema,
  isoDateSchema,
  objectIdSchema,
  pagedSchema,
  pageQuerySchema,
  userRefSchema,
} from './common';

export const postAuthorSchema = userRefSchema;
export type PostAuthor = z.infer<typeof postAuthorSchema>;
/** Only the post detail shows the author's e-mail (the author card). */
export const postDetailAuthorSchema = userRefSchema.extend({ email: z.string() });
export type PostDetailAuthor = z.infer<typeof postDetailAuthorSchema>;

const postBaseShape = {
  ...idPairShape,
  title: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  imageCloudUrl: z.string().nullable(),
  /** Plain-text opening of the content, for cards and search results. */
  excerpt: z.string(),
  readingMinutes: z.number().int(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  likeCount: z.number().int(),
  /** Same value as likeCount: some spec screens read this spelling. */
  likeCnt: z.number().int(),
  commentCount: z.number().int(),
  /** Per viewer; false for anonymous viewers. */
  liked: z.boolean(),
  saved: z.boolean(),
  isSaved: z.boolean(),
};

/** A post in lists (home, popular, search, profile, bookmarks). */
export const postSummarySchema = z.object({ ...postBaseShape, author: postAuthorSchema });
export type PostSummary = z.infer<typeof postSummarySchema>;

/** GET /api/posts/:id and the create/update responses. */
export const postSchema = z.object({
  ...postBaseShape,
  author: postDetailAuthorSchema,
  /** Sanitized HTML. */
  content: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const pagedPostsSchema = pagedSchema(postSummarySchema);
export type PagedPosts = z.infer<typeof pagedPostsSchema>;
export const postListSchema = z.array(postSummarySchema);

export const POST_SORTS = ['newest', 'oldest', 'likes', 'comments'] as const;
export const postListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional().describe('case-insensitive title filter'),
  category: z.string().trim().max(60).optional(),
  tag: z.string().trim().max(60).optional(),
  topic: z
    .string()
    .trim()
    .max(60)
    .optional()
    .describe('posts whose category or one of whose tags equals this name, case-insensitive'),
  authorId: objectIdSchema.optional(),
  sort: z.enum(POST_SORTS).default('newest'),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const POPULAR_PERIODS = ['week', 'month', 'year'] as const;
export type PopularPeriod = (typeof POPULAR_PERIODS)[number];
export const mostLikedQuerySchema = pageQuerySchema.extend({
  period: z.enum(POPULAR_PERIODS).optional().describe('omitted: all time'),
  q: z.string().trim().max(200).optional(),
});
export type MostLikedQuery = z.infer<typeof mostLikedQuerySchema>;

export const searchQuerySchema = pageQuerySchema.extend({
  keyword: z.string().max(200).default(''),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const postIdParamsSchema = z.object({ id: objectIdSchema });
export const postsByUserParamsSchema = z.object({ userId: objectIdSchema });
export const relatedParamsSchema = z.object({ tag: z.string().min(1).max(60), postId: objectIdSchema });
export const postByCommentParamsSchema = z.object({ commentId: objectIdSchema });
/** The bare id as a JSON string: the spec says the call returns "the id of the post" and builds `/blog/${answer}`. */
export const postByCommentResponseSchema = objectIdSchema;
export type PostByCommentResponse = z.infer<typeof postByCommentResponseSchema>;

export const TITLE_MAX = 200;
export const CONTENT_MAX = 200_000;
export const TAGS_MAX = 10;

const tagsSchema = z
  .array(z.string().trim().max(40))
  .max(TAGS_MAX)
  .transform((tags) => [...new Set(tags.filter((t) => t.length > 0))]);

/** POST /api/posts. The admin form sends `id` (ignored) and no tags. */
export const createPostRequestSchema = z.object({
  id: ignoredBodyIdSchema,
  title: z.string().trim().min(1, 'Title is required').max(TITLE_MAX),
  category: categoryNameSchema,
  tags: tagsSchema.default([]),
  content: z.string().trim().min(1, 'Content is required').max(CONTENT_MAX),
  imageCloudUrl: z.string().trim().max(2048).nullable().optional(),
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;

/** PUT /api/posts/:id: any subset of the create fields; the path names the post. */
export const updatePostRequestSchema = z.object({
  id: ignoredBodyIdSchema,
  title: z.string().trim().min(1, 'Title is required').max(TITLE_MAX).optional(),
  category: categoryNameSchema.optional(),
  tags: tagsSchema.optional(),
  content: z.string().trim().min(1, 'Content is required').max(CONTENT_MAX).optional(),
  imageCloudUrl: z.string().trim().max(2048).nullable().optional(),
});
export type UpdatePostRequest = z.input<typeof updatePostRequestSchema>;

/** POST/DELETE /api/likes/post/:postId and /api/likes/comment/:commentId. */
export const likeResponseSchema = z.object({
  liked: z.boolean(),
  likeCount: z.number().int(),
  likeCnt: z.number().int(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;
export const likePostParamsSchema = z.object({ postId: objectIdSchema });
export const likeCommentParamsSchema = z.object({ commentId: objectIdSchema });
