import { z } from 'zod';
import { emailSchema, passwordSchema, roleSchema, usernameSchema } from './auth';
import { idPairShape, ignoredBodyIdSchema, isoDateSchema, objectIdSchema } from './common';

/** A row of GET /api/admin/users. */
export const adminUserSchema = z.object({
  ...idPairShape,
  name: z.string(),
  email: z.string(),
  username: z.string(),
  userRole: roleSchema,
  profilePicture: z.string().nullable(),
  postCount: z.number().int(),
  createdAt: isoDateSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

export const ADMIN_USERS_DEFAULT_SIZE = 100;
export const ADMIN_USERS_MAX_SIZE = 500;
export const adminUserListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_SIZE).default(ADMIN_USERS_DEFAULT_SIZE),
  q: z.string().trim().max(100).optional(),
});

/** The admin form types the role as free text; it must still name a real role (any case). */
const freeTextRole = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(roleSchema);

/** POST /api/admin/users. `id` is ignored; username and password are generated when absent. */
export const adminCreateUserRequestSchema = z.object({
  id: ignoredBodyIdSchema,
  name: z.string().trim().min(1, 'Name is required').max(100),
  email: emailSchema,
  userRole: freeTextRole,
  username: usernameSchema.optional(),
  password: passwordSchema.optional(),
});
export type AdminCreateUserRequest = z.input<typeof adminCreateUserRequestSchema>;

/** PUT /api/admin/users/:id: the same body (any subset); the path names the user. */
export const adminUpdateUserRequestSchema = adminCreateUserRequestSchema.partial();
export type AdminUpdateUserRequest = z.input<typeof adminUpdateUserRequestSchema>;
export const adminUserIdParamsSchema = z.object({ id: objectIdSchema });

/** GET /api/admin/stats: dashboard numbers computed on the server. */
export const adminStatsSchema = z.object({
  posts: z.number().int(),
  users: z.number().int(),
  categories: z.number().int(),
  comments: z.number().int(),
  pendingReports: z.number().int(),
  postsByDay: z.array(
    z.object({ date: z.string().describe('YYYY-MM-DD in SITE_TIMEZONE'), count: z.number().int() }),
  ),
  postsByCategory: z.array(z.object({ category: z.string(), count: z.number().int() })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
export const adminStatsQuerySchema = z.object({
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** DELETE /api/admin/users/:id: what happens to the user's posts and comments. */
export const DELETED_USER_CONTENT = ['delete', 'keep'] as const;
export const adminDeleteUserQuerySchema = z.object({
  content: z
    .enum(DELETED_USER_CONTENT)
    .default('delete')
    .describe("keep: posts and comments move to the 'deleted user' author"),
});
export type AdminDeleteUserQuery = z.infer<typeof adminDeleteUserQuerySchema>;
/** Name of the placeholder author that kept content moves to. */
export const DELETED_USER_NAME = 'deleted user';
