import { crc32 } from 'node:zlib';
import type { UploadResponse } from '@cwt/contracts';
import sharp from 'sharp';
import type { TestServer } from './server';

export interface UploadOptions {
  filename?: string;
  type?: string;
  token?: string | null;
  field?: string;
}

/** POST /cloudinary/upload as a browser's FormData would send it. */
export async function uploadFile(
  server: TestServer,
  token: string | null,
  bytes: Uint8Array,
  options: UploadOptions = {},
) {
  const form = new FormData();
  form.set(
    options.field ?? 'image',
    // Copied into a plain ArrayBuffer-backed view: Blob parts may not be SharedArrayBuffer views.
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
    options.filename ?? 'picture.png',
  );
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}/cloudinary/upload`, { method: 'POST', body: form, headers });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : null) as UploadResponse & { message: string },
  };
}

/** Reads back a stored upload from this server (PUBLIC_URL in tests is another host). */
export async function fetchStored(server: TestServer, url: string) {
  const res = await fetch(`${server.url}${new URL(url).pathname}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

export const pngOf = (width: number, height: number) => solid(width, height).png().toBuffer();
export const jpegOf = (width: number, height: number, progressive = false) =>
  solid(width, height).jpeg({ progressive }).toBuffer();
export const gifOf = (width: number, height: number) => solid(width, height).gif().toBuffer();
export const webpOf = (width: number, height: number) => solid(width, height).webp().toBuffer();

/** A one-entry ZIP archive (stored, not deflated): what a GIFAR appends to a GIF. */
export function zipOf(name: string, content: string): Buffer {
  const fileName = Buffer.from(name);
  const data = Buffer.from(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(20, 6); // version needed
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A PNG text chunk (tEXt) inserted before IEND: metadata a decoder ignores. */
export function withPngTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const body = Buffer.concat([
    Buffer.from('tEXt'),
    Buffer.from(keyword),
    Buffer.from([0]),
    Buffer.from(text),
  ]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}
