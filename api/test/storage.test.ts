import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createStorage } from '../src/services/storage';
import {
  cloudinarySignature,
  cloudinaryStorage,
  parseCloudinaryUrl,
} from '../src/services/storage/cloudinary';
import { localStorage } from '../src/services/storage/local';
import { s3Storage } from '../src/services/storage/s3';
import { StorageError } from '../src/services/storage/types';

interface Captured {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A loopback HTTP server that records requests and answers with `reply`. */
async function fakeServer(
  reply: (req: Captured) => { status: number; body?: string; headers?: Record<string, string> },
) {
  const seen: Captured[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const captured = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      seen.push(captured);
      const out = reply(captured);
      res.writeHead(out.status, out.headers ?? {});
      res.end(out.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

describe('local adapter', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cwt-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('writes the file under the folder and returns its /uploads path', async () => {
    const url = await localStorage(dir).put('img/ab/abc.png', BYTES, 'image/png');
    expect(url).toBe('/uploads/img/ab/abc.png');
    expect(readFileSync(path.join(dir, 'img/ab/abc.png'))).toEqual(BYTES);
  });

  test('refuses keys that climb out of the folder', async () => {
    await expect(localStorage(dir).put('../evil.png', BYTES, 'image/png')).rejects.toThrow(/escapes/);
  });
});

describe('s3 adapter against a fake S3 endpoint', () => {
  test('PUTs the object path-style, signed, with type and cache headers; returns the public URL', async () => {
    const fake = await fakeServer(() => ({ status: 200, headers: { etag: '"x"' } }));
    try {
      const storage = s3Storage({
        bucket: 'media',
        region: 'eu-west-1',
        endpoint: fake.url,
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret-example-key',
        publicUrl: 'https://cdn.example.com/media',
      });
      const url = await storage.put('img/ab/abc.png', BYTES, 'image/png');
      expect(url).toBe('https://cdn.example.com/media/img/ab/abc.png');
      expect(fake.seen).toHaveLength(1);
      const req = fake.seen[0]!;
      expect(req.method).toBe('PUT');
      expect(req.url!.split('?')[0]).toBe('/media/img/ab/abc.png');
      expect(req.headers['content-type']).toBe('image/png');
      expect(req.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(req.headers.authorization)).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request/,
      );
      // The SDK may send the body with aws-chunked framing; the bytes must be in there either way.
      expect(req.body.includes(BYTES)).toBe(true);
    } finally {
      await fake.close();
    }
  });

  test('without S3_PUBLIC_URL the URL is <endpoint>/<bucket>/<key>', async () => {
    const fake = await fakeServer(() => ({ status: 200 }));
    try {
      const storage = s3Storage({
        bucket: 'pics',
        region: 'us-east-1',
        endpoint: fake.url,
        accessKeyId: 'a',
        secretAccessKey: 'b',
        publicUrl: null,
      });
      expect(await storage.put('img/x.png', BYTES, 'image/png')).toBe(`${fake.url}/pics/img/x.png`);
    } finally {
      await fake.close();
    }
  });

  test('an S3 error becomes a StorageError (502)', async () => {
    const fake = await fakeServer(() => ({
      status: 403,
      headers: { 'content-type': 'application/xml' },
      body: '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
    }));
    try {
      const storage = s3Storage({
        bucket: 'pics',
        region: 'us-east-1',
        endpoint: fake.url,
        accessKeyId: 'a',
        secretAccessKey: 'b',
        publicUrl: null,
      });
      const error = await storage.put('img/x.png', BYTES, 'image/png').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StorageError);
      expect((error as StorageError).statusCode).toBe(502);
    } finally {
      await fake.close();
    }
  });
});

describe('cloudinary adapter against a fake API', () => {
  test('parses CLOUDINARY_URL and refuses malformed ones', () => {
    expect(parseCloudinaryUrl('cloudinary://123:s3cr%2Ft@demo')).toEqual({
      cloudName: 'demo',
      apiKey: '123',
      apiSecret: 's3cr/t',
    });
    expect(() => parseCloudinaryUrl('https://demo')).toThrow(/CLOUDINARY_URL/);
    expect(() => parseCloudinaryUrl('cloudinary://@demo')).toThrow(/CLOUDINARY_URL/);
  });

  test('signature follows Cloudinary: sorted params, joined with &, secret appended, SHA-1', () => {
    // Cloudinary's documented example.
    expect(
      cloudinarySignature(
        { timestamp: '1315060510', public_id: 'sample_image', eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop' },
        'abcd',
      ),
    ).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e');
  });

  test('posts a signed multipart upload and returns secure_url', async () => {
    const fake = await fakeServer(() => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        secure_url: 'https://res.cloudinary.com/demo/image/upload/v1/img/ab/abc.png',
        url: 'http://res.cloudinary.com/demo/image/upload/v1/img/ab/abc.png',
      }),
    }));
    try {
      const storage = cloudinaryStorage(
        'cloudinary://key123:secret456@demo',
        fake.url,
        () => 1_700_000_000_000,
      );
      const url = await storage.put('img/ab/abc.png', BYTES, 'image/png');
      expect(url).toBe('https://res.cloudinary.com/demo/image/upload/v1/img/ab/abc.png');
      const req = fake.seen[0]!;
      expect(req.method).toBe('POST');
      expect(req.url).toBe('/v1_1/demo/image/upload');
      expect(String(req.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
      const form = await new Response(new Uint8Array(req.body), {
        headers: { 'content-type': String(req.headers['content-type']) },
      }).formData();
      expect(form.get('api_key')).toBe('key123');
      expect(form.get('public_id')).toBe('img/ab/abc');
      expect(form.get('timestamp')).toBe('1700000000');
      expect(form.get('signature')).toBe(
        cloudinarySignature(
          { overwrite: 'false', public_id: 'img/ab/abc', timestamp: '1700000000' },
          'secret456',
        ),
      );
      const file = form.get('file') as Blob;
      expect(Buffer.from(await file.arrayBuffer())).toEqual(BYTES);
    } finally {
      await fake.close();
    }
  });

  test('an API error becomes a StorageError carrying its message', async () => {
    const fake = await fakeServer(() => ({
      status: 401,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ error: { message: 'Invalid Signature' } }),
    }));
    try {
      const storage = cloudinaryStorage('cloudinary://k:s@demo', fake.url);
      await expect(storage.put('img/x.png', BYTES, 'image/png')).rejects.toThrow(
        'The image service refused the upload (401): Invalid Signature',
      );
    } finally {
      await fake.close();
    }
  });
});

describe('createStorage', () => {
  test('picks the adapter STORAGE_DRIVER names and fails fast on missing settings', () => {
    const base = { CWT_DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40) };
    expect(createStorage(loadConfig(base)).name).toBe('local');
    expect(
      createStorage(
        loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9' }),
      ).name,
    ).toBe('s3');
    expect(
      createStorage(
        loadConfig({ ...base, STORAGE_DRIVER: 'cloudinary', CLOUDINARY_URL: 'cloudinary://k:s@c' }),
      ).name,
    ).toBe('cloudinary');
    expect(() => createStorage(loadConfig({ ...base, STORAGE_DRIVER: 's3' }))).toThrow(/S3_BUCKET/);
    expect(() => createStorage(loadConfig({ ...base, STORAGE_DRIVER: 'cloudinary' }))).toThrow(
      /CLOUDINARY_URL/,
    );
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });
});
