// Zod-free on purpose: the reader's post page imports these, and a module that builds schemas at
// load time would bring zod into that page's first view (docs/quality.md, "Front end").

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** The multipart field POST /cloudinary/upload reads. */
export const UPLOAD_FIELD = 'image';
/** The longest text read aloud in one request, in characters. */
export const AUDIO_TEXT_MAX = 5000;
