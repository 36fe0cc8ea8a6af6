import { z } from 'zod';
import { idPairShape, objectIdSchema } from './common';

export const DEFAULT_CATEGORIES = [
  'Technology',
  'Travel',
  'Food',
  'Lifestyle',
  'Health',
  'Education',
  'Business',
  'Entertainment',
] as const;

export const categorySchema = z.object({
  ...idPairShape,
  name: z.string(),
  postCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

export const categoryNameSchema = z.string().trim().min(1, 'Category Name is required').max(60);
export const categoryRequestSchema = z.object({ name: categoryNameSchema });
export type CategoryRequest = z.infer<typeof categoryRequestSchema>;
export const categoryIdParamsSchema = z.object({ id: objectIdSchema });

/**
 * GET /api/tags — every distinct category and tag over visible posts with how many carry it:
 * categories first, then tags, each most used first. A name can appear once as each kind.
 */
export const TAG_KINDS = ['category', 'tag'] as const;
export const tagCountSchema = z.object({
  name: z.string(),
  count: z.number().int(),
  kind: z.enum(TAG_KINDS),
});
export type TagCount = z.infer<typeof tagCountSchema>;
export const tagListSchema = z.array(tagCountSchema);

/** DELETE /api/categories/:id: refused (409) while posts use it, unless they move to `reassignTo`. */
export const categoryDeleteQuerySchema = z.object({ reassignTo: objectIdSchema.optional() });
