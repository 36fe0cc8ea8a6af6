// Writes docs/api.md: one table of every route (method, path, auth, request, response) from the
// OpenAPI document the app generates from the zod contracts. Run by build.mjs; no database needed.
// test/api-docs.test.ts imports renderApiDocs() and compares its output with the committed file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN_USERS_DEFAULT_SIZE,
  API,
  CONTENT_MAX,
  ERROR_CODES,
  PAGE_DEFAULT_SIZE,
  STREAM_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
} from '@cwt/contracts';
import { buildApp } from '../src/app';
import { findRepoRoot, loadConfig } from '../src/config';
import type { Database, Db } from '../src/db/client';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  $ref?: string;
};
interface Operation {
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: { default?: unknown } }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** Deliberate differences from the product spec's calls, and why (the routes' summaries say what they do). */
const SPEC_NOTES = [
  "- Post lists (`GET /api/posts`, most-liked, search, related, a user's posts, bookmarks) carry `excerpt`, a",
  `  plain-text opening, instead of \`content\`. A post's sanitized HTML can reach ${CONTENT_MAX.toLocaleString('en')} characters, so a page of`,
  '  full bodies would be megabytes that list screens never show. Only `GET /api/posts/{id}` (and the create and',
  '  update answers) carry `content`. A client that edits a post from a list row must load it first: the admin',
  '  Blogs screen calls `GET /api/posts/{id}` before filling its Edit form (mf-admin `BlogsPage.test.tsx`).',
  "- Lists are paged on the server. The spec's client calls `GET /api/posts`, `GET /api/posts/most-liked` and",
  '  `GET /api/admin/users` without `page`/`size` and takes the answer as the whole list; it gets the first page',
  `  (${PAGE_DEFAULT_SIZE} posts, ${ADMIN_USERS_DEFAULT_SIZE} users). \`totalElements\` (paged lists) and \`${TOTAL_COUNT_HEADER}\` (arrays) say how many there are.`,
  "- Bodies of the spec's admin forms carry an `id` (`POST`/`PUT /api/posts`, `POST`/`PUT /api/admin/users`);",
  '  it is ignored, `null` and `""` included. In a `PUT` the path names the entity.',
  '- `DELETE /api/report-items/{id}` answers 200 for a well-formed id whose report is already gone: the spec',
  '  deletes the content first (which removes its reports), then the report.',
];

function shape(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return '';
  if (schema.type === 'array') return `[${shape(schema.items, depth)}]`;
  if (schema.properties) {
    const keys = Object.keys(schema.properties);
    if (depth > 0) return `{${keys.length} fields}`;
    const required = new Set(schema.required ?? []);
    const listed = keys.slice(0, 12).map((k) => {
      const inner = schema.properties![k]!;
      const nested = inner.type === 'array' || inner.properties ? `: ${shape(inner, depth + 1)}` : '';
      return `${k}${required.has(k) ? '' : '?'}${nested}`;
    });
    return `{ ${listed.join(', ')}${keys.length > 12 ? ', …' : ''} }`;
  }
  if (schema.anyOf) return schema.anyOf.map((s) => shape(s, depth)).join(' | ');
  return Array.isArray(schema.type) ? schema.type.join('|') : (schema.type ?? 'any');
}

function auth(op: Operation): string {
  if (!op.security) return 'public';
  if (op.security.some((s) => Object.keys(s).length === 0)) return 'optional bearer';
  return op.security.some((s) => s.bearerAuth?.includes('ADMIN')) ? 'bearer (ADMIN)' : 'bearer';
}

function request(op: Operation): string {
  const parts: string[] = [];
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => {
      const fallback = p.schema?.default;
      return `${p.name}${p.required ? '' : '?'}${fallback === undefined ? '' : `=${fallback}`}`;
    });
  if (query.length) parts.push(`query: ${query.join(', ')}`);
  const body = op.requestBody?.content?.['application/json']?.schema;
  if (body) parts.push(`body: ${shape(body)}`);
  return parts.join('<br>') || '—';
}

function response(op: Operation): string {
  const entries = Object.entries(op.responses ?? {}).filter(([code]) => code.startsWith('2'));
  return (
    entries
      .map(([code, r]) => `${code} ${shape(r.content?.['application/json']?.schema) || '(no body)'}`)
      .join('<br>') || '—'
  );
}

/** How a client keeps the bell live without losing what arrives while it connects (issue 16). */
const LIVE_NOTIFICATIONS = [
  `## Live notifications: the stream cursor`,
  '',
  `\`GET ${API.notifications}\` answers with \`${STREAM_CURSOR_HEADER}\`, also when the page is empty: the`,
  'position, in commit order, of the newest notification the page, its totals and the header were read',
  'with (one snapshot). Open the stream with it:',
  '',
  `1. \`POST ${API.notificationsStreamTicket}\`, then \`GET ${API.notificationsStream}?ticket=…&cursor=<${STREAM_CURSOR_HEADER}>\`.`,
  '2. The stream first sends every notification of yours committed after the cursor, oldest first, then',
  '   each new one as it commits. Every event is `event: notification`, `data:` the notification (the',
  '   list item shape) and `id:` its cursor; ids only grow.',
  '3. After a drop, reconnect with a new ticket and `cursor=` the last event id you received (a',
  '   `Last-Event-ID` header is honoured when `cursor` is absent). Nothing committed in between is lost,',
  '   nothing already received is sent again. Without a cursor the stream starts from now.',
  '',
  'Positions come from a sequence drawn only after every earlier writer of notifications has committed',
  '(migration 0010), so a snapshot that sees one position sees every smaller one: unlike ids or',
  'timestamps, they follow commit order. A cursor is decimal digits (up to 15); anything else is 400.',
  'Cross-origin front ends can read the header (CORS exposes it).',
];

/** Every error code with its meaning (issue 22): what clients translate. */
const ERROR_CODE_TABLE = [
  '## Error codes',
  '',
  'Every error answer carries `code`, a stable name from `ERROR_CODES` in `packages/contracts/src/error-codes.ts`,',
  'beside the English `message` (which stays as the spec words it). Clients show their own text for the code',
  'and fall back to `message` for a code they do not know. A code is never renamed or reused.',
  '',
  '| Code | Meaning |',
  '| --- | --- |',
  ...Object.entries(ERROR_CODES).map(
    ([code, meaning]) => `| \`${code}\` | ${meaning.replace(/\|/g, '\\|')} |`,
  ),
];

/** The command that rewrites docs/api.md, named by the freshness test when the file is stale. */
export const REGENERATE_API_DOCS =
  'cd api && node --import tsx scripts/gen-api-docs.ts (npm run build runs it too)';

export const apiDocsFile = (): string => path.join(findRepoRoot(), 'docs/api.md');

/** docs/api.md as the registered routes and the contracts describe them. */
export async function renderApiDocs(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cwt-docs-'));
  // Route registration never queries; a stub keeps this script free of a database.
  const stub: Database = {
    db: {} as Db,
    driver: 'pglite',
    migrate: async () => {},
    ping: async () => {},
    close: async () => {},
  };
  const config = loadConfig({ LOG_LEVEL: 'silent', CWT_DATA_DIR: dataDir }, { jwtSecret: 'x'.repeat(32) });
  const app = await buildApp(config, { database: stub });
  await app.ready();
  const spec = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });

  const rows: string[] = [];
  const details: string[] = [];
  for (const [p, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const cell = (s: string) => s.replace(/\|/g, '\\|');
      rows.push(
        `| ${method.toUpperCase()} | \`${p}\` | ${auth(op)} | ${cell(request(op))} | ${cell(response(op))} | ${cell(op.summary ?? '')} |`,
      );
      if (op.description) details.push(`- \`${method.toUpperCase()} ${p}\`: ${op.description}`);
    }
  }
  return [
    '# CWT API',
    '',
    'Generated by `api/scripts/gen-api-docs.ts` from the OpenAPI document (itself generated from the zod',
    'schemas in `packages/contracts`) — do not edit by hand. Live, browsable version: `/docs` on a running API.',
    '',
    'Errors are always `{ "message": string, "code": string, "field"?: string }` with the 4xx/5xx status (codes:',
    '[Error codes](#error-codes)). `?` marks optional',
    'fields and `=` their default. Lists answer one page: paged ones (`{ content, totalElements, ... }`) count',
    'every match in `totalElements`; array endpoints accept `page`/`size` and report the total in the',
    '`X-Total-Count` header. A call without `page`/`size` gets the first page of the default size only.',
    '',
    '| Method | Path | Auth | Request | Response | Summary |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## Details',
    '',
    ...details,
    '',
    '## Where the API differs from a literal reading of the spec',
    '',
    ...SPEC_NOTES,
    '',
    ...LIVE_NOTIFICATIONS,
    '',
    ...ERROR_CODE_TABLE,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const out = await renderApiDocs();
  const file = apiDocsFile();
  writeFileSync(file, out);
  const routes = out.split('\n').filter((line) => /^\| [A-Z]+ \| `/.test(line)).length;
  console.log(`api: wrote ${path.relative(process.cwd(), file)} (${routes} routes)`);
}

// Only as a script: the freshness test imports this module for renderApiDocs().
if (process.argv[1]?.endsWith('gen-api-docs.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
