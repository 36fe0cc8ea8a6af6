import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES, type UploadResponse } from '@cwt/contracts';
import type { AppContext } from '../context';
import { uploads } from '../db/schema';
import { badRequest, HttpError } from '../lib/errors';
import { absoluteUrl } from '../lib/urls';
import {
  extensionOf,
  hasTrailingData,
  looksLikeSvg,
  mismatchedExtension,
  reencodeImage,
  sniffImageType,
  typeName,
} from './storage/image';
import type { StorageAdapter } from './storage/types';

export const UNSUPPORTED_TYPE_MESSAGE = 'Only PNG, JPEG, GIF or WebP images can be uploaded';
export const TOO_LARGE_MESSAGE = 'Image size should be less than 5MB';

/** Checks, re-encodes, stores and records one uploaded image; `filename` is the client's name for it. */
export async function storeUpload(
  ctx: AppContext,
  storage: StorageAdapter,
  ownerId: string,
  input: Buffer,
  filename?: string,
): Promise<UploadResponse> {
  if (input.length === 0) throw badRequest('UPLOAD_EMPTY', 'The image file is empty', 'image');
  if (input.length > IMAGE_MAX_BYTES) throw new HttpError(413, 'IMAGE_TOO_LARGE', TOO_LARGE_MESSAGE, 'image');
  const type = sniffImageType(input);
  if (!type) {
    if (looksLikeSvg(input))
      throw new HttpError(
        415,
        'IMAGE_TYPE_UNSUPPORTED',
        `SVG images are not accepted. ${UNSUPPORTED_TYPE_MESSAGE}`,
        'image',
      );
    throw new HttpError(
      415,
      'IMAGE_TYPE_UNSUPPORTED',
      `This file is not an image. ${UNSUPPORTED_TYPE_MESSAGE}`,
      'image',
    );
  }
  // The name is not used for storage, but a file that says one thing and is another is suspect.
  const extension = mismatchedExtension(filename, type);
  if (extension)
    throw new HttpError(
      415,
      'IMAGE_TYPE_UNSUPPORTED',
      `The file name ends in .${extension} but the file is a ${typeName(type)} image. ${UNSUPPORTED_TYPE_MESSAGE}`,
      'image',
    );
  // The re-encode below would drop appended data, but a file built to be two things is refused.
  if (hasTrailingData(input, type))
    throw new HttpError(
      415,
      'IMAGE_TYPE_UNSUPPORTED',
      `The image has other data appended to it. ${UNSUPPORTED_TYPE_MESSAGE}`,
      'image',
    );

  let processed: Awaited<ReturnType<typeof reencodeImage>>;
  try {
    processed = await reencodeImage(input, type);
  } catch {
    // Right magic number, wrong body: a truncated file or a polyglot dressed up as an image.
    throw new HttpError(
      415,
      'IMAGE_TYPE_UNSUPPORTED',
      `The image could not be read. ${UNSUPPORTED_TYPE_MESSAGE}`,
      'image',
    );
  }

  const sha256 = createHash('sha256').update(processed.bytes).digest('hex');
  const key = `img/${sha256.slice(0, 2)}/${sha256}.${extensionOf(processed.type)}`;
  const stored = await storage.put(key, processed.bytes, processed.type);
  const [row] = await ctx.db
    .insert(uploads)
    .values({
      ownerId,
      storageKey: key,
      contentType: processed.type,
      bytes: processed.bytes.length,
      width: processed.width,
      height: processed.height,
      sha256,
    })
    .returning({ id: uploads.id });

  const url = absoluteUrl(ctx.config.publicUrl, stored)!;
  return {
    url,
    secure_url: url,
    id: row!.id,
    contentType: processed.type,
    bytes: processed.bytes.length,
    width: processed.width,
    height: processed.height,
  };
}
