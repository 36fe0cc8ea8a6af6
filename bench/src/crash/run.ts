// Crash runs: writers create posts, comments and likes against the built API; mid-load the API
// gets SIGTERM (a clean shutdown must answer or refuse every request and exit 0) or SIGKILL (a
// crash); then the database is reopened in this process and every acknowledged write looked up,
// and the API restarted for the next round. Writes bench/results/crash.{json,md}.
//   npm run bench -- crash --drivers=pglite,postgres --signals=SIGTERM,SIGKILL --rounds=3
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@cwt/api/db';
import { createAccounts } from '../accounts';
import { type ApiExit, startApi } from '../api-process';
import { arg, numberArg } from '../args';
import { selectRows } from '../consistency';
import { benchRoot, type Driver, openBenchDatabase, prepareDatabase } from '../data';
import { markdown } from './report';
import { type Verification, verifyWrites } from './verify';
import { emptyLedger, type RoundTally, runWriter, type WriterContext } from './writers';

const serverUrl = process.env.BENCH_DATABASE_URL;
const drivers = arg('drivers', serverUrl ? 'pglite,postgres' : 'pglite').split(',') as Driver[];
const signals = arg('signals', 'SIGTERM,SIGKILL').split(',') as NodeJS.Signals[];
const options = {
  rounds: numberArg('rounds', 3),
  writers: numberArg('writers', 16),
  killAfterS: numberArg('kill-after', 3),
  posts: numberArg('posts', 200),
};
const PORT = numberArg('port', 4911);
const API_ENV = { CWT_RATE_LIMIT_FACTOR: '100' };

export interface Round {
  driver: Driver;
  signal: NodeJS.Signals;
  round: number;
  signalAfterMs: number;
  exit: ApiExit;
  tally: RoundTally;
  reopen: { ok: boolean; ms: number; error?: string };
  verification: Verification | null;
  restart: { ok: boolean; ms: number; error?: string };
  ok: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timed<T>(work: () => Promise<T>): Promise<{ value?: T; ms: number; error?: string }> {
  const started = Date.now();
  try {
    return { value: await work(), ms: Date.now() - started };
  } catch (err) {
    return { ms: Date.now() - started, error: err instanceof Error ? err.message : String(err) };
  }
}

async function runDriver(driver: Driver): Promise<Round[]> {
  const db = await prepareDatabase(driver, options.posts, serverUrl, { name: 'reliab_crash', fresh: true });
  const seeded = await openBenchDatabase(db);
  const postIds = (await selectRows<{ id: string }>(seeded, 'select id from posts where not hidden')).map(
    (r) => r.id,
  );
  await seeded.close();
  let api = await startApi(db, PORT, API_ENV);
  const accounts = await createAccounts(api.base, options.writers, 'crashw');
  const writerIds = accounts.map((a) => a.id);
  const ledger = emptyLedger();
  const rounds: Round[] = [];

  for (const signal of signals)
    for (let round = 1; round <= options.rounds; round += 1) {
      const tally: RoundTally = {
        outcomes: { acknowledged: 0, refused: 0, dropped: 0, failed: 0 },
        errorsBeforeSignal: 0,
        samples: [],
      };
      const ctx: WriterContext = {
        base: api.base,
        round: `${driver}-${signal}-${round}`,
        postIds,
        ledger,
        tally,
        signalledAt: null,
        exited: false,
      };
      const writers = accounts.map((account, i) => runWriter(ctx, account, i));
      // A random moment, so the signal lands at different points of the write path.
      const signalAfterMs = Math.round(options.killAfterS * 1000 * (0.5 + Math.random()));
      await sleep(signalAfterMs);
      ctx.signalledAt = Date.now();
      const exit = await api.proc.stop(signal);
      ctx.exited = true;
      await Promise.all(writers);

      let database: Database | undefined;
      const reopen = await timed(async () => {
        database = await openBenchDatabase(db);
        await database.ping();
      });
      const verification = database ? await verifyWrites(database, ledger, writerIds) : null;
      await database?.close();
      const restart = await timed(() => startApi(db, PORT, API_ENV));
      if (restart.value) api = restart.value;
      const clean = signal !== 'SIGKILL';
      const ok =
        !reopen.error &&
        !restart.error &&
        verification?.ok === true &&
        tally.errorsBeforeSignal === 0 &&
        (!clean || (exit.code === 0 && tally.outcomes.dropped === 0 && tally.outcomes.failed === 0));
      const result: Round = {
        driver,
        signal,
        round,
        signalAfterMs,
        exit,
        tally,
        reopen: { ok: !reopen.error, ms: reopen.ms, error: reopen.error },
        verification,
        restart: { ok: !restart.error, ms: restart.ms, error: restart.error },
        ok,
      };
      rounds.push(result);
      const o = tally.outcomes;
      console.log(
        `${driver} ${signal} #${round}: exit ${exit.code ?? exit.signal} in ${exit.ms} ms; writes acked ${o.acknowledged}, refused ${o.refused}, dropped ${o.dropped}, failed ${o.failed}; reopen ${result.reopen.ok ? `${reopen.ms} ms` : `FAILED ${reopen.error}`}; missing ${verification ? verification.missing.posts.length + verification.missing.comments.length + verification.missing.likes.length : '?'}, committed unacked ${verification?.committedUnacknowledged ?? '?'}, counters off ${verification?.counterMismatches ?? '?'}; restart ${result.restart.ok ? `${restart.ms} ms` : `FAILED ${restart.error}`} -> ${ok ? 'OK' : 'FAILED'}`,
      );
      if (restart.error) return rounds;
    }
  await api.proc.stop();
  return rounds;
}

const rounds: Round[] = [];
for (const driver of drivers) rounds.push(...(await runDriver(driver)));
const out = path.join(benchRoot, 'results');
mkdirSync(out, { recursive: true });
const report = { date: new Date().toISOString(), node: process.version, options, rounds };
export type CrashReport = typeof report;
writeFileSync(path.join(out, 'crash.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(out, 'crash.md'), markdown(report));
console.log(`wrote ${path.relative(process.cwd(), out)}/crash.json and crash.md`);
process.exit(rounds.every((r) => r.ok) ? 0 : 1);
