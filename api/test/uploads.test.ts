import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Post } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { scalar, type TestUser } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';
import { fetchStored as fetchStoredFrom, pngOf, type UploadOptions, uploadFile } from './helpers/uploads';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  // Seeded: creating a post needs the default categories.
  server = await startServer();
  user = await server.newUser('uploader');
});
afterAll(() => server.close());

const upload = (bytes: Uint8Array, options: UploadOptions = {}) =>
  uploadFile(server, user.token, bytes, options);
const fetchStored = (url: string) => fetchStoredFrom(server, url);

/** A JPEG carrying EXIF (camera make, GPS-ish comment) that a re-encode must drop. */
const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 220 } } })
    .withExif({ IFD0: { Make: 'SpyCam', Model: 'X100', ImageDescription: 'home address 12 Main St' } })
    .jpeg()
    .toBuffer();

// Refusals (type, polyglots, names, size) are in security/uploads-abuse.test.ts.
describe('POST /cloudinary/upload success', () => {
  test('PNG: 201 with absolute url and secure_url, served with a long cache, recorded', async () => {
    // The declared type is ignored: the bytes decide.
    const res = await upload(await pngOf(40, 30), { filename: 'whatever.png', type: 'image/gif' });
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
      { filename: 'picture.webp', type: 'image/webp' },
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
