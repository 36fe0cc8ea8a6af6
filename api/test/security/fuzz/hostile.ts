import fc from 'fast-check';

/** Strings aimed at SQL, NoSQL, path, template and HTML handling. */
export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1' UNION SELECT password_hash, email FROM users --",
  "admin'--",
  '%',
  '_',
  "%' OR 1=1 --",
  '\\',
  "\\'; select pg_sleep(5); --",
  '$1',
  "'::text",
  '); COMMIT; --',
  '{"$gt": ""}',
  '{"$where": "sleep(1000)"}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '....//....//etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent literally
  '${7*7}',
  '<%= 7*7 %>',
  '#{7*7}',
  '{{constructor.constructor("return process")()}}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  'javascript:alert(1)',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
  '<!--',
  ']]><x>',
  '&#0;&lt;&amp;',
] as const;

/** Strings that trip encoders, collations and length checks. */
export const ODD_UNICODE = [
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  '\ud800',
  'x\udfffy',
  '\uffff\ufffe',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301',
  'İıßẞǅ',
  '\r\n\r\nX-Injected: 1',
  '\t\v\f\b',
  'Ω≈ç√∫˜µ≤≥÷',
  'ﷺ𒐫𝕏',
] as const;

/** Strings that look like numbers, booleans or nothing. */
export const NAN_ISH = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '-0',
  '0x1F',
  '0b101',
  '1_000',
  ' 1 ',
  '1.5',
  '-1',
  '9007199254740993',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
] as const;

/** Numbers past every range a schema sets (JSON turns NaN and Infinity into null). */
export const ODD_NUMBERS = [
  -1,
  -0,
  1.5,
  -(2 ** 31),
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  Number.MIN_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
] as const;

/**
 * Any code point, lone surrogates included. Not fast-check's 'binary' unit: that one builds a
 * million-entry reverse map when the module loads, seconds of CPU on a busy machine.
 */
export const anyCodePoint: fc.Arbitrary<string> = fc
  .nat({ max: 0x10ffff })
  .map((c) => String.fromCodePoint(c));

const surrogateUnit = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** A string meant to break something. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...INJECTIONS), weight: 4 },
  { arbitrary: fc.constantFrom(...ODD_UNICODE), weight: 3 },
  { arbitrary: fc.constantFrom(...NAN_ISH), weight: 2 },
  { arbitrary: fc.string({ unit: anyCodePoint, maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: fc.oneof(surrogateUnit, fc.constant('\u0000')), maxLength: 6 }), weight: 1 },
  // Just past the maxLengths the schemas use (60, 200, 2,048); the mutator sends the far bigger ones.
  { arbitrary: fc.constantFrom(61, 201, 2049).map((n) => 'x'.repeat(n)), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...INJECTIONS, ...ODD_UNICODE), fc.string({ maxLength: 8 }))
      .map(([a, b]) => `${b}${a}${b}`),
    weight: 2,
  },
);

function nest(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** Any JSON value with the wrong type, range or shape for whatever field it lands in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: fc.constantFrom(...ODD_NUMBERS), weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, 0, [], {}), weight: 2 },
  // Operator objects a document database would obey.
  {
    arbitrary: fc.constantFrom({ $gt: '' }, { $ne: null }, { $where: 'sleep(1000)' }, { $regex: '.*' }),
    weight: 1,
  },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 10, max: 2000 }), fc.boolean())
      .map(([depth, asArray]) => nest(depth, 'deep', asArray)),
    weight: 1,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Keys that are not in any schema, some of them aimed at prototype or operator handling. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'constructor',
    'prototype',
    '$where',
    '$set',
    'role',
    'userRole',
    'isAdmin',
    'id',
    '_id',
    '',
  ),
  hostileString.filter((s) => s.length < 100),
);
