// A whole site for one test file: the built API on a fresh PGlite data folder and each bundle served
// by its own process (scripts/serve-bundle.mjs), on ports apart from `npm start`'s, so a test can
// stop, restart or redeploy a single remote.
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Launched, launch } from '@cwt/build/process';
import type { RemoteName, RuntimeConfig } from '@cwt/contracts';
import { ADMIN } from './admin-account';

export const repoRoot = path.resolve(__dirname, '../..');

const BUNDLE_DIRS = {
  shell: 'shell',
  reader: 'mf-reader',
  editor: 'mf-editor',
  social: 'mf-social',
  admin: 'mf-admin',
};
type BundleName = keyof typeof BUNDLE_DIRS;

/**
 * The first port of this Jest worker's site: E2E_BASE_PORT (default 3100), 10 apart per worker so
 * files running side by side never share a port (each site takes base..base+4 and base+1000).
 */
export function e2eBasePort(): number {
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  return Number(process.env.E2E_BASE_PORT ?? 3100) + (worker - 1) * 10;
}

export { ADMIN };

export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The environment variable naming the data folder every site starts from (see data-template.ts). */
export const DATA_TEMPLATE_ENV = 'CWT_E2E_DATA_TEMPLATE';

/** Starts the built API on `port` with its data in `dataDir`; `env` adds to the test settings. */
export function spawnApi(port: number, dataDir: string, env: NodeJS.ProcessEnv = {}): Launched {
  return launch(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      CWT_DATA_DIR: dataDir,
      CWT_ADMIN_USER: ADMIN.username,
      CWT_ADMIN_PASSWORD: ADMIN.password,
      CWT_RATE_LIMIT_FACTOR: '100',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

/** Waits for a started API to answer /health, then stops it (SIGTERM: its database closes cleanly). */
export async function runApiUntilReady(api: Launched, port: number): Promise<void> {
  try {
    await api.waitForUrl(`http://localhost:${port}/health`);
  } catch (e) {
    throw new Error(`${(e as Error).message}\n--- API output ---\n${api.output()}`);
  } finally {
    await api.stop('SIGTERM', 10_000);
  }
}

export class TestSite {
  readonly basePort: number;
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'cwt-e2e-'));
  readonly configFile = path.join(this.dataDir, 'config.json');
  private api?: Launched;
  /** Bundle servers by `name@port`: a test may run a second build of a remote beside the first. */
  private bundles = new Map<string, Launched>();
  private config!: RuntimeConfig;

  constructor(basePort = e2eBasePort()) {
    this.basePort = basePort;
  }

  port(name: BundleName): number {
    return this.basePort + Object.keys(BUNDLE_DIRS).indexOf(name);
  }
  get apiPort(): number {
    return this.basePort + 1000;
  }
  get url(): string {
    return `http://localhost:${this.port('shell')}`;
  }
  get apiUrl(): string {
    return `http://localhost:${this.apiPort}`;
  }

  async start(): Promise<this> {
    // A server left over from an interrupted run would answer in place of ours: refuse to start.
    const ports = [...Object.keys(BUNDLE_DIRS).map((b) => this.port(b as BundleName)), this.apiPort];
    for (const port of ports) {
      if (await isListening(port)) {
        throw new Error(`port ${port} is already in use; stop that process or set E2E_BASE_PORT`);
      }
    }
    const origins = Object.keys(BUNDLE_DIRS).map((b) => `http://localhost:${this.port(b as BundleName)}`);
    this.config = {
      apiBaseUrl: this.apiUrl,
      googleClientId: null,
      supportEmail: 'support@cwt.local',
      remoteTimeoutMs: 8000,
      remotes: {
        reader: `http://localhost:${this.port('reader')}/mf-manifest.json`,
        editor: `http://localhost:${this.port('editor')}/mf-manifest.json`,
        social: `http://localhost:${this.port('social')}/mf-manifest.json`,
        admin: `http://localhost:${this.port('admin')}/mf-manifest.json`,
      },
    };
    this.writeConfig();
    // A copy of a migrated, seeded folder (made once per run) instead of creating the database,
    // migrating and seeding it again for every file: the site is the same, and starts in seconds.
    const data = path.join(this.dataDir, 'data');
    const template = process.env[DATA_TEMPLATE_ENV];
    if (template && existsSync(template)) cpSync(template, data, { recursive: true });
    this.api = spawnApi(this.apiPort, data, {
      PUBLIC_URL: this.apiUrl,
      // Mailed links (password reset, e-mail verification) point at this site's shell.
      SITE_URL: this.url,
      CORS_ORIGINS: origins.join(','),
    });
    for (const name of Object.keys(BUNDLE_DIRS) as BundleName[]) await this.startBundle(name);
    try {
      await this.api.waitForUrl(`${this.apiUrl}/health`);
    } catch (e) {
      throw new Error(`${(e as Error).message}\n--- API output ---\n${this.api.output()}`);
    }
    return this;
  }

  /** Serves a bundle's files (its own dist, or another build of it) on its port. */
  async startBundle(
    name: BundleName,
    dist = path.join(repoRoot, BUNDLE_DIRS[name], 'dist'),
    port = this.port(name),
  ) {
    const args = [path.join(repoRoot, 'scripts/serve-bundle.mjs'), dist, String(port)];
    if (name === 'shell') args.push('--spa', '--config-file', this.configFile, '--api', this.apiUrl);
    else args.push('--cors');
    const server = launch(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, HOST: '127.0.0.1' },
    });
    this.bundles.set(`${name}@${port}`, server);
    await server.waitForUrl(
      `http://localhost:${port}/${name === 'shell' ? 'config.json' : 'mf-manifest.json'}`,
    );
    return server;
  }

  async stopBundle(name: BundleName): Promise<void> {
    const key = `${name}@${this.port(name)}`;
    await this.bundles.get(key)?.stop('SIGTERM', 10_000);
    this.bundles.delete(key);
  }

  /** Points the shell's /config.json entry of a remote at another manifest URL (a deployment). */
  setRemote(name: RemoteName, manifestUrl: string): void {
    this.config = { ...this.config, remotes: { ...this.config.remotes, [name]: manifestUrl } };
    this.writeConfig();
  }

  private writeConfig(): void {
    writeFileSync(this.configFile, JSON.stringify(this.config));
  }

  async stop(): Promise<void> {
    await Promise.all([...this.bundles.values()].map((b) => b.stop('SIGTERM', 10_000)));
    this.bundles.clear();
    await this.api?.stop('SIGTERM', 10_000);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
