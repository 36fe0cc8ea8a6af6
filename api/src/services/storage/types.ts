/** Where re-encoded uploads are kept. One implementation per STORAGE_DRIVER. */
export interface StorageAdapter {
  readonly name: 'local' | 's3' | 'cloudinary';
  /**
   * Stores `bytes` under `key` (e.g. `img/<sha256>.png`) and returns the URL clients load it from:
   * an absolute http(s) URL, or a path starting with `/` served by this API (local driver).
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
}

/** The storage backend refused or could not be reached; reported to clients as a 502. */
export class StorageError extends Error {
  readonly statusCode = 502;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}
