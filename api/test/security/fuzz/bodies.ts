import fc from 'fast-check';
import { anyCodePoint } from './hostile';

/** A request body as sent: the bytes and the Content-Type (none when absent). */
export interface Body {
  contentType?: string;
  data: string | Uint8Array;
}

export const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'APPLICATION/JSON',
  'application/json, text/html',
  'application/vnd.api+json',
  'application/xml',
  'application/octet-stream',
  'image/png',
  '*/*',
  'application/jsonx',
  'json',
  ';',
] as const;

const INVALID_JSON = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  '{"a":1}garbage',
  '{"a" 1}',
  'NaN',
  'undefined',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\u00"}',
  '{"a":"\\ud800"}',
  '"just a string"',
  '12345678901234567890123456789',
  'null',
  'true',
  '[]',
  '{"__proto__":{"isAdmin":true,"role":"ADMIN"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"title":"a","title":{"$gt":""}}',
  '{"a":1e999999}',
] as const;

function nestedText(depth: number, asArray: boolean): string {
  return asArray
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/**
 * Bodies no JSON parser should accept, or that push a parser to its limits: broken syntax, truncated
 * valid bodies, deep nesting, prototype keys, and one just over the body limit.
 */
export function rawBodyArbitrary(validJson: fc.Arbitrary<string>, bodyLimit: number): fc.Arbitrary<Body> {
  const text: fc.Arbitrary<string> = fc.oneof(
    { arbitrary: fc.constantFrom(...INVALID_JSON), weight: 6 },
    {
      arbitrary: fc
        .tuple(validJson, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([json, cut]) => json.slice(0, Math.floor(json.length * cut))),
      weight: 3,
    },
    { arbitrary: fc.string({ unit: anyCodePoint, maxLength: 60 }), weight: 2 },
    {
      arbitrary: fc
        .tuple(
          fc.oneof({ arbitrary: fc.constantFrom(1_000, 10_000), weight: 6 }, fc.constant(100_000)),
          fc.boolean(),
        )
        .map(([depth, asArray]) => nestedText(depth, asArray)),
      weight: 2,
    },
  );
  // Built on demand: a megabyte per sample would dominate the generator's time.
  const overLimit = fc.constant(bodyLimit + 1024).map((n) => `{"title":"${'A'.repeat(n)}"}`);
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 4 },
    { arbitrary: fc.constantFrom(...ODD_CONTENT_TYPES), weight: 1 },
  );
  return fc.record({
    contentType,
    data: fc.oneof({ arbitrary: text, weight: 40 }, { arbitrary: overLimit, weight: 1 }),
  });
}

/** A valid body with a Content-Type that is absent or not JSON. */
export function wrongContentTypeArbitrary(validJson: fc.Arbitrary<string>): fc.Arbitrary<Body> {
  return fc.record(
    { contentType: fc.constantFrom(...ODD_CONTENT_TYPES), data: validJson },
    { requiredKeys: ['data'] },
  );
}

export interface MultipartContext {
  field: string;
  /** A small real PNG, so some uploads reach the image pipeline. */
  png: Uint8Array;
  /** The upload size limit: one variant goes just past it. */
  maxFileBytes: number;
}

/**
 * multipart/form-data bodies: a good upload now and then, and broken ones (truncated, wrong or missing
 * boundary, wrong field, SVG and junk bytes, traversal file names, too many or too large parts).
 */
export function multipartArbitrary(ctx: MultipartContext): fc.Arbitrary<Body> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  const file = fc.oneof(
    { arbitrary: fc.constant(ctx.png), weight: 40 },
    { arbitrary: fc.constant(ctx.png.subarray(0, Math.floor(ctx.png.length / 2))), weight: 10 },
    { arbitrary: fc.constant(new TextEncoder().encode(svg)), weight: 10 },
    { arbitrary: fc.uint8Array({ maxLength: 200 }), weight: 20 },
    { arbitrary: fc.constant(new Uint8Array(0)), weight: 10 },
    { arbitrary: fc.constant(ctx.maxFileBytes + 1).map((n) => new Uint8Array(n)), weight: 1 },
  );
  return fc
    .record({
      field: fc.oneof(
        { arbitrary: fc.constant(ctx.field), weight: 4 },
        fc.constantFrom('file', '', 'image[]'),
      ),
      filename: fc.constantFrom(
        'picture.png',
        '../../../etc/passwd',
        'a\u0000.png',
        `${'x'.repeat(300)}.png`,
        '',
      ),
      fileType: fc.constantFrom('image/png', 'image/svg+xml', 'application/octet-stream', 'text/html'),
      file,
      extraFields: fc.array(
        fc.tuple(fc.constantFrom('a', 'b', 'name'), fc.constantFrom('v', 'x'.repeat(2000))),
        {
          maxLength: 8,
        },
      ),
      boundary: fc.constantFrom('cwtfuzzboundary', 'x'.repeat(80)),
      declaredBoundary: fc.constantFrom('same', 'other', 'missing'),
      truncateAt: fc.option(fc.double({ min: 0, max: 0.99, noNaN: true }), { freq: 4 }),
    })
    .map((m) => {
      const parts: Buffer[] = [];
      for (const [name, value] of m.extraFields)
        parts.push(
          Buffer.from(
            `--${m.boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          ),
        );
      parts.push(
        Buffer.from(
          `--${m.boundary}\r\ncontent-disposition: form-data; name="${m.field}"; filename="${m.filename}"\r\n` +
            `content-type: ${m.fileType}\r\n\r\n`,
          'utf8',
        ),
        Buffer.from(m.file),
        Buffer.from(`\r\n--${m.boundary}--\r\n`),
      );
      let data: Uint8Array = Buffer.concat(parts);
      if (m.truncateAt !== null) data = data.subarray(0, Math.floor(data.length * m.truncateAt));
      const declared =
        m.declaredBoundary === 'same'
          ? `; boundary=${m.boundary}`
          : m.declaredBoundary === 'other'
            ? '; boundary=nope'
            : '';
      return { contentType: `multipart/form-data${declared}`, data };
    });
}
