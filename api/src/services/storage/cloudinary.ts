import { createHash } from 'node:crypto';
import { type StorageAdapter, StorageError } from './types';

export interface CloudinaryCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

/** `cloudinary://<api_key>:<api_secret>@<cloud_name>`, the format Cloudinary's console shows. */
export function parseCloudinaryUrl(value: string): CloudinaryCredentials {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>');
  }
  const apiKey = decodeURIComponent(url.username);
  const apiSecret = decodeURIComponent(url.password);
  const cloudName = url.hostname;
  if (url.protocol !== 'cloudinary:' || !apiKey || !apiSecret || !cloudName)
    throw new Error('CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>');
  return { cloudName, apiKey, apiSecret };
}

/** Cloudinary's request signature: the sorted `k=v` pairs joined by `&`, plus the secret, SHA-1. */
export function cloudinarySignature(params: Record<string, string>, apiSecret: string): string {
  const payload = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('sha1')
    .update(payload + apiSecret)
    .digest('hex');
}

/** Signed uploads to Cloudinary's REST upload API over fetch (no SDK). */
export function cloudinaryStorage(
  cloudinaryUrl: string,
  apiUrl = 'https://api.cloudinary.com',
  now: () => number = Date.now,
): StorageAdapter {
  const creds = parseCloudinaryUrl(cloudinaryUrl);
  const endpoint = `${apiUrl.replace(/\/+$/, '')}/v1_1/${encodeURIComponent(creds.cloudName)}/image/upload`;

  return {
    name: 'cloudinary',
    async put(key, bytes, contentType) {
      // Cloudinary adds the extension itself; the public id is the key without it.
      const params = {
        overwrite: 'false',
        public_id: key.replace(/\.[a-z0-9]+$/i, ''),
        timestamp: String(Math.floor(now() / 1000)),
      };
      const form = new FormData();
      for (const [k, v] of Object.entries(params)) form.set(k, v);
      form.set('api_key', creds.apiKey);
      form.set('signature', cloudinarySignature(params, creds.apiSecret));
      form.set('file', new Blob([new Uint8Array(bytes)], { type: contentType }), key.split('/').pop());

      let response: Response;
      try {
        response = await fetch(endpoint, { method: 'POST', body: form, signal: AbortSignal.timeout(20_000) });
      } catch (error) {
        throw new StorageError('Could not reach the image service', { cause: error });
      }
      const body = (await response.json().catch(() => null)) as {
        secure_url?: unknown;
        url?: unknown;
        error?: { message?: unknown };
      } | null;
      if (!response.ok) {
        const reason = typeof body?.error?.message === 'string' ? `: ${body.error.message}` : '';
        throw new StorageError(`The image service refused the upload (${response.status})${reason}`);
      }
      const url = typeof body?.secure_url === 'string' ? body.secure_url : body?.url;
      if (typeof url !== 'string' || !/^https?:\/\//i.test(url))
        throw new StorageError('The image service returned no URL');
      return url;
    },
  };
}
