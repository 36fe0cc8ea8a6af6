// API benchmark: for each database driver and data size, requests per second and p50/p99 latency of
// the main read endpoints at 50 connections, beside a raw node:http server returning the same bytes
// in the same run. Writes bench/results/<out>.json and .md (`--out=`, default api).
//   npm run bench -- --sizes=1000,100000 --seconds=10 --drivers=pglite,postgres
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startApi, stopProcess } from './api-process';
import { arg } from './args';
import { benchRoot, type Driver, prepareDatabase } from './data';
import { type LoadResult, load } from './load';

const serverUrl = process.env.BENCH_DATABASE_URL;
const drivers = arg('drivers', serverUrl ? 'pglite,postgres' : 'pglite').split(',') as Driver[];
const sizes = arg('sizes', '1000,100000').split(',').map(Number);
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '50'));
/** Comma-separated substrings of endpoint names to run (all when absent), e.g. `--only=signed in`. */
const only = arg('only', '').split(',').filter(Boolean);
/** `--cache=off` runs the API with READ_CACHE_MB=0: every request takes the database path. */
const cacheOff = arg('cache', 'on') === 'off';
/** Results go to bench/results/<out>.json and .md. */
const outName = arg('out', 'api');
const API_PORT = 4900;
const RAW_PORT = 4901;

interface Endpoint {
  name: string;
  path: (ids: Ids) => string;
  /** Several paths cycled through, one per request (defeats the read cache). */
  paths?: () => string[];
  auth?: boolean;
}
interface Ids {
  postId: string;
  authorId: string;
  token: string;
}

/** Words of the seed's vocabulary, plus a few that only the typo fallback can answer. */
const KEYWORDS = [
  'travel',
  'food',
  'music',
  'coffee',
  'city',
  'design',
  'code',
  'photo',
  'market',
  'river',
  'night',
  'street',
  'book',
  'garden',
  'mountain',
  'game',
  'team',
  'school',
  'rain',
  'summer',
  'pho',
  'ha noi',
  'da lat',
  'guide',
  'notes',
  'recipe',
  'trip',
  'morning',
  'camera',
  'light',
  'travle',
  'musik',
];

// Anonymous reads are served whole from the read cache after the first; the signed-in rows share the
// cached page and add the viewer's flags; the varied search row ranks each keyword cold once
// (`--cache=off` measures the database path alone).
const ENDPOINTS: Endpoint[] = [
  { name: 'home list', path: () => '/api/posts?page=0&size=6' },
  { name: 'home list, signed in', path: () => '/api/posts?page=0&size=6', auth: true },
  { name: 'post detail', path: (i) => `/api/posts/${i.postId}` },
  { name: 'post detail, signed in', path: (i) => `/api/posts/${i.postId}`, auth: true },
  { name: 'comments', path: (i) => `/api/comments/${i.postId}` },
  { name: 'search', path: () => '/api/posts/search?keyword=travel' },
  {
    name: 'search, signed in, 32 keywords',
    path: () => '/api/posts/search?keyword=travel',
    paths: () => KEYWORDS.map((k) => `/api/posts/search?keyword=${encodeURIComponent(k)}`),
    auth: true,
  },
  { name: 'most-liked week', path: () => '/api/posts/most-liked?period=week&size=6' },
  { name: 'profile', path: (i) => `/api/users/${i.authorId}` },
  { name: 'notifications', path: () => '/api/notifications', auth: true },
];

interface Row {
  driver: Driver;
  size: number;
  endpoint: string;
  api: LoadResult;
  raw: LoadResult;
  ratio: number;
}

async function discoverIds(base: string): Promise<Ids> {
  const list = (await (await fetch(`${base}/api/posts?page=0&size=1`)).json()) as {
    content: { id: string; author: { id: string } }[];
  };
  const first = list.content[0];
  if (!first) throw new Error('no posts seeded');
  const login = (await (
    await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin12345' }),
    })
  ).json()) as { token: string };
  return { postId: first.id, authorId: first.author.id, token: login.token };
}

async function rawCeiling(body: Buffer, contentType: string): Promise<LoadResult> {
  const file = path.join(benchRoot, '.data', 'raw-body');
  writeFileSync(file, body);
  // fork() passes on this process's --import of tsx, so the child runs TypeScript too.
  const raw = fork(path.join(benchRoot, 'src/raw-server.ts'), [file, contentType, String(RAW_PORT)], {
    stdio: 'inherit',
  });
  await new Promise<void>((resolve) => raw.once('message', () => resolve()));
  try {
    return await load(`http://127.0.0.1:${RAW_PORT}/`, { connections, seconds });
  } finally {
    await stopProcess(raw);
  }
}

async function benchSize(driver: Driver, size: number): Promise<Row[]> {
  const db = await prepareDatabase(driver, size, serverUrl);
  const { child: api, base } = await startApi(db, API_PORT, cacheOff ? { READ_CACHE_MB: '0' } : {});
  const rows: Row[] = [];
  try {
    const ids = await discoverIds(base);
    const selected = ENDPOINTS.filter((e) => only.length === 0 || only.some((o) => e.name.includes(o)));
    for (const endpoint of selected) {
      const url = base + endpoint.path(ids);
      const headers: Record<string, string> = endpoint.auth ? { Authorization: `Bearer ${ids.token}` } : {};
      const sample = await fetch(url, { headers });
      if (!sample.ok) {
        console.log(`skip ${endpoint.name}: ${sample.status}`);
        continue;
      }
      const body = Buffer.from(await sample.arrayBuffer());
      const paths = endpoint.paths?.();
      await load(url, { connections, seconds: 2, headers, paths }); // warm-up: JIT, query plans
      const apiResult = await load(url, { connections, seconds, headers, paths });
      const raw = await rawCeiling(body, sample.headers.get('content-type') ?? 'application/json');
      const row = {
        driver,
        size,
        endpoint: endpoint.name,
        api: apiResult,
        raw,
        ratio: apiResult.requestsPerSecond / raw.requestsPerSecond,
      };
      rows.push(row);
      console.log(
        `${driver} ${size} ${endpoint.name}: ${apiResult.requestsPerSecond} req/s p50 ${apiResult.p50Ms} ms p99 ${apiResult.p99Ms} ms (raw ${raw.requestsPerSecond} req/s, ${(row.ratio * 100).toFixed(0)}%)${apiResult.errors + apiResult.non2xx ? ` errors ${apiResult.errors} non2xx ${apiResult.non2xx}` : ''}`,
      );
    }
  } finally {
    await stopProcess(api);
  }
  return rows;
}

function markdown(rows: Row[]): string {
  const lines = [
    `# API benchmark`,
    '',
    `${new Date().toISOString()} · ${connections} connections · ${seconds} s per run · read cache ${cacheOff ? 'off' : 'on'} · Node ${process.version}`,
    '',
    '| driver | posts | endpoint | req/s | p50 ms | p99 ms | raw req/s | API / raw |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.driver} | ${r.size} | ${r.endpoint} | ${r.api.requestsPerSecond} | ${r.api.p50Ms} | ${r.api.p99Ms} | ${r.raw.requestsPerSecond} | ${(r.ratio * 100).toFixed(0)}% |`,
    ),
  ];
  const [small, large] = [Math.min(...sizes), Math.max(...sizes)];
  if (small !== large) {
    lines.push('', `## Scale: ${small} vs ${large} posts (p99 ratio; target at most 1.5x)`, '');
    lines.push('| driver | endpoint | p99 small | p99 large | ratio |', '| --- | --- | ---: | ---: | ---: |');
    for (const r of rows.filter((x) => x.size === large)) {
      const s = rows.find((x) => x.size === small && x.driver === r.driver && x.endpoint === r.endpoint);
      if (!s) continue;
      lines.push(
        `| ${r.driver} | ${r.endpoint} | ${s.api.p99Ms} | ${r.api.p99Ms} | ${(r.api.p99Ms / Math.max(s.api.p99Ms, 1)).toFixed(2)}x |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

const rows: Row[] = [];
for (const driver of drivers) for (const size of sizes) rows.push(...(await benchSize(driver, size)));
const out = path.join(benchRoot, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, `${outName}.json`),
  `${JSON.stringify({ date: new Date().toISOString(), connections, seconds, readCache: !cacheOff, rows }, null, 2)}\n`,
);
writeFileSync(path.join(out, `${outName}.md`), markdown(rows));
console.log(`\nwrote ${path.relative(repoRoot, out)}/${outName}.json and ${outName}.md`);
