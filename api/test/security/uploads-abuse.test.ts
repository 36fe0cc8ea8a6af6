import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { scalar, type TestUser } from '../helpers/fixtures';
import { startServer, type TestServer } from '../helpers/server';
import {
  fetchStored,
  gifOf,
  jpegOf,
  pngOf,
  type UploadOptions,
  uploadFile,
  webpOf,
  withPngTextChunk,
  zipOf,
} from '../helpers/uploads';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startServer({ seed: false });
  user = await server.newUser('abuser');
});
afterAll(() => server.close());

const upload = (bytes: Uint8Array, options: UploadOptions = {}) =>
  uploadFile(server, options.token === undefined ? user.token : options.token, bytes, options);
const text = (s: string) => Buffer.from(s);
const SCRIPT =
  '<html><body><script>fetch("/api/users/me").then(r=>r.text()).then(alert)</script></body></html>';

/** Files under the upload folder, so a refusal can be shown to have stored nothing. */
function storedFiles(): string[] {
  const root = path.join(server.config.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

const uploadsOfUser = () =>
  scalar(server, sql`select count(*)::int as n from uploads where owner_id = ${user.id}`);

describe('authentication comes first', () => {
  test('401 without a token, before reading the file', async () => {
    const res = await upload(await pngOf(4, 4), { token: null });
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  test('401 with a bad token', async () => {
    const res = await upload(await pngOf(4, 4), { token: 'not-a-jwt' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });
});

describe('polyglots: one file that is an image and something else', () => {
  test('a real PNG with an HTML page and script appended: 415', async () => {
    const png = await pngOf(8, 8);
    // The image alone decodes; so does the polyglot, which is why the bytes after IEND are checked.
    expect((await sharp(Buffer.concat([png, text(SCRIPT)])).metadata()).format).toBe('png');
    const res = await upload(Buffer.concat([png, text(SCRIPT)]), { filename: 'cat.png' });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^The image has other data appended to it\./);
  });

  test('a GIFAR (a GIF with a ZIP/JAR archive appended): 415', async () => {
    const gifar = Buffer.concat([
      await gifOf(8, 8),
      zipOf('META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\nMain-Class: Evil\n'),
    ]);
    const res = await upload(gifar, { filename: 'avatar.gif', type: 'image/gif' });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/appended/);
  });

  test('a JPEG with a script appended after its end marker: 415', async () => {
    const res = await upload(Buffer.concat([await jpegOf(8, 8), text(SCRIPT)]), {
      filename: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/appended/);
  });

  test('a WebP with HTML after its RIFF container: 415', async () => {
    const res = await upload(Buffer.concat([await webpOf(8, 8), text(SCRIPT)]), {
      filename: 'x.webp',
      type: 'image/webp',
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/appended/);
  });

  test('only a PNG signature followed by HTML (not decodable): 415', async () => {
    const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(Buffer.concat([magic, text(SCRIPT)]), { filename: 'cat.png' });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/could not be read/);
  });

  test('a script hidden in PNG metadata is not refused but never stored', async () => {
    const png = withPngTextChunk(await pngOf(8, 8), 'Comment', SCRIPT);
    expect(png.includes(text('<script>'))).toBe(true);
    const res = await upload(png, { filename: 'meta.png' });
    expect(res.status).toBe(201);
    const { bytes } = await fetchStored(server, res.body.url);
    expect(bytes.includes(text('<script>'))).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('png');
  });

  test('padding after the end (zeros) is not a polyglot; a progressive JPEG walks to its end', async () => {
    const padded = await upload(Buffer.concat([await pngOf(8, 8), Buffer.alloc(64)]), { filename: 'p.png' });
    expect(padded.status).toBe(201);
    const progressive = await upload(await jpegOf(300, 200, true), { filename: 'p.jpg', type: 'image/jpeg' });
    expect(progressive.status).toBe(201);
    expect(progressive.body.contentType).toBe('image/jpeg');
  });
});

describe('SVG with script', () => {
  const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`;

  test('415 naming SVG, sent as SVG', async () => {
    const res = await upload(text(svg), { filename: 'x.svg', type: 'image/svg+xml' });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^SVG images are not accepted/);
  });

  test('415 naming SVG, dressed as a PNG (name and declared type), with a BOM and leading space', async () => {
    const res = await upload(text(`\uFEFF \n${svg}`), { filename: 'logo.png', type: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^SVG images are not accepted/);
  });
});

describe('wrong extension', () => {
  test('a real PNG named .exe: 415 naming both', async () => {
    const res = await upload(await pngOf(8, 8), { filename: 'setup.exe', type: 'application/octet-stream' });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^The file name ends in \.exe but the file is a PNG image\./);
  });

  test('a real JPEG named .png: 415', async () => {
    const res = await upload(await jpegOf(8, 8), { filename: 'photo.png', type: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/^The file name ends in \.png but the file is a JPEG image\./);
  });

  test('a PNG named .html: 415', async () => {
    const res = await upload(await pngOf(8, 8), { filename: 'index.html', type: 'text/html' });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/\.html but the file is a PNG image/);
  });

  test('an HTML page named .png, or named .jpg with image/jpeg: 415 not an image', async () => {
    for (const [filename, type] of [
      ['cat.png', 'image/png'],
      ['photo.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(text('<!doctype html><h1>hi</h1><script>alert(1)</script>'), {
        filename,
        type,
      });
      expect(res.status).toBe(415);
      expect(res.body.message).toMatch(/^This file is not an image\./);
    }
  });

  test('names that agree (any case), or have no extension (a pasted blob), are accepted', async () => {
    for (const filename of ['Holiday.JPEG', 'photo.jfif', 'image']) {
      const res = await upload(await jpegOf(8, 8), { filename, type: 'image/jpeg' });
      expect({ filename, status: res.status }).toEqual({ filename, status: 201 });
    }
  });
});

describe('size', () => {
  test('413 over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    (await pngOf(2, 2)).copy(big);
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Image size should be less than 5MB');
  });

  test('400 for a zero-byte file', async () => {
    const res = await upload(new Uint8Array(0));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The image file is empty');
  });

  test('400 when the field is not "image" or the body is not multipart', async () => {
    const wrongField = await upload(await pngOf(4, 4), { field: 'file' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Please select an image file');
    const json = await server.request('POST', '/cloudinary/upload', {
      token: user.token,
      body: { url: 'x' },
    });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({
      message: expect.any(String),
      field: 'image',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});

test('refused uploads leave no row and no file', async () => {
  const rowsBefore = await uploadsOfUser();
  const filesBefore = storedFiles();
  const refused = [
    await upload(Buffer.concat([await pngOf(8, 8), text(SCRIPT)])),
    await upload(await pngOf(8, 8), { filename: 'run.exe' }),
    await upload(text('nope')),
  ];
  expect(refused.map((r) => r.status)).toEqual([415, 415, 415]);
  expect(await uploadsOfUser()).toBe(rowsBefore);
  expect(storedFiles()).toEqual(filesBefore);
});
