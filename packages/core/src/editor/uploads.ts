import { API, UPLOAD_FIELD } from '@cwt/contracts';
import { ApiError, apiUrl, emit, getToken, NETWORK_ERROR_MESSAGE, signOut } from '@cwt/core';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, rounded down; 100 only once the server has answered. */
  percent: number;
}

export interface UploadImageOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** What POST /cloudinary/upload answered: the image's URL (either field may be missing on other hosts). */
export interface UploadedImage {
  url: string | null;
  secure_url: string | null;
}

function parseUploadBody(text: string): UploadedImage {
  const trimmed = text.trim();
  if (!trimmed) return { url: null, secure_url: null };
  try {
    const body = JSON.parse(trimmed) as unknown;
    if (typeof body === 'string') return { url: body, secure_url: null };
    if (body && typeof body === 'object') {
      const o = body as Record<string, unknown>;
      return {
        url: typeof o.url === 'string' ? o.url : null,
        secure_url: typeof o.secure_url === 'string' ? o.secure_url : null,
      };
    }
  } catch {
    // The spec allows a plain-text URL body.
  }
  return { url: trimmed, secure_url: null };
}

function errorMessage(status: number, statusText: string, text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body?.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON
  }
  if (text.trim() && text.length < 300) return text.trim();
  if (status === 413) return 'Image size should be less than 5MB';
  return statusText || `Upload failed with status ${status}`;
}

/**
 * Uploads one image to POST /cloudinary/upload (multipart field `image`, bearer token, credentials).
 * XMLHttpRequest rather than fetch because only it reports upload progress. Rejects with ApiError.
 */
export function uploadImage(file: Blob, options: UploadImageOptions = {}): Promise<UploadedImage> {
  const { onProgress, signal } = options;
  return new Promise<UploadedImage>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const token = getToken();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(API.upload));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !onProgress) return;
      // Hold at 99 until the server has stored and answered: bytes sent is not "done".
      const percent = Math.min(99, Math.floor((event.loaded / event.total) * 100));
      onProgress({ loaded: event.loaded, total: event.total, percent });
    };
    xhr.onload = () => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
        resolve(parseUploadBody(text));
        return;
      }
      if (xhr.status === 401 && token && getToken() === token) {
        signOut();
        emit('session:expired', { path: API.upload });
      }
      reject(new ApiError(xhr.status, errorMessage(xhr.status, xhr.statusText, text)));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file instanceof File ? file.name : 'image');
    xhr.send(form);
  });
}

/** The image URL to keep: secure_url when present, else url. */
export function uploadedUrl(image: UploadedImage): string | null {
  return image.secure_url || image.url;
}
