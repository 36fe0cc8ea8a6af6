import fc from 'fast-check';
import {
  type Body,
  type MultipartContext,
  multipartArbitrary,
  rawBodyArbitrary,
  wrongContentTypeArbitrary,
} from './bodies';
import { hostileString, NAN_ISH, ODD_NUMBERS } from './hostile';
import { encodeSegment, headerSafe } from './http';
import { mutatedArbitrary } from './mutate';
import type { RouteSpec } from './routes';
import { type Hints, type JsonSchema, validArbitrary } from './schema-arbitrary';

export type Actor = 'anonymous' | 'user' | 'admin';

/** How the Authorization header is written; resolved against the actors' tokens when sending. */
export type AuthHeader =
  | { style: 'actor' }
  | { style: 'lowercase' }
  | { style: 'tampered' }
  | { style: 'raw'; value: string };

export interface FuzzRequest {
  /** `GET /api/posts/{id}`, or `unlisted` for paths no route declares. */
  route: string;
  /** Which body generator made it (valid, mutated, raw, multipart...), for the statistics. */
  kind: string;
  actor: Actor;
  auth: AuthHeader;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Body;
}

export interface RequestContext {
  routes: RouteSpec[];
  hints: Hints;
  bodyLimit: number;
  multipart: MultipartContext;
}

const ACTORS: Actor[] = ['anonymous', 'user', 'admin'];
// No HEAD: Fastify answers it with the GET handler, which is fuzzed, and Node's client cannot read
// the error bodies Node's parser writes back to an oversized HEAD request.
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Path segments sent as-is (already encoded, or meant to be raw). */
const ODD_SEGMENTS = [
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..',
  '.',
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%c0%af',
  '%u0041',
  '%ED%A0%80',
  '%F0%9F%98%80',
  'x'.repeat(300),
  'null',
  'undefined',
  '-1',
  '1e309',
  'NaN',
  '0x10',
  'ABCDEF0123456789ABCDEF01',
  '0123456789abcdef0123456',
  '0123456789abcdef012345678',
  '000000000000000000000000',
  '%20',
  ';',
  "'%20OR%20'1'='1",
  '%3Cscript%3E',
] as const;

const UNLISTED_PATHS = [
  '/uploads/..%2f..%2fetc%2fpasswd',
  '/uploads/../../package.json',
  '/uploads/%2e%2e/%2e%2e/package.json',
  '/uploads/.env',
  '/uploads/',
  '/uploads/nope.png',
  '/docs/json',
  '/docs/static/..%2f..%2fpackage.json',
  '//api//posts',
  '/API/POSTS',
  '/api/posts/%2e%2e/users/me',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/api',
  '/api/',
  '/api/unknown',
  '/.git/config',
  '/api/posts/../admin/users',
  '/*',
] as const;

const ODD_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer null',
  'Bearer undefined',
  'Bearer a.b.c',
  'Bearer ...',
  'Basic dXNlcjpwYXNzd29yZA==',
  'Token abc',
  'eyJhbGciOiJIUzI1NiJ9.e30.',
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwidmVyIjowLCJyb2xlIjoiQURNSU4ifQ.',
  `Bearer ${'A'.repeat(8_000)}`,
  'Bearer \u00ff\u00fe',
] as const;

function valueText(v: unknown): string {
  return typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
}

function pathArbitrary(spec: RouteSpec, hints: Hints): fc.Arbitrary<string> {
  const names = Object.keys(spec.path);
  if (names.length === 0) return fc.constant(spec.route);
  const segment = (name: string, schema: JsonSchema) =>
    fc.oneof(
      { arbitrary: validArbitrary(schema, hints, name).map((v) => encodeSegment(valueText(v))), weight: 6 },
      { arbitrary: fc.constantFrom(...ODD_SEGMENTS), weight: 2 },
      { arbitrary: hostileString.map(encodeSegment), weight: 2 },
    );
  return fc.tuple(...names.map((n) => segment(n, spec.path[n]!))).map((values) => {
    const byName = Object.fromEntries(names.map((n, i) => [n, values[i]!]));
    return spec.route.replace(/\{(\w+)\}/g, (_m, n: string) => byName[n] ?? '');
  });
}

type QueryEdit =
  | { op: 'set' | 'repeat'; key: string; value: string }
  | { op: 'bracket'; key: string; suffix: string; value: string }
  | { op: 'bare' | 'empty'; key: string }
  | { op: 'raw'; text: string }
  | { op: 'long'; length: number };

const queryValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: fc.constantFrom(...NAN_ISH), weight: 3 },
  { arbitrary: fc.constantFrom(...ODD_NUMBERS).map(String), weight: 2 },
  { arbitrary: fc.integer().map(String), weight: 1 },
);

function queryArbitrary(spec: RouteSpec, hints: Hints): fc.Arbitrary<string> {
  const { properties, required } = spec.query;
  const valid = validArbitrary({ type: 'object', properties, required }, hints) as fc.Arbitrary<
    Record<string, unknown>
  >;
  const key = fc.constantFrom(...new Set([...Object.keys(properties), 'page', 'size', 'q']));
  const edit: fc.Arbitrary<QueryEdit> = fc.oneof(
    { arbitrary: fc.record({ op: fc.constant('set' as const), key, value: queryValue }), weight: 5 },
    { arbitrary: fc.record({ op: fc.constant('repeat' as const), key, value: queryValue }), weight: 2 },
    {
      arbitrary: fc.record({
        op: fc.constant('bracket' as const),
        key,
        suffix: fc.constantFrom('[]', '[0]', '[$gt]', '.x', '[__proto__]'),
        value: queryValue,
      }),
      weight: 2,
    },
    { arbitrary: fc.record({ op: fc.constantFrom('bare' as const, 'empty' as const), key }), weight: 2 },
    {
      arbitrary: fc.record({
        op: fc.constant('raw' as const),
        text: fc.constantFrom(
          '%ZZ',
          '%',
          '%00',
          '&&&',
          '=',
          '=x',
          'a=%E0%A4%A',
          '?',
          '__proto__[x]=1',
          'constructor=1',
        ),
      }),
      weight: 2,
    },
    // The longer one passes Node's 16 KB header limit.
    {
      arbitrary: fc.record({ op: fc.constant('long' as const), length: fc.constantFrom(5_000, 20_000) }),
      weight: 1,
    },
  );
  return fc
    .tuple(
      valid,
      fc.oneof({ arbitrary: fc.constant([]), weight: 1 }, fc.array(edit, { minLength: 1, maxLength: 3 })),
    )
    .map(([values, edits]) => {
      const pairs: string[] = [];
      const set = new Map<string, string[]>();
      for (const [k, v] of Object.entries(values))
        set.set(
          k,
          (Array.isArray(v) ? v : [v]).map((x) => `${encodeSegment(k)}=${encodeSegment(valueText(x))}`),
        );
      for (const e of edits) {
        if (e.op === 'set') set.set(e.key, [`${encodeSegment(e.key)}=${encodeSegment(e.value)}`]);
        else if (e.op === 'repeat')
          set.set(e.key, [...(set.get(e.key) ?? []), `${encodeSegment(e.key)}=${encodeSegment(e.value)}`]);
        else if (e.op === 'bracket')
          set.set(e.key, [`${encodeSegment(e.key)}${e.suffix}=${encodeSegment(e.value)}`]);
        else if (e.op === 'bare') set.set(e.key, [encodeSegment(e.key)]);
        else if (e.op === 'empty') set.set(e.key, [`${encodeSegment(e.key)}=`]);
        else if (e.op === 'raw') pairs.push(e.text);
        else if (e.op === 'long') pairs.push(`q=${'x'.repeat(e.length)}`);
      }
      const all = [...[...set.values()].flat(), ...pairs];
      return all.length > 0 ? `?${all.join('&')}` : '';
    });
}

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.constantFrom('application/xml', 'text/event-stream', '*/*;q=abc', ''),
    'accept-encoding': fc.constantFrom('gzip, br', 'identity;q=0', 'x'.repeat(500)),
    'x-forwarded-for': fc.constantFrom('not-an-ip', '127.0.0.1, 10.0.0.1', "1.1.1.1'--"),
    origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000'),
    'last-event-id': hostileString.map(headerSafe),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/'),
    range: fc.constantFrom('bytes=999999999-', 'bytes=-1', 'bytes=0-0,1-1,2-2'),
    'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
    'accept-language': hostileString.map(headerSafe),
  },
  { requiredKeys: [] },
);

const authHeader: fc.Arbitrary<AuthHeader> = fc.oneof(
  { arbitrary: fc.constant({ style: 'actor' as const }), weight: 12 },
  { arbitrary: fc.constant({ style: 'lowercase' as const }), weight: 1 },
  { arbitrary: fc.constant({ style: 'tampered' as const }), weight: 1 },
  {
    arbitrary: fc
      .oneof(
        fc.constantFrom(...ODD_AUTHORIZATION),
        hostileString.map((s) => `Bearer ${s}`),
      )
      .map((value) => ({ style: 'raw' as const, value: headerSafe(value) })),
    weight: 2,
  },
);

function bodyArbitrary(spec: RouteSpec, ctx: RequestContext): fc.Arbitrary<{ kind: string; body?: Body }> {
  const json = (kind: string, values: fc.Arbitrary<unknown>) =>
    values.map((v) => ({ kind, body: { contentType: 'application/json', data: JSON.stringify(v) ?? '' } }));
  const multipart = multipartArbitrary(ctx.multipart).map((body) => ({ kind: 'multipart', body }));
  const none = fc.constant({ kind: 'none' });
  if (spec.body) {
    const valid = validArbitrary(spec.body, ctx.hints);
    const validJson = valid.map((v) => JSON.stringify(v) ?? '');
    return fc.oneof(
      { arbitrary: json('valid', valid), weight: 3 },
      { arbitrary: json('mutated', mutatedArbitrary(spec.body, valid)), weight: 8 },
      {
        arbitrary: rawBodyArbitrary(validJson, ctx.bodyLimit).map((body) => ({ kind: 'raw', body })),
        weight: 3,
      },
      {
        arbitrary: wrongContentTypeArbitrary(validJson).map((body) => ({ kind: 'content-type', body })),
        weight: 1,
      },
      { arbitrary: multipart, weight: 1 },
      { arbitrary: none, weight: 1 },
    );
  }
  const junk = rawBodyArbitrary(fc.constant('{"a":1}'), ctx.bodyLimit).map((body) => ({ kind: 'raw', body }));
  if (spec.method === 'GET')
    return fc.oneof(
      { arbitrary: none, weight: 8 },
      { arbitrary: json('json-on-get', fc.jsonValue()), weight: 1 },
      junk,
    );
  // Bodiless writes (likes, follows) and the multipart upload.
  return fc.oneof(
    { arbitrary: none, weight: 3 },
    {
      arbitrary: fc.constant({ kind: 'empty-json', body: { contentType: 'application/json', data: '' } }),
      weight: 1,
    },
    { arbitrary: json('json', fc.jsonValue({ maxDepth: 3 })), weight: 2 },
    { arbitrary: multipart, weight: 4 },
    { arbitrary: junk, weight: 2 },
  );
}

function describe(r: FuzzRequest): string {
  const body =
    r.body === undefined
      ? ''
      : ` body(${r.body.contentType ?? 'no content-type'}, ${r.body.data.length} bytes): ${
          typeof r.body.data === 'string'
            ? JSON.stringify(r.body.data.slice(0, 300))
            : `<${Buffer.from(r.body.data.subarray(0, 60)).toString('hex')}...>`
        }`;
  const auth =
    r.auth.style === 'raw' ? `Authorization ${JSON.stringify(r.auth.value.slice(0, 80))}` : r.auth.style;
  return `${r.method} ${r.path.slice(0, 300)} as ${r.actor} (${auth}, ${r.kind}) headers ${JSON.stringify(r.headers)}${body}`;
}

/** Requests print as one readable line in fast-check's counterexamples. */
function printable(r: FuzzRequest): FuzzRequest {
  return Object.assign(r, { [fc.toStringMethod]: () => describe(r) });
}

function routeRequest(spec: RouteSpec, ctx: RequestContext): fc.Arbitrary<FuzzRequest> {
  const others = METHODS.filter((m) => m !== spec.method);
  return fc
    .record({
      actor: fc.constantFrom(...ACTORS),
      auth: authHeader,
      method: fc.oneof({ arbitrary: fc.constant(spec.method), weight: 12 }, fc.constantFrom(...others)),
      path: pathArbitrary(spec, ctx.hints),
      query: fc.oneof({ arbitrary: fc.constant(''), weight: 1 }, queryArbitrary(spec, ctx.hints)),
      headers: fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, extraHeaders),
      body: bodyArbitrary(spec, ctx),
    })
    .map((r) =>
      printable({
        route: `${spec.method} ${spec.route}`,
        kind: r.body.kind,
        actor: r.actor,
        auth: r.auth,
        method: r.method,
        path: r.path + r.query,
        headers: r.headers,
        body: r.body.body,
      }),
    );
}

const unlistedRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    actor: fc.constantFrom(...ACTORS),
    method: fc.constantFrom(...METHODS),
    path: fc.oneof(
      fc.constantFrom(...UNLISTED_PATHS),
      fc
        .array(hostileString.map(encodeSegment), { minLength: 1, maxLength: 4 })
        .map((s) => `/api/${s.join('/')}`),
    ),
  })
  .map((r) =>
    printable({
      route: 'unlisted',
      kind: 'none',
      actor: r.actor,
      auth: { style: 'actor' },
      method: r.method,
      path: r.path,
      headers: {},
    }),
  );

/** One fuzzed request: any registered route (equally likely), now and then a path no route declares. */
export function requestArbitrary(ctx: RequestContext): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { arbitrary: fc.oneof(...ctx.routes.map((spec) => routeRequest(spec, ctx))), weight: 30 },
    { arbitrary: unlistedRequest, weight: 1 },
  );
}
