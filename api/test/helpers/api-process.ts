import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from '@cwt/build/process';
import { createContext } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { createPglite, wrapPglite } from '../../src/db/client';
import { snapshotPath } from './db';

const API_DIR = path.join(__dirname, '../..');

/**
 * Data folders for several API processes that must hold the same rows (same ids): `setup` runs
 * once against a database restored from the migrated snapshot, which is then copied into a
 * `pglite/` folder in each data folder. The processes then share the JWT secret returned here, so
 * a token made by `setup` (through `ctx.tokens`) is valid on all of them.
 */
export async function prepareDataDirs<T>(
  count: number,
  setup: (ctx: AppContext) => Promise<T>,
): Promise<{ dirs: string[]; jwtSecret: string; value: T; remove(): void }> {
  const jwtSecret = randomBytes(32).toString('hex');
  const dirs = Array.from({ length: count }, () => mkdtempSync(path.join(os.tmpdir(), 'cwt-api-proc-')));
  const config = loadConfig({ LOG_LEVEL: 'silent', CWT_DATA_DIR: dirs[0], JWT_SECRET: jwtSecret });
  const client = await createPglite(undefined, new Blob([readFileSync(snapshotPath())]));
  const database = wrapPglite(client);
  let value: T;
  let dump: Blob;
  try {
    const ctx = await createContext(config, database, { warn: () => undefined });
    value = await setup(ctx);
    await ctx.bus.close();
    dump = await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
  for (const dir of dirs) {
    const copy = await createPglite(path.join(dir, 'pglite'), dump);
    await copy.close();
  }
  return {
    dirs,
    jwtSecret,
    value,
    remove: () => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ApiProcess {
  url: string;
  pid: number;
  /** SIGTERM (the server drains and closes its database), SIGKILL if it has not exited in 15 s. */
  stop(): Promise<void>;
}

/**
 * Starts `api/src/server.ts` as its own Node process (through tsx, as the Jest global setup does)
 * on a free port, and resolves once it listens. The environment is the given one on top of this
 * process's, without DATABASE_URL: each process uses the PGlite folder under its CWT_DATA_DIR.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 150_000): Promise<ApiProcess> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  const proc = launch(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: childEnv,
    keepChars: 16_000,
  });
  const stop = async () => {
    await proc.stop('SIGTERM', 15_000);
  };
  try {
    const listening = await proc.waitForOutput(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/, timeoutMs);
    return { url: listening[1]!, pid: proc.child.pid!, stop };
  } catch (e) {
    await stop();
    throw new Error(`API process: ${(e as Error).message}; its output:\n${proc.output().slice(-4000)}`);
  }
}
