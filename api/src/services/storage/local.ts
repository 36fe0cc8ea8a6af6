import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageAdapter } from './types';

/**
 * Files under `<dataDir>/uploads`, which app.ts serves at `/uploads/` with a one-year immutable
 * cache: keys are content hashes, so a name never points at different bytes.
 */
export function localStorage(uploadsDir: string): StorageAdapter {
  const root = path.resolve(uploadsDir);
  return {
    name: 'local',
    async put(key, bytes) {
      const file = path.resolve(root, key);
      if (!file.startsWith(root + path.sep))
        throw new Error(`storage key escapes the uploads folder: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
      return `/uploads/${key}`;
    },
  };
}
