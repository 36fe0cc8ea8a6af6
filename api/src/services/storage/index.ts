import path from 'node:path';
import type { AppConfig } from '../../config';
import { cloudinaryStorage } from './cloudinary';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { StorageAdapter } from './types';

export type { StorageAdapter } from './types';

/** The adapter STORAGE_DRIVER names; misconfiguration fails at start, not on the first upload. */
export function createStorage(config: AppConfig): StorageAdapter {
  switch (config.storageDriver) {
    case 's3':
      return s3Storage(config.s3);
    case 'cloudinary':
      if (!config.cloudinaryUrl) throw new Error('STORAGE_DRIVER=cloudinary needs CLOUDINARY_URL');
      return cloudinaryStorage(config.cloudinaryUrl, config.cloudinaryApiUrl);
    default:
      return localStorage(path.join(config.dataDir, 'uploads'));
  }
}
