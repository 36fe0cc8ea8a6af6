// Load run: a fresh seeded database, fresh accounts, then `--users` virtual users for `--seconds`
// mixing reads and writes against the built API; afterwards the API is stopped and the database
// audited against every acknowledged action. Writes bench/results/load-<driver>.{json,md}.
//   npm run bench -- load --drivers=pglite,postgres --users=200 --seconds=60
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createAccounts } from '../accounts';
import { startApi, stopProcess } from '../api-process';
import { arg, numberArg } from '../args';
import { selectRows } from '../consistency';
import { benchRoot, type Driver, openBenchDatabase, prepareDatabase } from '../data';
import { summarize } from '../stats';
import { audit, takeBaseline } from './audit';
import { Ledger } from './ledger';
import { markdown } from './report';
import { ActionLog, VirtualUser, type World } from './virtual-user';

const serverUrl = process.env.BENCH_DATABASE_URL;
const drivers = arg('drivers', serverUrl ? 'pglite,postgres' : 'pglite').split(',') as Driver[];
const options = {
  users: numberArg('users', 200),
  seconds: numberArg('seconds', 60),
  posts: numberArg('posts', 1000),
  thinkMs: numberArg('think-ms', 500),
  timeoutMs: numberArg('timeout-ms', 60_000),
  rateLimitFactor: numberArg('rate-limit-factor', 100),
};
const PORT = numberArg('port', 4910);

async function runDriver(driver: Driver) {
  const db = await prepareDatabase(driver, options.posts, serverUrl, { name: 'reliab_load', fresh: true });
  const before = await openBenchDatabase(db);
  const baseline = await takeBaseline(before);
  const visible = await selectRows<{ id: string; author_id: string }>(
    before,
    'select id, author_id from posts where not hidden order by created_at desc, id desc',
  );
  await before.close();

  // Limits scaled as the test helpers do: one IP registers and signs in every account, and each
  // virtual user writes faster than a person; the load is about the database, not the limiter.
  const api = await startApi(db, PORT, { CWT_RATE_LIMIT_FACTOR: String(options.rateLimitFactor) });
  const accounts = await createAccounts(api.base, options.users, 'loadvu');
  console.log(
    `${driver}: ${accounts.length} accounts ready; ${options.users} users for ${options.seconds} s`,
  );
  const world: World = {
    base: api.base,
    postIds: visible.map((p) => p.id),
    hot: 20,
    authorIds: [...new Set(visible.map((p) => p.author_id))],
    ledger: new Ledger(),
    log: new ActionLog(),
    deadline: Date.now() + options.seconds * 1000,
    thinkMs: options.thinkMs,
    timeoutMs: options.timeoutMs,
  };
  const started = Date.now();
  await Promise.all(accounts.map((account) => new VirtualUser(world, account).run()));
  const elapsedS = (Date.now() - started) / 1000;
  const shutdown = await stopProcess(api.child, 'SIGTERM');

  const after = await openBenchDatabase(db);
  const result = await audit(
    after,
    baseline,
    world.ledger,
    accounts.map((a) => a.id),
  ).finally(() => after.close());

  const all = [...world.log.latencies.values()].flat();
  const actions = [...world.log.latencies.entries()].map(([action, samples]) => ({
    action,
    ...summarize(samples),
    errors: world.log.errors.filter((e) => e.action === action).length,
  }));
  return {
    date: new Date().toISOString(),
    driver,
    options,
    node: process.version,
    elapsedS: Math.round(elapsedS * 10) / 10,
    requests: all.length,
    requestsPerSecond: Math.round(all.length / elapsedS),
    latency: summarize(all),
    errors: world.log.errors.length,
    errorSamples: world.log.errors.slice(0, 20),
    actions,
    acknowledged: {
      likesNet: [...world.ledger.likeDelta.values()].reduce((a, b) => a + b, 0),
      likesHeld: world.ledger.likes.size,
      commentsHeld: world.ledger.comments.size,
      bookmarksHeld: world.ledger.bookmarks.size,
      posts: world.ledger.posts.size,
    },
    shutdown,
    audit: result,
  };
}

export type LoadReport = Awaited<ReturnType<typeof runDriver>>;

const out = path.join(benchRoot, 'results');
mkdirSync(out, { recursive: true });
let failed = false;
for (const driver of drivers) {
  const report = await runDriver(driver);
  writeFileSync(path.join(out, `load-${driver}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(out, `load-${driver}.md`), markdown(report));
  console.log(
    `${driver}: ${report.requests} requests, ${report.requestsPerSecond} req/s, p50 ${report.latency.p50Ms} ms, p99 ${report.latency.p99Ms} ms, errors ${report.errors}, audit ${report.audit.ok ? 'OK' : 'FAILED'}`,
  );
  for (const c of report.audit.checks) if (c.mismatches) console.log(`  ${c.name}: ${c.samples.join('; ')}`);
  for (const m of report.audit.counterMismatches.slice(0, 10))
    console.log(`  ${m.check}: ${m.id} stored ${m.stored}, counted ${m.counted}`);
  for (const e of report.errorSamples.slice(0, 10))
    console.log(`  error ${e.action}: ${e.status} ${e.detail}`);
  failed ||= report.errors > 0 || !report.audit.ok;
}
console.log(`wrote ${path.relative(process.cwd(), out)}/load-<driver>.json and .md`);
process.exit(failed ? 1 : 0);
