// Runs the whole built site: the API as a child process and the five bundles' static servers.
// Used by `npm start`, by the end-to-end tests (on their own ports and data folder) and by
// `scripts/pixel-diff.mjs` (which serves another checkout's builds through `root`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, siteSecurityHeaders } from '../packages/build/csp.mjs';
import { firstViewFor } from '../packages/build/first-view.mjs';
import { homePreloadHeader } from '../packages/build/preload.mjs';
import { launch } from '../packages/build/process.mjs';
import { serveStatic } from '../packages/build/serve.mjs';
import { root, runtimeConfig, siteLayout } from './lib.mjs';

/**
 * @param {{ env?: NodeJS.ProcessEnv, quiet?: boolean, bundleRoots?: Record<string,string>, root?: string }} [options]
 *   `root`: the checkout whose builds (api/dist, each bundle's dist) are served; this one by default.
 */
export async function startSite(options = {}) {
  const env = { ...process.env, ...options.env };
  const layout = siteLayout(env);
  const checkout = options.root ?? root;
  const apiEntry = path.join(checkout, 'api/dist/server.js');
  for (const b of layout.bundles) {
    if (!existsSync(path.join(checkout, b.dir, 'dist')))
      throw new Error(`${path.join(checkout, b.dir)} is not built: run npm run build`);
  }
  if (!existsSync(apiEntry)) throw new Error('api is not built: run npm run build');

  const origins = layout.bundles.map((b) => b.url).join(',');
  const siteUrl = env.SITE_URL || layout.bundles[0].url;
  const api = launch(process.execPath, [apiEntry], {
    cwd: checkout,
    label: options.quiet ? undefined : 'api',
    env: {
      ...env,
      PORT: String(layout.apiPort),
      PUBLIC_URL: layout.apiUrl,
      CORS_ORIGINS: env.CORS_ORIGINS ?? origins,
      SITE_URL: siteUrl,
    },
  });

  const configFile = env.CWT_CONFIG_FILE;
  // A config file, when given, is read on every request so a deployment can repoint a remote live.
  const configText = () =>
    configFile ? readFileSync(configFile, 'utf8') : JSON.stringify(runtimeConfig(layout, env));
  const config = () => ({ type: 'application/json; charset=utf-8', body: configText() });
  const shellHashes = inlineScriptHashes(
    readFileSync(
      path.join(options.bundleRoots?.shell ?? path.join(checkout, 'shell/dist'), 'index.html'),
      'utf8',
    ),
  );
  const shellHeaders = () => siteSecurityHeaders(JSON.parse(configText()), shellHashes);
  const servers = {};
  for (const b of layout.bundles) {
    const isShell = b.name === 'shell';
    const dist = options.bundleRoots?.[b.name] ?? path.join(checkout, b.dir, 'dist');
    servers[b.name] = await serveStatic({
      root: dist,
      port: b.port,
      spa: isShell,
      cors: !isShell,
      dynamic: isShell ? { '/config.json': config } : undefined,
      apiUrl: isShell ? layout.apiUrl : undefined,
      headers: isShell ? shellHeaders : undefined,
      homeLinks: isShell ? () => homePreloadHeader(JSON.parse(configText())) : undefined,
      firstView: isShell ? firstViewFor(dist, () => JSON.parse(configText()).apiBaseUrl, siteUrl) : undefined,
    });
  }
  try {
    await api.waitForUrl(`${layout.apiUrl}/health`, 120000);
  } catch (e) {
    await stopAll();
    throw e;
  }

  async function stopAll() {
    await Promise.all(
      Object.values(servers).map(
        (s) =>
          new Promise((r) => {
            s.closeAllConnections?.();
            s.close(() => r());
          }),
      ),
    );
    await api.stop('SIGTERM', 10000);
  }
  return { layout, api: api.child, servers, stop: stopAll };
}
