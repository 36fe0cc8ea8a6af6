// Load run: a fresh copy of a seeded database, fresh accounts, then virtual users mixing reads and
// writes against the built API (a fixed count for `--seconds`, or with `--ramp` steps of more and
// more until the latency target breaks); afterwards the API is stopped and the database audited
// against every acknowledged action, and the same virtual users run against a node:http server
// answering each action with canned bytes (the raw ceiling). On PostgreSQL a second API process
// listens on the bus, and its /metrics give the bus delay. Writes bench/results/load-<driver>.{json,md}.
//   npm run bench -- load --drivers=pglite,postgres --users=200 --seconds=60
//   npm run bench -- load --drivers=postgres --posts=100000 --ramp
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Account, createAccounts } from '../accounts';
import { forkReady, startApi } from '../api-process';
import { arg, numberArg } from '../args';
import { selectRows } from '../consistency';
import { newestProfile, profileMarkdown, summarizeProfile } from '../cpu-profile';
import { type BenchDatabase, benchRoot, type Driver, freshCopy, openBenchDatabase } from '../data';
import { BENCH_METRICS_TOKEN, type BusDelay, busDelay } from '../metrics';
import { type LatencySummary, summarize } from '../stats';
import { ActionLog, TIMELINE_WINDOW_S } from './action-log';
import { audit, takeBaseline } from './audit';
import { Ledger } from './ledger';
import { markdown } from './report';
import { MIXES, type Mix, type Samples, VirtualUser, type World } from './virtual-user';

const serverUrl = process.env.BENCH_DATABASE_URL;
const drivers = arg('drivers', serverUrl ? 'pglite,postgres' : 'pglite').split(',') as Driver[];
const mix = arg('mix', 'v2') as Mix;
if (!MIXES.includes(mix)) throw new Error(`--mix must be one of ${MIXES.join(', ')}`);
const ramp = process.argv.includes('--ramp');
/** `--cpu-prof`: the API runs under V8's CPU profiler; its summary is written beside the results. */
const cpuProf = process.argv.includes('--cpu-prof');
const options = {
  mix,
  users: numberArg('users', 200),
  seconds: numberArg('seconds', 60),
  posts: numberArg('posts', 1000),
  thinkMs: numberArg('think-ms', 500),
  timeoutMs: numberArg('timeout-ms', 60_000),
  rateLimitFactor: numberArg('rate-limit-factor', 100),
  /** The raw ceiling run's length (0: no raw run). */
  rawSeconds: numberArg('raw-seconds', Math.min(numberArg('seconds', 60), 20)),
  ramp: ramp
    ? {
        step: numberArg('ramp-step', 100),
        stepSeconds: numberArg('step-seconds', 20),
        warmSeconds: numberArg('warm-seconds', 5),
        maxUsers: numberArg('ramp-max', 3000),
        p99TargetMs: numberArg('ramp-p99', 250),
      }
    : null,
};
/** `--out=` names the results (`<out>-<driver>`); default `load`. */
const outName = arg('out', 'load');
/** The API's port; a second API (PostgreSQL, bus delay) takes the next one, the raw server the one after. */
const PORT = numberArg('port', 4910);

interface Figures {
  requests: number;
  requestsPerSecond: number;
  latency: LatencySummary;
  errors: number;
  /** Refusals the ledger said were due (a reply across a block, to a deleted comment): not errors. */
  refusals: number;
}

interface RampStep extends Figures {
  users: number;
  ok: boolean;
}

function figures(log: ActionLog, seconds: number): Figures {
  const all = [...log.latencies.values()].flat();
  return {
    requests: all.length,
    requestsPerSecond: Math.round(all.length / seconds),
    latency: summarize(all),
    errors: log.errors.length,
    refusals: [...log.refusals.values()].reduce((a, b) => a + b, 0),
  };
}

/** Adds `from`'s records to `into`. */
function merge(into: ActionLog, from: ActionLog): void {
  for (const [action, samples] of from.latencies) {
    const list = into.latencies.get(action) ?? [];
    for (const s of samples) list.push(s);
    into.latencies.set(action, list);
  }
  into.errors.push(...from.errors);
  for (const [action, n] of from.refusals) into.refusals.set(action, (into.refusals.get(action) ?? 0) + n);
}

/** Runs every user until the world's deadline. */
async function runUsers(users: VirtualUser[]): Promise<void> {
  await Promise.all(users.map((u) => u.run()));
}

/** Steps of `step` more users, each measured for stepSeconds after warmSeconds, until one misses the target. */
async function runRamp(
  world: World,
  base: string,
  accounts: Account[],
): Promise<{ steps: RampStep[]; total: ActionLog }> {
  const r = options.ramp!;
  const users: VirtualUser[] = [];
  const steps: RampStep[] = [];
  const total = new ActionLog();
  for (let count = r.step; count <= r.maxUsers; count += r.step) {
    if (accounts.length < count)
      accounts.push(...(await createAccounts(base, count - accounts.length, `loadvu${count}x`)));
    while (users.length < count) users.push(new VirtualUser(world, accounts[users.length]!));
    const start = Date.now();
    world.log = new ActionLog(start + r.warmSeconds * 1000);
    world.deadline = start + (r.warmSeconds + r.stepSeconds) * 1000;
    await runUsers(users);
    const measured = (Date.now() - world.log.since) / 1000;
    const step = { users: count, ...figures(world.log, measured), ok: false };
    step.ok = step.latency.p99Ms <= r.p99TargetMs && step.errors === 0;
    steps.push(step);
    merge(total, world.log);
    console.log(
      `  step ${count} users: ${step.requestsPerSecond} req/s, p50 ${step.latency.p50Ms} ms, p99 ${step.latency.p99Ms} ms, errors ${step.errors}${step.ok ? '' : ' (over the target: the ramp stops)'}`,
    );
    if (!step.ok) break;
  }
  return { steps, total };
}

/** The same users, mix and pauses against canned bytes: what this machine does without the API. */
async function rawCeiling(
  world: World,
  accounts: Account[],
  samples: Samples,
  users: number,
): Promise<Figures & { users: number }> {
  const routesFile = path.join(benchRoot, '.data', 'raw-routes.json');
  writeFileSync(routesFile, JSON.stringify(Object.fromEntries(samples)));
  const rawPort = PORT + 2;
  const raw = await forkReady(path.join(benchRoot, 'src/raw-server.ts'), [
    '--routes',
    routesFile,
    String(rawPort),
  ]);
  try {
    const rawWorld: World = {
      ...world,
      base: `http://127.0.0.1:${rawPort}`,
      postIds: [...world.postIds],
      threads: [...world.threads],
      postAuthors: new Map(world.postAuthors),
      ledger: new Ledger(),
      log: new ActionLog(),
      deadline: Date.now() + options.rawSeconds * 1000,
      samples: undefined,
      replay: true,
    };
    const started = Date.now();
    await runUsers(accounts.slice(0, users).map((a) => new VirtualUser(rawWorld, a)));
    return { users, ...figures(rawWorld.log, (Date.now() - started) / 1000) };
  } finally {
    await raw.stop();
  }
}

async function runDriver(driver: Driver) {
  const db: BenchDatabase = await freshCopy(driver, options.posts, serverUrl, 'reliab_load');
  const before = await openBenchDatabase(db);
  const baseline = await takeBaseline(before);
  const visible = await selectRows<{ id: string; author_id: string }>(
    before,
    'select id, author_id from posts where not hidden order by created_at desc, id desc',
  );
  await before.close();

  // Limits scaled as the test helpers do: one IP registers and signs in every account, and each
  // virtual user writes faster than a person; the load is about the database, not the limiter.
  const env = { CWT_RATE_LIMIT_FACTOR: String(options.rateLimitFactor), METRICS_TOKEN: BENCH_METRICS_TOKEN };
  const profileDir = path.join(benchRoot, 'results', `${outName}-${driver}-cpu`);
  if (cpuProf) mkdirSync(profileDir, { recursive: true });
  const api = await startApi(db, PORT, env, cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  // A second node on the same PostgreSQL database hears every write's bus message: it times them.
  const listener = driver === 'postgres' ? await startApi(db, PORT + 1, env) : null;
  const accounts = await createAccounts(api.base, ramp ? options.ramp!.step : options.users, 'loadvu');
  console.log(
    ramp
      ? `${driver}: ramp from ${options.ramp!.step} users, +${options.ramp!.step} every ${options.ramp!.warmSeconds}+${options.ramp!.stepSeconds} s, mix ${mix}`
      : `${driver}: ${accounts.length} accounts ready; ${options.users} users for ${options.seconds} s, mix ${mix}`,
  );
  const samples: Samples = new Map();
  const world: World = {
    base: api.base,
    mix,
    postIds: visible.map((p) => p.id),
    hot: 20,
    authorIds: [...new Set(visible.map((p) => p.author_id))],
    accounts,
    postAuthors: new Map(),
    threads: [],
    ledger: new Ledger(),
    log: new ActionLog(),
    deadline: Date.now() + options.seconds * 1000,
    thinkMs: options.thinkMs,
    timeoutMs: options.timeoutMs,
    samples,
  };
  const started = Date.now();
  let steps: RampStep[] | null = null;
  if (ramp) {
    const result = await runRamp(world, api.base, accounts);
    steps = result.steps;
    world.log = result.total;
  } else {
    await runUsers(accounts.map((account) => new VirtualUser(world, account)));
  }
  const elapsedS = (Date.now() - started) / 1000;
  let bus: BusDelay | null = null;
  if (listener) {
    bus = await busDelay(listener.base).catch((err: Error) => {
      console.log(`  bus delay not read: ${err.message}`);
      return null;
    });
    await listener.proc.stop('SIGTERM');
  }
  const shutdown = await api.proc.stop('SIGTERM');
  const profile = cpuProf ? newestProfile(profileDir) : null;
  if (profile) {
    const summary = summarizeProfile(profile);
    writeFileSync(
      path.join(benchRoot, 'results', `${outName}-${driver}-cpu.md`),
      profileMarkdown(`API CPU profile: ${driver}, mix ${mix}, ${options.posts} posts`, summary),
    );
    console.log(
      `  API CPU (main thread): busy ${summary.busyMs} ms, idle ${summary.idleMs} ms; top packages:`,
    );
    for (const p of summary.byPackage.slice(0, 8)) console.log(`    ${p.name}: ${p.percent}%`);
  }

  const after = await openBenchDatabase(db);
  const result = await audit(
    after,
    baseline,
    world.ledger,
    accounts.map((a) => a.id),
  ).finally(() => after.close());

  const measuredS = steps ? steps.length * options.ramp!.stepSeconds : elapsedS;
  const whole = figures(world.log, measuredS);
  const knee = steps ? ([...steps].reverse().find((s) => s.ok) ?? null) : null;
  // The raw run at the user count the figures are quoted at: the run's, or the knee's.
  const rawUsers = steps ? (knee ?? steps[0]!).users : options.users;
  const raw = options.rawSeconds > 0 ? await rawCeiling(world, accounts, samples, rawUsers) : null;
  const apiAtRawUsers = steps ? (knee ?? steps[0]!).requestsPerSecond : whole.requestsPerSecond;
  const actions = [...world.log.latencies.entries()].map(([action, samples]) => ({
    action,
    ...summarize(samples),
    errors: world.log.errors.filter((e) => e.action === action).length,
    refusals: world.log.refusals.get(action) ?? 0,
  }));
  const windows = [...world.log.windows.entries()].sort(([a], [b]) => a - b);
  const timeline = windows.map(([window, samples]) => ({
    fromS: window * TIMELINE_WINDOW_S,
    ...summarize(samples),
  }));
  // The run's figures again without its first window (cold caches, code not yet optimised), as the
  // ramp measures each step after a warm-up; quoted beside the whole run's, never instead of them.
  const steady = steps ? null : summarize(windows.filter(([w]) => w > 0).flatMap(([, samples]) => samples));
  const ledger = world.ledger;
  const held = [...ledger.comments.values()];
  return {
    date: new Date().toISOString(),
    driver,
    options,
    node: process.version,
    elapsedS: Math.round(elapsedS * 10) / 10,
    requests: whole.requests,
    requestsPerSecond: whole.requestsPerSecond,
    latency: whole.latency,
    errors: whole.errors,
    refusals: whole.refusals,
    errorSamples: world.log.errors.slice(0, 20),
    actions,
    timeline,
    steady,
    ramp: steps ? { steps, knee, p99TargetMs: options.ramp!.p99TargetMs } : null,
    raw: raw ? { ...raw, ratio: raw.requestsPerSecond ? apiAtRawUsers / raw.requestsPerSecond : 0 } : null,
    busDelay: bus,
    acknowledged: {
      likesNet: [...ledger.likeDelta.values()].reduce((a, b) => a + b, 0),
      likesHeld: ledger.likes.size,
      commentsHeld: ledger.comments.size,
      repliesHeld: held.filter((c) => c.parentId).length,
      deepestReply: Math.max(0, ...held.map((c) => c.depth)),
      commentsDeleted: ledger.deletedComments.size,
      edits: ledger.edits,
      mentions: ledger.mentions.length,
      mentionsAcrossBlock: ledger.mentions.filter((m) => m.notice === false).length,
      /** Mentions written while a block between the two changed: either outcome is right, not audited. */
      mentionsUnsure: ledger.mentions.filter((m) => m.notice === null).length,
      blocksHeld: ledger.held('block').on.size,
      mutesHeld: ledger.held('mute').on.size,
      bookmarksHeld: ledger.bookmarks.size,
      posts: ledger.posts.size,
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
  writeFileSync(path.join(out, `${outName}-${driver}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(out, `${outName}-${driver}.md`), markdown(report));
  console.log(
    `${driver}: ${report.requests} requests, ${report.requestsPerSecond} req/s, p50 ${report.latency.p50Ms} ms, p99 ${report.latency.p99Ms} ms, errors ${report.errors}, expected refusals ${report.refusals}, audit ${report.audit.ok ? 'OK' : 'FAILED'}`,
  );
  if (report.steady)
    console.log(
      `  after the first ${TIMELINE_WINDOW_S} s: p50 ${report.steady.p50Ms} ms, p99 ${report.steady.p99Ms} ms, max ${report.steady.maxMs} ms`,
    );
  if (report.ramp)
    console.log(
      report.ramp.knee
        ? `  knee: ${report.ramp.knee.users} users, ${report.ramp.knee.requestsPerSecond} req/s (p99 ${report.ramp.knee.latency.p99Ms} ms, 0 errors)`
        : `  knee: none (the first step already missed p99 <= ${report.ramp.p99TargetMs} ms or had errors)`,
    );
  if (report.raw)
    console.log(
      `  raw ceiling (${report.raw.users} users, canned bytes): ${report.raw.requestsPerSecond} req/s, p99 ${report.raw.latency.p99Ms} ms; API / raw ${(report.raw.ratio * 100).toFixed(0)}%`,
    );
  console.log(
    report.busDelay
      ? `  bus delay (second node, ${report.busDelay.count} messages): p99 ${report.busDelay.p99}, mean ${report.busDelay.count ? (report.busDelay.sumMs / report.busDelay.count).toFixed(1) : '-'} ms`
      : `  bus delay: n/a (${driver === 'pglite' ? 'PGlite: one process, in-memory bus' : 'not read'})`,
  );
  for (const c of report.audit.checks) if (c.mismatches) console.log(`  ${c.name}: ${c.samples.join('; ')}`);
  for (const m of report.audit.counterMismatches.slice(0, 10))
    console.log(`  ${m.check}: ${m.id} stored ${m.stored}, counted ${m.counted}`);
  for (const e of report.errorSamples.slice(0, 10))
    console.log(`  error ${e.action}: ${e.status} ${e.detail}`);
  // A ramp ends on a step with errors by design; only the audit decides its exit code.
  failed ||= (!report.ramp && report.errors > 0) || !report.audit.ok;
}
console.log(`wrote ${path.relative(process.cwd(), out)}/${outName}-<driver>.json and .md`);
process.exit(failed ? 1 : 0);
