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

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Packages every bundle shares as singletons: React must be downloaded once per page. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  'swr',
  'react-hot-toast',
  '@cwt/core',
  '@cwt/ui',
  '@cwt/contracts',
];

function workspaceVersion(pkgDir) {
  return JSON.parse(readFileSync(path.join(repoRoot, pkgDir, 'package.json'), 'utf8')).version;
}

function sharedConfig(appDir) {
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
    shared[name] = { singleton: true, requiredVersion: range, strictVersion: false };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.name            federation name (shell, reader, editor, social, admin)
 * @param {string} options.dir             the app's folder (import.meta.dirname of its webpack config)
 * @param {number} options.port            dev-server port
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {boolean} [options.host]         true for the shell: emits index.html and has no exposes
 * @param {(env: Record<string,unknown>, argv: {mode?: string}) => object} [options.extend]
 */
export function createFederatedConfig(options) {
  const { name, dir, port, exposes = {}, host = false } = options;
  return (_env, argv) => {
    const isProd = argv.mode !== 'development';
    const cssLoader = {
      loader: require.resolve('css-loader'),
      options: {
        modules: {
          auto: true,
          // The salt keeps class names of two remotes apart even when their files share a name.
          localIdentName: isProd ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:5]',
          localIdentHashSalt: name,
          namedExport: false,
          exportLocalsConvention: 'as-is',
        },
      },
    };
    return {
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
          {
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
          },
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
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(dir),
          // Remotes are registered at run time from /config.json, so they load only when used.
          shareStrategy: 'loaded-first',
          manifest: true,
          // Remote types come from @cwt/contracts; generating them would try HTTP downloads.
          dts: false,
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
        ...(host
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                scriptLoading: 'defer',
                minify: isProd,
              }),
            ]
          : []),
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
  };
}
