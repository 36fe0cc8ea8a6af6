import { IMAGE_MAX_BYTES } from '@cwt/contracts';
import { getToken, isApiError, t } from '@cwt/core';
import { type UploadProgress, uploadedUrl, uploadImage } from '@cwt/core/editor';

/** The spec's client-side checks, in its order; null when the file may be sent. */
export function imageFileError(file: File | null | undefined): string | null {
  if (!file) return t('editor.upload.noFile');
  if (!file.type.startsWith('image/')) return t('editor.upload.notImage');
  if (file.size > IMAGE_MAX_BYTES) return t('editor.upload.tooBig');
  return null;
}

/** Refused for want of a session: shown as is, and the caller sends the author to log in. */
const loginToUpload = () => new UploadRefused(t('editor.upload.login'), true, true);

/** The server's answer is no usable image address. */
export const invalidUrl = () => new UploadRefused(t('editor.upload.invalidUrl'), true);

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
  if (!getToken()) throw loginToUpload();
  let url: string | null;
  try {
    url = uploadedUrl(await uploadImage(file!, { onProgress, signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (isApiError(error) && error.status === 401) throw loginToUpload();
    throw new UploadRefused(error instanceof Error ? error.message : String(error), false);
  }
  if (!url || !/^https?:\/\//i.test(url)) throw invalidUrl();

  return url;
}

/** The toast for a failed upload: a client check's text as is, anything else after 'Upload failed:'. */
export function uploadFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof UploadRefused && error.clientCheck
    ? message
    : t('editor.upload.failed', { message });
}
