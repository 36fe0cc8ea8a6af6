// One factory for the webpack + Module Federation config of every front-end bundle (the shell and
// the four remotes), so no app repeats another's build settings.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { htmlPlugins, prerenderConfig } from './html-pages.mjs';
import { appResolve, catalogueRule, cssLoaderOptions, swcRule } from './loaders.mjs';

const require = createRequire(import.meta.url);
const enhancedRequire = createRequire(require.resolve('@module-federation/enhanced/webpack'));
/**
 * The runtime plugin that hands the shell's federation runtime core to the remotes (built with
 * `externalRuntime`), so a remote's remoteEntry.js carries no second copy (the reader's: 58 -> 26 kB,
 * 18 -> 9 kB gzip, and its evaluation on every first view). The plugin's ESM build: the CommonJS one,
 * which `provideExternalRuntime` would add, requires the runtime core's CommonJS files and put a
 * second copy of it into main.js.
 */
const INJECT_RUNTIME_CORE = enhancedRequire
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/\.cjs$/, '.js');
const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * react-router's production build, which its package.json never points to: every condition of its
 * `exports` names dist/development, whose only difference is `ENABLE_DEV_WARNINGS = true` (the
 * warnings and their texts, ~1 kB gzip of every first view; remix-run/react-router#12532, #14102).
 * Production builds alias the two entries react-router-dom imports to their dist/production twins.
 */
function reactRouterProduction() {
  const fromDom = createRequire(require.resolve('react-router-dom/package.json'));
  const dist = path.join(path.dirname(fromDom.resolve('react-router/package.json')), 'dist/production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * Packages every bundle shares as singletons: React must be downloaded once per page. A shared module is
 * never tree-shaken, so what is shared is chosen for size too: @cwt/contracts is not shared (it holds no
 * state, and sharing it put all of its zod schemas and zod, ~26 kB gzip, in every first view; each bundle
 * keeps the constants it uses), and the router is shared as @cwt/router, which re-exports
 * react-router-dom's browser API only (34 kB instead of the whole package's 65 kB); apps import from it.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  '@cwt/router',
  'zustand',
  'swr',
  'react-hot-toast',
  '@cwt/core',
  '@cwt/ui',
  // Secondary entries of the two packages above, for the same reason: what no first view renders or
  // calls is split off @cwt/core and @cwt/ui so it loads with the first page that needs it (issue 18).
  // Each is a singleton too, and its files import the main entry by name, so nothing with state (the
  // session, the SWR cache, the translators) exists twice. A file the main entry reaches must never
  // import its own package by name: the shared module would then wait for itself to load (the page
  // never starts). scripts/check-layers.mjs reports such an import as an import cycle.
  '@cwt/core/editor',
  '@cwt/core/social',
  '@cwt/ui/compose',
  '@cwt/ui/controls',
  '@cwt/ui/dialogs',
  '@cwt/ui/forms',
  '@cwt/ui/icons',
  '@cwt/ui/lists',
];

/** The text of every source file under an app's src/, to see which secondary entries it imports. */
function sourceText(dir) {
  let text = '';
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) text += sourceText(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
      text += readFileSync(full, 'utf8');
  }
  return text;
}

function workspaceVersion(pkgDir) {
  return JSON.parse(readFileSync(path.join(repoRoot, pkgDir, 'package.json'), 'utf8')).version;
}

/**
 * @param {string} appDir
 * @param {boolean} host the shell consumes the copies it provides itself (it loads first), so its
 *   consumes carry no range: checking one costs a semver parse per shared module in the start-up's
 *   longest task and can never fail. Remotes keep their ranges, which is where skew shows.
 */
function sharedConfig(appDir, host) {
  const appPkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...appPkg.dependencies };
  const shared = {};
  // The packages' own source too: a secondary entry another one imports by name (@cwt/ui/compose's
  // fields are @cwt/ui/forms') is provided by every remote, so none builds a private copy of it.
  const source = host
    ? ''
    : sourceText(path.join(appDir, 'src')) +
      sourceText(path.join(repoRoot, 'packages/ui/src')) +
      sourceText(path.join(repoRoot, 'packages/core/src'));
  for (const name of SHARED_SINGLETONS) {
    // A secondary entry (`@cwt/ui/forms`) is the package's: its dependency and version are the package's.
    const pkg = name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
    // A remote provides a secondary entry (a fallback chunk and a line of its remoteEntry.js, ~0.1 kB
    // gzip each) only when its own source imports it; the shell provides every one.
    if (!host && name !== pkg && !source.includes(`'${name}'`)) continue;
    let range = deps[pkg];
    if (pkg.startsWith('@cwt/')) {
      // workspace:^ is no semver range; declare the package's own version so skew is detectable.
      range = `^${workspaceVersion(`packages/${pkg.slice(5)}`)}`;
    }
    if (!range) continue;
    shared[name] = { singleton: true, requiredVersion: host ? false : range, strictVersion: false };
  }
  return shared;
}

/**
 * The shell's split of its async chunks: the libraries every first view needs (React, the router,
 * SWR, zustand) in one `vendor` chunk instead of a chunk per shared module. Each chunk is a script
 * element the runtime inserts and evaluates during start-up's longest task (~3 ms each at 4x CPU);
 * the shell loads all of them at once anyway, and remotes use the shell's copies (loaded-first), so
 * nothing loads more because of the grouping. Remotes keep webpack's default split: their fallbacks
 * load only when a shell does not provide the module.
 */
const FIRST_VIEW_CHUNKS = {
  cacheGroups: {
    vendor: {
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|swr|zustand|use-sync-external-store|dequal)[\\/]/,
      name: 'vendor',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
  },
};

/**
 * @param {object} options
 * @param {string} options.name            federation name (shell, reader, editor, social, admin)
 * @param {string} options.dir             the app's folder (import.meta.dirname of its webpack config)
 * @param {number} options.port            dev-server port
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {boolean} [options.host]         true for the shell: emits index.html and has no exposes
 * @param {string} [options.prerender]     host only: a module exporting renderHome(), rendered into index.html
 * @param {(env: Record<string,unknown>, argv: {mode?: string}) => object} [options.extend]
 */
export function createFederatedConfig(options) {
  const { name, dir, port, exposes = {}, host = false } = options;
  return (_env, argv) => {
    const isProd = argv.mode !== 'development';
    const cssLoader = { loader: require.resolve('css-loader'), options: cssLoaderOptions(name, isProd) };
    // Production shell builds prerender home's first view (see prerenderConfig) before the browser build.
    const prerender = host && isProd && options.prerender ? path.join(dir, '.prerender/prerender.cjs') : null;
    const web = {
      mode: isProd ? 'production' : 'development',
      context: dir,
      // Remotes need no entry of their own: the federation plugin adds remoteEntry.js.
      entry: host ? { main: './src/index.ts' } : {},
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // The host is served from its origin's root and deep links fall back to index.html, so its URLs
        // are absolute; remotes resolve theirs from wherever their remoteEntry.js was loaded.
        publicPath: host ? '/' : 'auto',
        uniqueName: `cwt_${name}`,
        // The federated entry must keep a stable name; content hashes go on the chunks.
        filename: '[name].js',
        chunkFilename: isProd ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: isProd
        ? { ...appResolve(dir), alias: { ...appResolve(dir).alias, ...reactRouterProduction() } }
        : appResolve(dir),
      // Persistent caching only in development: a production build restored from the filesystem cache
      // once shipped a shell whose shared react-router-dom exports no longer matched their mangled
      // names. Unchanged bundles are skipped by scripts/build.mjs instead.
      cache:
        isProd || process.env.CWT_WEBPACK_CACHE === 'off'
          ? false
          : {
              type: 'filesystem',
              cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack', name),
              buildDependencies: { config: [new URL(import.meta.url).pathname] },
            },
      module: {
        rules: [
          swcRule(isProd),
          catalogueRule(),
          {
            test: /\.css$/,
            use: [isProd ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), cssLoader],
          },
          { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: isProd,
        minimizer: [
          new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }),
        ],
        ...(host && isProd ? { splitChunks: FIRST_VIEW_CHUNKS } : {}),
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(dir, host),
          // Remotes are registered at run time from /config.json, so they load only when used.
          shareStrategy: 'loaded-first',
          runtimePlugins: host ? [INJECT_RUNTIME_CORE] : [],
          manifest: true,
          // Remote types come from @cwt/contracts; generating them would try HTTP downloads.
          dts: false,
          experiments: {
            optimization: {
              // Browser-only bundles: drops the runtime's Node.js loading code.
              target: 'web',
              // Only the shell loads remotes (a remote that mounts another's module goes through @cwt/core's
              // loader, on the shell's runtime): no remote ships remote-loading or manifest code in its
              // remoteEntry.js, and every first view downloads the reader's.
              ...(host ? {} : { disableRemote: true, disableSnapshot: true }),
            },
            // Remotes run on the shell's federation runtime (see INJECT_RUNTIME_CORE and
            // docs/version-skew.md): they load only inside the shell.
            ...(host ? {} : { externalRuntime: true }),
          },
        }),
        ...(isProd
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].css',
                chunkFilename: 'chunks/[name].[contenthash:10].css',
              }),
              new CompressionPlugin({
                algorithm: 'gzip',
                test: /\.(js|css|html|json|svg|map)$/,
                threshold: 512,
              }),
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 512,
              }),
            ]
          : []),
        ...(host ? htmlPlugins(dir, isProd, prerender) : []),
      ],
      devServer: {
        port,
        // Hot updates of a remote's modules inside the host fail in the federation runtime
        // (webpackHotUpdate<remote> is not defined there): remotes rebuild on save and the page is
        // reloaded; the shell itself gets HMR.
        hot: host,
        liveReload: host,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        static: host ? [{ directory: path.join(dir, 'public') }] : [],
      },
      ...(options.extend ? options.extend(_env, argv) : {}),
    };
    if (!prerender) return web;
    return [
      prerenderConfig({ name, dir, entry: options.prerender, output: prerender }),
      { ...web, name, dependencies: ['prerender'] },
    ];
  };
}
