// API benchmark: for each database driver and data size, requests per second and p50/p99 latency of
// the main read endpoints at 50 connections, beside a raw node:http server returning the same bytes
// in the same run. Writes bench/results/<out>.json and .md (`--out=`, default api).
//   npm run bench -- --sizes=1000,100000 --seconds=10 --drivers=pglite,postgres
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { forkReady, repoRoot, startApi } from './api-process';
import { arg, numberArg } from './args';
import { COLD_ENDPOINTS, type ColdLists, coldLists, describeLists, type SignedIn, signIn } from './cold';
import { benchRoot, type Driver, openBenchDatabase, prepareDatabase } from './data';
import { seedFeedFixture } from './feed-fixture';
import { type Drawn, type LoadResult, load } from './load';
import { BENCH_METRICS_TOKEN } from './metrics';

const serverUrl = process.env.BENCH_DATABASE_URL;
const drivers = arg('drivers', serverUrl ? 'pglite,postgres' : 'pglite').split(',') as Driver[];
const sizes = arg('sizes', '1000,100000').split(',').map(Number);
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '50'));
/** Comma-separated substrings of endpoint names to run (all when absent), e.g. `--only=signed in`. */
const only = arg('only', '').split(',').filter(Boolean);
/** `--cache=off` runs the API with READ_CACHE_MB=0: every request takes the database path. */
const cacheOff = arg('cache', 'on') === 'off';
/**
 * `classic`: the rows measured since the start, beside a raw server (the read cache's figures);
 * `cold`: a row per read endpoint drawing page, user, tag and keyword per request, p99 at 10
 * connections and req/s at 50 (the database path's figures). Default: cold with `--cache=off`.
 */
const rowSet = arg('set', cacheOff ? 'cold' : 'classic');
if (rowSet !== 'cold' && rowSet !== 'classic') throw new Error('--set must be cold or classic');
/** `--metrics=on` runs the API with METRICS_TOKEN set (what the metrics cost). */
const metricsOn = arg('metrics', 'off') === 'on';
/** Results go to bench/results/<out>.json and .md. */
const outName = arg('out', 'api');
/** The API's port; the raw server takes the next one. */
const API_PORT = numberArg('port', 4900);
const RAW_PORT = API_PORT + 1;
/** Cold rows: p99 at this many connections, req/s at `--connections`. */
const COLD_P99_CONNECTIONS = 10;

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

interface ColdRow {
  driver: Driver;
  size: number;
  endpoint: string;
  /** At COLD_P99_CONNECTIONS connections. */
  few: LoadResult;
  /** At `--connections`. */
  many: LoadResult;
}

/**
 * CPU time (user + system, ms) a process has used, from /proc (Linux; clock ticks of 10 ms). Unlike
 * req/s, CPU per request hardly moves with what else the machine runs: the figure for small costs.
 */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

interface Row {
  driver: Driver;
  size: number;
  endpoint: string;
  api: LoadResult;
  /** The API process's CPU time per request during the measured run (microseconds), where /proc has it. */
  cpuUsPerRequest: number | null;
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
  const raw = await forkReady(path.join(benchRoot, 'src/raw-server.ts'), [
    file,
    contentType,
    String(RAW_PORT),
  ]);
  try {
    return await load(`http://127.0.0.1:${RAW_PORT}/`, { connections, seconds });
  } finally {
    await raw.stop();
  }
}

async function coldRows(driver: Driver, size: number, base: string, lists: ColdLists): Promise<ColdRow[]> {
  const tokens: SignedIn = await signIn(base, lists);
  const rows: ColdRow[] = [];
  const selected = COLD_ENDPOINTS.filter((e) => only.length === 0 || only.some((o) => e.name.includes(o)));
  for (const endpoint of selected) {
    if (endpoint.name.includes('rare') && lists.rareWords.length === 0) {
      console.log(`skip ${endpoint.name}: no word in 1-10 posts in this database`);
      continue;
    }
    const draw = (): Drawn => {
      const { path: p, as } = endpoint.draw(lists);
      const token =
        as === 'admin'
          ? tokens.admin
          : as === 'user'
            ? tokens.users[Math.floor(Math.random() * tokens.users.length)]
            : as === 'feed member'
              ? tokens.feed
              : null;
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      return { path: p, headers };
    };
    const sample = draw();
    const check = await fetch(base + sample.path, { headers: sample.headers });
    if (!check.ok) {
      console.log(`skip ${endpoint.name}: ${sample.path} answered ${check.status}`);
      continue;
    }
    await load(base, { connections: COLD_P99_CONNECTIONS, seconds: 2, draw }); // warm-up: JIT, plans
    const few = await load(base, { connections: COLD_P99_CONNECTIONS, seconds, draw });
    const many = await load(base, { connections, seconds, draw });
    rows.push({ driver, size, endpoint: endpoint.name, few, many });
    const errors = few.errors + few.non2xx + many.errors + many.non2xx;
    console.log(
      `${driver} ${size} ${endpoint.name}: p99 ${few.p99Ms} ms at ${COLD_P99_CONNECTIONS} (p50 ${few.p50Ms}), ${many.requestsPerSecond} req/s at ${connections} (p99 ${many.p99Ms} ms)${errors ? ` ERRORS ${errors}` : ''}`,
    );
  }
  return rows;
}

async function benchSize(
  driver: Driver,
  size: number,
): Promise<{ rows: Row[]; cold: ColdRow[]; lists?: ColdLists }> {
  const db = await prepareDatabase(driver, size, serverUrl);
  let lists: ColdLists | null = null;
  if (rowSet === 'cold') {
    const database = await openBenchDatabase(db);
    lists = await coldLists(db, database)
      .then(async (l) => {
        await seedFeedFixture(database, l.usernames[0]!);
        return l;
      })
      .finally(() => database.close());
    console.log(describeLists(lists));
  }
  const env: Record<string, string> = {};
  if (cacheOff) env.READ_CACHE_MB = '0';
  if (metricsOn) env.METRICS_TOKEN = BENCH_METRICS_TOKEN;
  // The cold rows sign in a score of users at once: the login limit is not what they measure.
  if (lists) env.CWT_RATE_LIMIT_FACTOR = '100';
  const { proc: api, base } = await startApi(db, API_PORT, env);
  const rows: Row[] = [];
  try {
    if (lists) return { rows, cold: await coldRows(driver, size, base, lists), lists };
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
      const cpuBefore = cpuMs(api.child.pid);
      const apiResult = await load(url, { connections, seconds, headers, paths });
      const cpuAfter = cpuMs(api.child.pid);
      const cpuUsPerRequest =
        cpuBefore === null || cpuAfter === null || apiResult.requests === 0
          ? null
          : Math.round(((cpuAfter - cpuBefore) * 1000) / apiResult.requests);
      const raw = await rawCeiling(body, sample.headers.get('content-type') ?? 'application/json');
      const row = {
        driver,
        size,
        endpoint: endpoint.name,
        api: apiResult,
        raw,
        ratio: apiResult.requestsPerSecond / raw.requestsPerSecond,
        cpuUsPerRequest,
      };
      rows.push(row);
      console.log(
        `${driver} ${size} ${endpoint.name}: ${apiResult.requestsPerSecond} req/s p50 ${apiResult.p50Ms} ms p99 ${apiResult.p99Ms} ms (raw ${raw.requestsPerSecond} req/s, ${(row.ratio * 100).toFixed(0)}%; API CPU ${cpuUsPerRequest ?? '-'} µs/req)${apiResult.errors + apiResult.non2xx ? ` errors ${apiResult.errors} non2xx ${apiResult.non2xx}` : ''}`,
      );
    }
  } finally {
    await api.stop();
  }
  return { rows, cold: [] };
}

function coldMarkdown(cold: ColdRow[], lists: Map<string, ColdLists>): string[] {
  const lines = [
    `Cold rows: each request draws its page (0-20; per-user lists 0-2), user, tag and keyword from the lists below; target p99 <= 50 ms at ${COLD_P99_CONNECTIONS} connections and >= 1,000 req/s at ${connections}.`,
    '',
    `| driver | posts | endpoint | p50 ms @${COLD_P99_CONNECTIONS} | p99 ms @${COLD_P99_CONNECTIONS} | req/s @${connections} | p99 ms @${connections} | errors | target |`,
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...cold.map((r) => {
      const errors = r.few.errors + r.few.non2xx + r.many.errors + r.many.non2xx;
      const met = r.few.p99Ms <= 50 && r.many.requestsPerSecond >= 1000 && errors === 0;
      return `| ${r.driver} | ${r.size} | ${r.endpoint} | ${r.few.p50Ms} | ${r.few.p99Ms} | ${r.many.requestsPerSecond} | ${r.many.p99Ms} | ${errors} | ${met ? 'met' : 'missed'} |`;
    }),
  ];
  for (const [key, l] of lists) lines.push('', `Drawn from (${key}):`, '', '```', describeLists(l), '```');
  return lines;
}

function markdown(rows: Row[], cold: ColdRow[], lists: Map<string, ColdLists>): string {
  const lines = [
    `# API benchmark`,
    '',
    `${new Date().toISOString()} · ${connections} connections · ${seconds} s per run · read cache ${cacheOff ? 'off' : 'on'} · metrics ${metricsOn ? 'on' : 'off'} · Node ${process.version}`,
    '',
    ...(cold.length ? coldMarkdown(cold, lists) : []),
  ];
  if (!rows.length) return `${lines.join('\n')}\n`;
  lines.push(
    '| driver | posts | endpoint | req/s | p50 ms | p99 ms | raw req/s | API / raw | API CPU µs/req |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.driver} | ${r.size} | ${r.endpoint} | ${r.api.requestsPerSecond} | ${r.api.p50Ms} | ${r.api.p99Ms} | ${r.raw.requestsPerSecond} | ${(r.ratio * 100).toFixed(0)}% | ${r.cpuUsPerRequest ?? '-'} |`,
    ),
  );
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
const cold: ColdRow[] = [];
const lists = new Map<string, ColdLists>();
for (const driver of drivers)
  for (const size of sizes) {
    const result = await benchSize(driver, size);
    rows.push(...result.rows);
    cold.push(...result.cold);
    if (result.lists) lists.set(`${driver}, ${size} posts`, result.lists);
  }
const out = path.join(benchRoot, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, `${outName}.json`),
  `${JSON.stringify({ date: new Date().toISOString(), connections, seconds, readCache: !cacheOff, metrics: metricsOn, rows, cold, lists: Object.fromEntries(lists) }, null, 2)}\n`,
);
writeFileSync(path.join(out, `${outName}.md`), markdown(rows, cold, lists));
console.log(`\nwrote ${path.relative(repoRoot, out)}/${outName}.json and ${outName}.md`);
