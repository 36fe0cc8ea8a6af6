import { IMAGE_MAX_BYTES } from '@cwt/contracts';
import { getToken, isApiError, type UploadProgress, uploadedUrl, uploadImage } from '@cwt/core';

/** The spec's client-side checks, in its order; null when the file may be sent. */
export function imageFileError(file: File | null | undefined): string | null {
  if (!file) return 'Please select an image file';
  if (!file.type.startsWith('image/')) return 'Please select an image file (JPEG/PNG)';
  if (file.size > IMAGE_MAX_BYTES) return 'Image size should be less than 5MB';
  return null;
}

export const LOGIN_TO_UPLOAD = 'You need to login to upload images';
export const INVALID_URL = 'Invalid image URL received from server';

export class UploadRefused extends Error {
  constructor(
    message: string,
    /** True when the message should be shown as-is (a client check), not as 'Upload failed: ...'. */
    readonly clientCheck: boolean,
    readonly needsLogin = false,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

/** Checks, uploads and validates the returned URL; throws UploadRefused with the spec's messages. */
export async function uploadCheckedImage(
  file: File | null | undefined,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const problem = imageFileError(file);
  if (problem) throw new UploadRefused(problem, true);
  if (!getToken()) throw new UploadRefused(LOGIN_TO_UPLOAD, true, true);
  let url: string | null;
  try {
    url = uploadedUrl(await uploadImage(file!, { onProgress, signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (isApiError(error) && error.status === 401) throw new UploadRefused(LOGIN_TO_UPLOAD, true, true);
    throw new UploadRefused(error instanceof Error ? error.message : String(error), false);
  }
  if (!url || !/^https?:\/\//i.test(url)) throw new UploadRefused(INVALID_URL, true);
  return url;
}
