import { z } from 'zod';
import { idPairShape, isoDateSchema, objectIdSchema } from './common';

export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Email is invalid').max(254)),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ message: z.string(), id: objectIdSchema });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** Admin view of a stored message. */
export const contactMessageSchema = z.object({
  ...idPairShape,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: isoDateSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageListSchema = z.array(contactMessageSchema);
export const contactMessageIdParamsSchema = z.object({ id: objectIdSchema });
export const contactMessageUpdateSchema = z.object({ handled: z.boolean() });
export const contactMessageListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
