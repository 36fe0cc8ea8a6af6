import sharp from 'sharp';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** Widest image we keep; wider uploads are scaled down (aspect ratio kept). */
export const MAX_IMAGE_WIDTH = 1600;

const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
export const extensionOf = (type: ImageType) => EXTENSIONS[type];

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The type the bytes say they are (magic numbers); the file name and declared type are ignored. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** SVG is text that can carry scripts; it is refused by name so the message can say why. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || /<svg[\s>]/.test(head)
  );
}

export interface ProcessedImage {
  bytes: Buffer;
  type: ImageType;
  width: number;
  height: number;
}

/**
 * Decodes and re-encodes the image: drops every metadata block (EXIF incl. GPS, XMP, ICC comments),
 * applies the EXIF orientation first so the picture still stands the right way up, and scales
 * anything wider than MAX_IMAGE_WIDTH down. Animated GIF and WebP keep all their frames
 * (`animated: true`); the size cap then applies per frame. Throws when the bytes do not decode.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<ProcessedImage> {
  const animated = type === 'image/gif' || type === 'image/webp';
  let pipeline = sharp(bytes, { animated, failOn: 'error', limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true });
  switch (type) {
    case 'image/png':
      pipeline = pipeline.png({ compressionLevel: 9 });
      break;
    case 'image/jpeg':
      pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
      break;
    case 'image/gif':
      pipeline = pipeline.gif();
      break;
    case 'image/webp':
      pipeline = pipeline.webp({ quality: 85 });
      break;
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  // For animations sharp reports the full strip height; pageHeight is one frame.
  const height = info.pageHeight ?? info.height;
  return { bytes: data, type, width: info.width, height };
}
