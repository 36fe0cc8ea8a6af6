import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Post, UploadResponse } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { scalar, type TestUser } from './helpers/fixtures';
import { pngOf } from './helpers/images';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  // Seeded: creating a post needs the default categories.
  server = await startServer();
  user = await server.newUser('uploader');
});
afterAll(() => server.close());

async function upload(
  bytes: Uint8Array,
  options: { filename?: string; type?: string; token?: string | null; field?: string } = {},
) {
  const form = new FormData();
  form.set(
    options.field ?? 'image',
    // Copied into a plain ArrayBuffer-backed view: Blob parts may not be SharedArrayBuffer views.
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
    options.filename ?? 'picture.png',
  );
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? user.token : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}/cloudinary/upload`, { method: 'POST', body: form, headers });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : null) as UploadResponse & { message: string },
  };
}

/** A JPEG carrying EXIF (camera make, GPS-ish comment) that a re-encode must drop. */
const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 220 } } })
    .withExif({ IFD0: { Make: 'SpyCam', Model: 'X100', ImageDescription: 'home address 12 Main St' } })
    .jpeg()
    .toBuffer();

async function fetchStored(url: string) {
  const local = new URL(url);
  // PUBLIC_URL in tests is http://localhost:4000; the file is served by this server.
  const res = await fetch(`${server.url}${local.pathname}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /cloudinary/upload refusals', () => {
  test('401 without a token, before reading the file', async () => {
    const res = await upload(await pngOf(4, 4), { token: null });
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  test('401 with a bad token', async () => {
    const res = await upload(await pngOf(4, 4), { token: 'not-a-jwt' });
    expect(res.status).toBe(401);
  });

  test('415 for a non-image, whatever its name and declared type', async () => {
    const res = await upload(new TextEncoder().encode('hello, I am a text file'), {
      filename: 'notes.png',
      type: 'image/png',
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/not an image/i);
  });

  test('415 for SVG with a message naming SVG', async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const res = await upload(new TextEncoder().encode(svg), { filename: 'x.svg', type: 'image/svg+xml' });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/SVG images are not accepted/);
  });

  test('415 for a polyglot: PNG magic number followed by HTML, named .png', async () => {
    const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const bytes = Buffer.concat([magic, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await upload(bytes, { filename: 'cat.png' });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/could not be read/);
  });

  test('415 for HTML saved with a .jpg extension and an image/jpeg type', async () => {
    const res = await upload(new TextEncoder().encode('<!doctype html><h1>hi</h1>'), {
      filename: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(415);
  });

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
  });

  test('nothing is recorded for refused uploads', async () => {
    const before = await scalar(
      server,
      sql`select count(*)::int as n from uploads where owner_id = ${user.id}`,
    );
    await upload(new TextEncoder().encode('nope'));
    const after = await scalar(
      server,
      sql`select count(*)::int as n from uploads where owner_id = ${user.id}`,
    );
    expect(after).toBe(before);
  });
});

describe('POST /cloudinary/upload success', () => {
  test('PNG: 201 with absolute url and secure_url, served with a long cache, recorded', async () => {
    const res = await upload(await pngOf(40, 30), { filename: 'whatever.gif', type: 'image/gif' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^http:\/\/localhost:4000\/uploads\/img\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect(res.body.secure_url).toBe(res.body.url);
    expect(res.body).toMatchObject({ contentType: 'image/png', width: 40, height: 30 });
    const { res: file, bytes } = await fetchStored(res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect((await sharp(bytes).metadata()).format).toBe('png');
    const file0 = new URL(res.body.url).pathname.replace('/uploads/', '');
    expect(existsSync(path.join(server.config.dataDir, 'uploads', file0))).toBe(true);
    expect(
      await scalar(
        server,
        sql`select count(*)::int as n from uploads where id = ${res.body.id} and owner_id = ${user.id}`,
      ),
    ).toBe(1);
  });

  test('JPEG: EXIF is stripped by the re-encode', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, { filename: 'camera.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.body.contentType).toBe('image/jpeg');
    const { bytes } = await fetchStored(res.body.url);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  test('large images are scaled down to 1600 px wide, keeping the aspect ratio', async () => {
    const res = await upload(await pngOf(2400, 600));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 1600, height: 400 });
  });

  test('animated GIF keeps its frames; WebP is accepted', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 10, height: 10, channels: 3, background } })
        .png()
        .toBuffer();
    const threeFrames = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], {
      join: { animated: true },
    })
      .gif({ loop: 0, delay: 100 })
      .toBuffer();
    expect((await sharp(threeFrames).metadata()).pages).toBe(3);
    const gif = await upload(threeFrames, { filename: 'a.gif', type: 'image/gif' });
    expect(gif.status).toBe(201);
    expect(gif.body).toMatchObject({ contentType: 'image/gif', width: 10, height: 10 });
    const { bytes } = await fetchStored(gif.body.url);
    expect((await sharp(bytes).metadata()).pages).toBe(3);

    const webp = await upload(
      await sharp(await pngOf(20, 20))
        .webp()
        .toBuffer(),
      { type: 'image/webp' },
    );
    expect(webp.status).toBe(201);
    expect(webp.body.contentType).toBe('image/webp');
  });
});

describe('post HTML from the editor', () => {
  test('stored sanitized: script, handlers and javascript: links go; editor formatting stays', async () => {
    const content =
      '<h2 style="text-align:center">Heading</h2>' +
      '<p class="ql-indent-1" style="padding-left:1.5em"><strong>b</strong><em>i</em><u>u</u><s>s</s></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<p><a href="https://example.com">ok</a> <a href="javascript:alert(1)">bad</a></p>' +
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><script>alert(2)</script>' +
      '<img src="https://example.com/a.png" alt="a" onerror="alert(3)">';
    const res = await server.request<Post>('POST', '/api/posts', {
      token: user.token,
      body: {
        title: 'Editor output',
        category: 'technology',
        tags: [],
        content,
        imageCloudUrl: 'https://example.com/cover.png',
      },
    });
    expect(res.status).toBe(201);
    const html = res.body.content;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<h2 style="text-align:center">Heading</h2>');
    expect(html).toContain('<strong>b</strong><em>i</em><u>u</u><s>s</s>');
    expect(html).toContain('class="ql-indent-1"');
    expect(html).toContain('<ul><li>one</li></ul><ol><li>two</li></ol>');
    expect(html).toContain('href="https://example.com"');
  });
});
