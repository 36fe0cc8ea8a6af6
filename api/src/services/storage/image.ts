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

const NAME_EXTENSIONS: Record<ImageType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif', 'pjpeg', 'pjp'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};
const TYPE_NAMES: Record<ImageType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};
export const typeName = (type: ImageType) => TYPE_NAMES[type];

/**
 * The extension of a client's file name when it names another type than the bytes (`photo.exe`, a
 * JPEG sent as `cat.png`), else null. Names without an extension (a pasted blob) are fine.
 */
export function mismatchedExtension(filename: string | undefined, type: ImageType): string | null {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  const extension = base.slice(dot + 1).toLowerCase();
  return NAME_EXTENSIONS[type].includes(extension) ? null : extension;
}

/** Skips GIF data sub-blocks (size byte, data, ..., a zero size); the offset after them or null. */
function skipGifSubBlocks(bytes: Buffer, start: number): number | null {
  let offset = start;
  while (offset < bytes.length) {
    const size = bytes[offset]!;
    offset += 1 + size;
    if (size === 0) return offset;
  }
  return null;
}

function pngEnd(bytes: Buffer): number | null {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const end = offset + 12 + bytes.readUInt32BE(offset);
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IEND') return end <= bytes.length ? end : null;
    offset = end;
  }
  return null;
}

function jpegEnd(bytes: Buffer): number | null {
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return offset + 2;
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return null;
    offset += 2 + bytes.readUInt16BE(offset + 2);
    if (marker !== 0xda) continue;
    // Entropy-coded data after a start of scan runs to the next marker that is not a stuffed zero
    // or a restart marker.
    while (offset + 1 < bytes.length) {
      const next = bytes[offset + 1]!;
      if (bytes[offset] === 0xff && next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) break;
      offset += 1;
    }
  }
  return null;
}

function gifEnd(bytes: Buffer): number | null {
  if (bytes.length < 13) return null;
  const colorTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let offset: number | null = 13 + colorTable(bytes[10]!);
  while (offset !== null && offset < bytes.length) {
    const block: number = bytes[offset]!;
    if (block === 0x3b) return offset + 1;
    if (block === 0x21) offset = skipGifSubBlocks(bytes, offset + 2);
    else if (block === 0x2c && offset + 10 <= bytes.length)
      // Image descriptor, local colour table, LZW minimum code size, then the data sub-blocks.
      offset = skipGifSubBlocks(bytes, offset + 10 + colorTable(bytes[offset + 9]!) + 1);
    else return null;
  }
  return null;
}

function webpEnd(bytes: Buffer): number | null {
  const size = bytes.readUInt32LE(4);
  const end = 8 + size + (size & 1);
  return end <= bytes.length ? end : null;
}

/**
 * Where the image's own data ends (its end marker or container length), walking the format's
 * structure; null when the structure does not add up, which the decoder then refuses.
 */
export function imageEnd(bytes: Buffer, type: ImageType): number | null {
  switch (type) {
    case 'image/png':
      return pngEnd(bytes);
    case 'image/jpeg':
      return jpegEnd(bytes);
    case 'image/gif':
      return gifEnd(bytes);
    case 'image/webp':
      return webpEnd(bytes);
  }
}

/**
 * Bytes after the image's end that are more than padding: the mark of a polyglot (an image with
 * HTML, a script or a ZIP archive appended, so one file is two things). Decoders ignore them.
 */
export function hasTrailingData(bytes: Buffer, type: ImageType): boolean {
  const end = imageEnd(bytes, type);
  if (end === null) return false;
  for (let i = end; i < bytes.length; i++) if (bytes[i] !== 0x00 && bytes[i] !== 0xff) return true;
  return false;
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
