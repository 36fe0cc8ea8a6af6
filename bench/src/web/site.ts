// The built site for the front-end benchmark: the API on a seeded PGlite folder (bench/.data/web, made
// on first start by the API's own demo seed and kept) and every bundle served by scripts/serve-bundle.mjs,
// as a deployment would, on the ports 5100-5199 this benchmark owns.

import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { type Launched, launch } from '@cwt/build/process';
import type { Locale } from '@cwt/contracts';
import { benchRoot } from '../data';

export const repoRoot = path.resolve(benchRoot, '..');

/**
 * The browser language each measured locale is loaded with: the shell's server negotiates the page's
 * language from Accept-Language (no cookie in a fresh context), as for a first-time visitor.
 */
export const BROWSER_LOCALE: Record<Locale, string> = { en: 'en-GB', vi: 'vi-VN' };
export const acceptLanguage = (locale: Locale) => `${BROWSER_LOCALE[locale]},${locale};q=0.9`;

/** The first of this bench's ports; BENCH_WEB_PORT moves them all (two checkouts on one machine). */
const BASE_PORT = Number(process.env.BENCH_WEB_PORT ?? 5100);

/** Federated bundles by name: folder and port. */
export const BUNDLES = {
  shell: { dir: 'shell', port: BASE_PORT },
  reader: { dir: 'mf-reader', port: BASE_PORT + 1 },
  editor: { dir: 'mf-editor', port: BASE_PORT + 2 },
  social: { dir: 'mf-social', port: BASE_PORT + 3 },
  admin: { dir: 'mf-admin', port: BASE_PORT + 4 },
} as const;
export type BundleName = keyof typeof BUNDLES;

export const API_PORT = BASE_PORT + 10;
/** The single-bundle build (no Module Federation) is served here, against the same API. */
export const SINGLE_PORT = BASE_PORT + 20;
export const SINGLE_DIST = path.join(benchRoot, '.single/dist');

const host = (port: number) => `http://localhost:${port}`;
export const apiUrl = host(API_PORT);
export const federatedUrl = host(BUNDLES.shell.port);
export const singleUrl = host(SINGLE_PORT);

/** Which bundle a URL belongs to, by its origin's port. */
export function bundleOf(url: string): string {
  const port = Number(new URL(url).port);
  if (port === API_PORT) return 'api';
  if (port === SINGLE_PORT) return 'single';
  const found = Object.entries(BUNDLES).find(([, b]) => b.port === port);
  return found ? found[0] : 'other';
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RunningSite {
  /** A post with a cover image, for the post-detail measurements. */
  postId: string;
  stop(): Promise<void>;
}

export async function startSite(options: { single: boolean }): Promise<RunningSite> {
  const ports = [...Object.values(BUNDLES).map((b) => b.port), API_PORT, SINGLE_PORT];
  for (const port of ports) {
    if (await isListening(port)) throw new Error(`port ${port} is already in use`);
  }
  const dataDir = path.join(benchRoot, '.data/web');
  mkdirSync(dataDir, { recursive: true });
  const configFile = path.join(dataDir, 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      apiBaseUrl: apiUrl,
      googleClientId: null,
      supportEmail: 'support@cwt.local',
      remoteTimeoutMs: 10_000,
      remotes: Object.fromEntries(
        Object.entries(BUNDLES)
          .filter(([name]) => name !== 'shell')
          .map(([name, b]) => [name, `${host(b.port)}/mf-manifest.json`]),
      ),
    }),
  );
  const children: Launched[] = [];
  const api = launch(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    label: 'api',
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      CWT_DATA_DIR: path.join(dataDir, 'data'),
      PUBLIC_URL: apiUrl,
      SITE_URL: federatedUrl,
      CORS_ORIGINS: [...Object.values(BUNDLES).map((b) => host(b.port)), singleUrl].join(','),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  children.push(api);
  const serve = async (dist: string, port: number, shell: boolean, preload = true) => {
    const args = [path.join(repoRoot, 'scripts/serve-bundle.mjs'), dist, String(port)];
    if (shell) args.push('--spa', '--config-file', configFile, '--api', apiUrl);
    if (shell && !preload) args.push('--no-preload');
    else args.push('--cors');
    const server = launch(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, HOST: '127.0.0.1' },
    });
    children.push(server);
    await server.waitForUrl(`${host(port)}/${shell ? 'config.json' : 'mf-manifest.json'}`, 180_000);
  };
  const stop = () => Promise.all(children.map((c) => c.stop('SIGTERM', 10_000))).then(() => undefined);
  try {
    // Remotes first: the shell reads the reader's manifest for its preload hints.
    for (const [name, b] of Object.entries(BUNDLES).reverse()) {
      await serve(path.join(repoRoot, b.dir, 'dist'), b.port, name === 'shell');
    }
    // The single bundle loads no remote: no hints for the federated reader's files.
    if (options.single) await serve(SINGLE_DIST, SINGLE_PORT, true, false);
    await api.waitForUrl(`${apiUrl}/health`, 180_000);
    const list = (await (await fetch(`${apiUrl}/api/posts?page=0&size=12`)).json()) as {
      content: { id: string; imageCloudUrl: string | null }[];
    };
    const post = list.content.find((p) => p.imageCloudUrl) ?? list.content[0];
    if (!post) throw new Error('the API has no posts: is the demo seed off?');
    return { postId: post.id, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
