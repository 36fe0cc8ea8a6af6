// The built API (api/dist/server.js) as a child process against a bench database: start it, wait
// for /health, and stop it by signal, reporting how it exited.
import path from 'node:path';
import { type Launched, launch, type ProcessExit } from '@cwt/build/process';
import { type BenchDatabase, benchRoot } from './data';

export const repoRoot = path.resolve(benchRoot, '..');

export interface ApiProcess {
  proc: Launched;
  base: string;
}

/** How a stopped API exited, and how long it took after the signal. */
export type ApiExit = ProcessExit;

export async function startApi(
  db: BenchDatabase,
  port: number,
  env: Record<string, string> = {},
  /** Node's own flags for the API (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeFlags: string[] = [],
): Promise<ApiProcess> {
  const proc = launch(process.execPath, [...nodeFlags, path.join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    label: 'api',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CWT_DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl ?? '',
      CWT_SEED: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await proc.waitForUrl(`${base}/health`, 120_000);
  return { proc, base };
}

/**
 * Runs a TypeScript file of the bench as a child that says it is ready with `process.send` (the raw
 * servers): this process's `--import` of tsx is passed on, as fork() would.
 */
export async function forkReady(script: string, args: string[]): Promise<Launched> {
  const proc = launch(process.execPath, [...process.execArgv, script, ...args], {
    cwd: repoRoot,
    label: path.basename(script, '.ts'),
    forkIpc: true,
  });
  await new Promise<void>((resolve, reject) => {
    proc.child.once('message', () => resolve());
    void proc.exited.then(() => reject(new Error(`${script} exited before it was ready:\n${proc.output()}`)));
  });
  return proc;
}
