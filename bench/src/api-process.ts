// The built API (api/dist/server.js) as a child process against a bench database: start it, wait
// for /health, and stop it by signal, reporting how it exited.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type BenchDatabase, benchRoot } from './data';

export const repoRoot = path.resolve(benchRoot, '..');

export interface ApiProcess {
  child: ChildProcess;
  base: string;
}

export interface ApiExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the signal to the process's exit. */
  ms: number;
}

export async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`API exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('API did not become healthy');
}

export async function startApi(
  db: BenchDatabase,
  port: number,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
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
  await waitHealthy(`${base}/health`, child);
  return { child, base };
}

/** Sends the signal (SIGTERM: a clean shutdown; SIGKILL: a crash) and waits for the exit. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<ApiExit> {
  const started = Date.now();
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode, ms: 0 });
  return new Promise((resolve) => {
    child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal, ms: Date.now() - started }));
    child.kill(signal);
  });
}
