import { z } from 'zod';
import { idPairShape, isoDateSchema, objectIdSchema } from './common';

export const addHistoryRequestSchema = z.object({
  postId: objectIdSchema,
  description: z.string().trim().max(200).default('Viewed the post'),
});
export type AddHistoryRequest = z.input<typeof addHistoryRequestSchema>;

/** The post a history entry points at; null when the post was deleted ('Bài viết không tồn tại'). */
export const historyPostRefSchema = z.object({
  ...idPairShape,
  title: z.string(),
  imageCloudUrl: z.string().nullable(),
});

export const historyEntrySchema = z.object({
  ...idPairShape,
  /** Last view time. */
  timestamp: isoDateSchema,
  description: z.string(),
  details: z.object({ postId: historyPostRefSchema.nullable() }),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyResponseSchema = z.object({
  data: z.object({
    history: z.array(historyEntrySchema),
    total: z.number().int(),
    page: z.number().int().describe('one-based, as the history screen pages'),
    totalPages: z.number().int(),
  }),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const addHistoryResponseSchema = z.object({ message: z.string(), entry: historyEntrySchema });
