import { z } from 'zod';
import { OBJECT_ID_PATTERN } from './ids';

export const objectIdSchema = z.string().regex(OBJECT_ID_PATTERN, 'must be a 24-character hexadecimal id');
export type ObjectId = z.infer<typeof objectIdSchema>;

export const isoDateSchema = z.string().describe('ISO-8601 timestamp');

/** Query of every paged endpoint. Array endpoints accept it too and report the total in X-Total-Count. */
export const PAGE_DEFAULT_SIZE = 20;
export const PAGE_MAX_SIZE = 100;
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0).describe('zero-based page number'),
  size: z.coerce.number().int().min(1).max(PAGE_MAX_SIZE).default(PAGE_DEFAULT_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Spring-style page object the spec's clients read (`content`). */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int().describe('zero-based page number'),
    size: z.number().int(),
  });
}
export interface Paged<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Query of endpoints that return a plain array (the spec reads them as arrays); total in X-Total-Count. */
export const arrayPageQuerySchema = pageQuerySchema;

/**
 * An `id` the spec's admin forms send in a body: ignored, since the server (create) or the path
 * (update) names the entity. A form's initial state sends `null` or `""`, so both mean "no id".
 */
export const ignoredBodyIdSchema = z
  .string()
  .max(200)
  .nullable()
  .optional()
  .describe('ignored (null or "" mean none); the server or the path names the entity');

/** Every entity the spec reads by `_id` carries both spellings with the same value. */
export const idPairShape = { id: objectIdSchema, _id: objectIdSchema };

/** Public view of a person wherever one is embedded (post author, comment user, follower row). */
export const userRefSchema = z.object({
  ...idPairShape,
  name: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
});
export type UserRef = z.infer<typeof userRefSchema>;

export const objectIdParam = (name: string) => z.object({ [name]: objectIdSchema });

/** GET /health. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  uptime: z.number(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
