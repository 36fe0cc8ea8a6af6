import { z } from 'zod';
import { AUDIO_TEXT_MAX, IMAGE_TYPES } from './media-limits';

/** POST /cloudinary/upload (Cloudinary-shaped so both readings work). */
export const uploadResponseSchema = z.object({
  url: z.string(),
  secure_url: z.string(),
  id: z.string(),
  contentType: z.enum(IMAGE_TYPES),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** POST /api/audio/generate: returns audio/wav bytes. */
export const audioRequestSchema = z.object({ text: z.string().trim().min(1).max(AUDIO_TEXT_MAX) });
export type AudioRequest = z.infer<typeof audioRequestSchema>;
