import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import { type StorageAdapter, StorageError } from './types';

/** Any S3-compatible service (AWS S3, MinIO, Cloudflare R2...), path-style when an endpoint is set. */
export function s3Storage(settings: S3Settings): StorageAdapter {
  const { bucket } = settings;
  if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // One retry: the user is waiting on the upload, and the SDK's default backoff is long.
    maxAttempts: 2,
  });
  const publicBase =
    settings.publicUrl ??
    (settings.endpoint
      ? `${settings.endpoint}/${bucket}`
      : `https://${bucket}.s3.${settings.region}.amazonaws.com`);

  return {
    name: 's3',
    async put(key, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } catch (error) {
        throw new StorageError('Could not store the image', { cause: error });
      }
      return `${publicBase}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
  };
}
