// Shared helpers of the repo scripts: ports and the site's layout (child processes: packages/build/process.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The five front-end bundles: folder, federation name and default port. */
export const BUNDLES = [
  { dir: 'shell', name: 'shell', portVar: 'SHELL_PORT', port: 3000 },
  { dir: 'mf-reader', name: 'reader', portVar: 'READER_PORT', port: 3001 },
  { dir: 'mf-editor', name: 'editor', portVar: 'EDITOR_PORT', port: 3002 },
  { dir: 'mf-social', name: 'social', portVar: 'SOCIAL_PORT', port: 3003 },
  { dir: 'mf-admin', name: 'admin', portVar: 'ADMIN_PORT', port: 3004 },
];

export function portOf(bundleOrVar, env = process.env) {
  if (typeof bundleOrVar === 'string') return Number(env[bundleOrVar] ?? 4000);
  return Number(env[bundleOrVar.portVar] ?? bundleOrVar.port);
}

/** Ports and public URLs of a running site, all overridable by env. */
export function siteLayout(env = process.env) {
  const host = env.CWT_PUBLIC_HOST ?? 'localhost';
  const apiPort = Number(env.API_PORT ?? 4000);
  const apiUrl = env.API_URL ?? `http://${host}:${apiPort}`;
  const bundles = BUNDLES.map((b) => ({
    ...b,
    port: portOf(b, env),
    url: `http://${host}:${portOf(b, env)}`,
  }));
  return { host, apiPort, apiUrl, bundles };
}

/** The shell's /config.json for a layout (remote manifest URLs can be overridden one by one). */
export function runtimeConfig(layout, env = process.env) {
  const remotes = {};
  for (const b of layout.bundles.filter((x) => x.name !== 'shell')) {
    remotes[b.name] = env[`CWT_REMOTE_${b.name.toUpperCase()}_URL`] ?? `${b.url}/mf-manifest.json`;
  }
  return {
    apiBaseUrl: layout.apiUrl,
    googleClientId: env.GOOGLE_CLIENT_ID || null,
    supportEmail: env.CWT_SUPPORT_EMAIL ?? 'support@cwt.local',
    remotes,
    remoteTimeoutMs: Number(env.CWT_REMOTE_TIMEOUT_MS ?? 10000),
  };
}
