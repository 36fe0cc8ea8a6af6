import { z } from 'zod';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** The multipart field POST /cloudinary/upload reads. */
export const UPLOAD_FIELD = 'image';

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

export const AUDIO_TEXT_MAX = 5000;
/** POST /api/audio/generate: returns audio/wav bytes. */
export const audioRequestSchema = z.object({ text: z.string().trim().min(1).max(AUDIO_TEXT_MAX) });
export type AudioRequest = z.infer<typeof audioRequestSchema>;
