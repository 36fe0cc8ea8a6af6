// One factory for the webpack + Module Federation config of every front-end bundle (the shell and
// the four remotes), so no app repeats another's build settings.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { FIRST_VIEW_MODULE } from './first-view.mjs';

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
];

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
  for (const name of SHARED_SINGLETONS) {
    let range = deps[name];
    if (name.startsWith('@cwt/')) {
      // workspace:^ is no semver range; declare the package's own version so skew is detectable.
      range = `^${workspaceVersion(`packages/${name.slice(5)}`)}`;
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

/** CSS Modules options; the prerender build must name every class exactly as the browser build does. */
function cssLoaderOptions(name, isProd, exportOnlyLocals = false) {
  return {
    modules: {
      auto: true,
      // The salt keeps class names of two remotes apart even when their files share a name.
      localIdentName: isProd ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:5]',
      localIdentHashSalt: name,
      namedExport: false,
      exportLocalsConvention: 'as-is',
      exportOnlyLocals,
    },
  };
}

function swcRule(isProd) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: !isProd } },
        },
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.name            federation name (shell, reader, editor, social, admin)
 * @param {string} options.dir             the app's folder (import.meta.dirname of its webpack config)
 * @param {number} options.port            dev-server port
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {boolean} [options.host]         true for the shell: emits index.html and has no exposes
 * @param {boolean} [options.loadsRemotes] a remote that loads other remotes' modules itself (admin: the editor)
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
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
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
              // A bundle that never loads another remote (reader, editor, social) ships no remote-loading
              // or manifest code in its remoteEntry.js: every first view downloads the reader's.
              ...(host || options.loadsRemotes ? {} : { disableRemote: true, disableSnapshot: true }),
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

/**
 * Node build of the shell's prerender entry (it exports renderHome()), with the browser build's CSS
 * Modules names and no CSS output: the browser build runs it to fill index.html.
 */
function prerenderConfig({ name, dir, entry, output }) {
  return {
    name: 'prerender',
    mode: 'production',
    context: dir,
    target: 'node',
    entry: { prerender: entry },
    devtool: false,
    output: {
      path: path.dirname(output),
      filename: path.basename(output),
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        swcRule(true),
        {
          test: /\.css$/,
          use: [{ loader: require.resolve('css-loader'), options: cssLoaderOptions(name, true, true) }],
        },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Lazy pages are never rendered here; one file keeps loading it simple.
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      {
        apply(compiler) {
          new compiler.webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }).apply(compiler);
        },
      },
    ],
  };
}

const BOOT_PLACEHOLDER = '<div class="cwt-boot" role="status">Loading CWT…</div>';

/**
 * index.html's entry script: where the build put `<script defer src=main.js>`, an inline script that
 * starts it once the document is parsed (as `defer` would) and the first view's high-priority image
 * (home's largest paint: the first Popular Blogs card, rendered into the page at serve time) has
 * arrived and been painted (the frame after its load; at once in a hidden tab, which paints nothing)
 * or failed. The page is readable and its links work without JavaScript; on a slow phone
 * connection the bundles (~180 kB) would otherwise share the image's bandwidth and delay the largest
 * paint. A tap or key press, or 2 s, starts them anyway; with no such image (API down: the build-time
 * page) they start right after parsing. Its hash goes into the site's CSP like the theme script's.
 * It runs in the page (its source is written into index.html), so it may use nothing of this module.
 */
function startEntryAfterFirstImage(src) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  };
  const afterPaint = () => (document.hidden ? start() : requestAnimationFrame(() => setTimeout(start, 0)));
  const wait = () => {
    const image = document.querySelector('#root img[fetchpriority="high"]');
    if (!image) return start();
    if (image.complete) return afterPaint();
    image.addEventListener('load', afterPaint);
    image.addEventListener('error', start);
    for (const type of ['pointerdown', 'keydown', 'touchstart']) {
      addEventListener(type, start, { once: true, passive: true });
    }
    setTimeout(start, 2000);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', wait);
  else wait();
}

/** The starter as an inline script: its source text, called with the entry's URL. */
const deferredEntry = (src) => `<script>(${startEntryAfterFirstImage})(${JSON.stringify(src)})</script>`;

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;
/** CSS the prerendered first view needs: the global tokens, the shell's chrome and @cwt/ui. */
const FIRST_VIEW_CSS =
  /tokens\.css|[\\/]packages[\\/]ui[\\/]src[\\/]|[\\/]shell[\\/]src[\\/](layout|remotes)[\\/]/;

/**
 * The CSS files of the chunks that style the first view, inlined as <style data-href>: the page paints
 * without waiting for a stylesheet, and mini-css-extract's loader finds them there and does not fetch
 * them again when the JavaScript asks for those chunks.
 */
function firstViewStyles(compilation) {
  const tags = [];
  const seen = new Set();
  for (const chunk of compilation.chunks) {
    const cssFiles = [...chunk.files].filter((f) => f.endsWith('.css'));
    if (cssFiles.length === 0) continue;
    const modules = compilation.chunkGraph.getChunkModules(chunk);
    if (!modules.some((m) => FIRST_VIEW_CSS.test(m.identifier()))) continue;
    for (const file of cssFiles) {
      const css = compilation.getAsset(file)?.source.source().toString() ?? '';
      // The same stylesheet can be emitted under two chunk names (a shared module's provider and
      // fallback): its text once, an empty marker for the other name.
      const body = seen.has(css) ? '' : css.replace(/\/\*[\s\S]*?\*\//g, '');
      seen.add(css);
      tags.push(`<style data-href="${file}">${body}</style>`);
    }
  }
  return tags.join('');
}

/**
 * index.html and app.html. With a prerender build, index.html (served for /) carries home's first view
 * and its CSS inline; app.html (every other deep link, see serve.mjs) keeps the plain loading line,
 * since prerendered home chrome would be the wrong first paint for /admin or /login.
 */
function htmlPlugins(dir, isProd, prerender) {
  const page = (filename) =>
    new HtmlWebpackPlugin({
      template: path.join(dir, 'src/index.html'),
      filename,
      scriptLoading: 'defer',
      minify: isProd,
    });
  if (!prerender) return [page('index.html')];
  const fillIndex = {
    apply(compiler) {
      compiler.hooks.compilation.tap('cwt-prerender', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('cwt-prerender', (data) => {
          if (data.outputName !== 'index.html') return data;
          if (!data.html.includes(BOOT_PLACEHOLDER))
            throw new Error('prerender: the loading line of src/index.html is not in the built page');
          // Fresh on every build of this process (watch mode): drop the previous prerender module.
          delete require.cache[prerender];
          const { renderHome } = require(prerender);
          const entry = ENTRY_SCRIPT.exec(data.html);
          if (!entry) throw new Error('prerender: no deferred entry script in the built page');
          const html = data.html
            .replace(entry[0], () => deferredEntry(entry[1] ?? ''))
            // display: contents: the wrapper marks the prerendered markup (see index.html's inline style)
            // without changing its layout; React replaces it with the same tree.
            .replace(
              BOOT_PLACEHOLDER,
              () => `<div data-prerendered style="display:contents">${renderHome()}</div>`,
            )
            .replace('</head>', () => `${firstViewStyles(compilation)}</head>`);
          return { ...data, html };
        });
      });
      // The same module serves home at run time (scripts/serve-bundle.mjs adds Popular Blogs' cards
      // with the API's data); the static server refuses paths under a dot folder, so it stays private.
      // thisCompilation: not in html-webpack-plugin's child compilations.
      compiler.hooks.thisCompilation.tap('cwt-prerender', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'cwt-prerender', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            compilation.emitAsset(
              FIRST_VIEW_MODULE,
              new compiler.webpack.sources.RawSource(readFileSync(prerender)),
              // Not for browsers: the minimizer has nothing to gain from it.
              { minimized: true },
            );
          },
        );
      });
    },
  };
  return [page('index.html'), page('app.html'), fillIndex];
}
