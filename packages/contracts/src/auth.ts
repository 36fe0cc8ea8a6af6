import { z } from 'zod';
import { objectIdSchema } from './common';
import { localeSchema } from './locale';

export const ROLES = ['USER', 'ADMIN'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const PASSWORD_MIN_LENGTH = 8;

const trimmed = (max: number) => z.string().trim().min(1).max(max);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200);

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(40)
  .regex(/^[a-zA-Z0-9._-]+$/, 'Username may contain letters, digits, dot, dash and underscore');

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address').max(254));

export const registerRequestSchema = z.object({
  name: trimmed(100),
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What POST /login and POST /api/auth/google return. */
export const loginResponseSchema = z.object({
  token: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  id: objectIdSchema,
  userRole: roleSchema,
  email: z.string(),
  name: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const googleLoginRequestSchema = z.object({ token: z.string().min(1).max(8192) });
export type GoogleLoginRequest = z.infer<typeof googleLoginRequestSchema>;

/** The signed-in user's own record (GET /api/users/me, PUT /api/users). */
export const meSchema = z.object({
  id: objectIdSchema,
  _id: objectIdSchema,
  name: z.string(),
  email: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  userRole: roleSchema,
  location: z.string().nullable(),
  website: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** The language the member chose (issue 22); absent until they choose one. */
  locale: localeSchema.optional(),
});
export type Me = z.infer<typeof meSchema>;

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\//i.test(v), 'must be an http or https URL');

export const updateMeRequestSchema = z.object({
  name: trimmed(100).optional(),
  email: emailSchema.optional(),
  profilePicture: z.union([httpUrl, z.literal(''), z.null()]).optional(),
  location: z.string().trim().max(100).nullable().optional(),
  website: z.union([httpUrl, z.literal(''), z.null()]).optional(),
  password: z.union([passwordSchema, z.literal('')]).optional(),
  currentPassword: z.string().max(200).optional(),
  locale: localeSchema.optional(),
});
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;

/** POST /register (201). The client then logs in. */
export const registerResponseSchema = z.object({
  message: z.string(),
  id: objectIdSchema,
  username: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(10).max(200),
  password: passwordSchema,
});
export const verifyEmailRequestSchema = z.object({ token: z.string().min(10).max(200) });

/** PUT /api/users: the user, plus a fresh token when the password changed (older tokens stop working). */
export const updateMeResponseSchema = meSchema.extend({ token: z.string().optional() });
export type UpdateMeResponse = z.infer<typeof updateMeResponseSchema>;

/** DELETE /api/users/me: the current password confirms it. */
export const deleteMeRequestSchema = z.object({ password: z.string().min(1).max(200) });
export type DeleteMeRequest = z.infer<typeof deleteMeRequestSchema>;

export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
/** The neutral answer of POST /api/auth/password/forgot, whether or not the e-mail is known. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that e-mail, we have sent a link to reset the password.';
export const RESET_TOKEN_INVALID = 'This reset link is invalid or has expired.';
export const VERIFY_TOKEN_INVALID = 'This verification link is invalid or has expired.';
