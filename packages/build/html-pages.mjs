// The shell's pages: the Node build of its prerender entry, and index.html / app.html with home's
// first view, its CSS inlined and the entry started after the first view's largest image
// (createFederatedConfig adds these for the host).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { FIRST_VIEW_MODULE } from './first-view.mjs';
import { appResolve, catalogueRule, cssLoaderOptions, swcRule } from './loaders.mjs';

const require = createRequire(import.meta.url);

/**
 * Node build of the shell's prerender entry (it exports renderHome()), with the browser build's CSS
 * Modules names and no CSS output: the browser build runs it to fill index.html.
 */
export function prerenderConfig({ name, dir, entry, output }) {
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
    resolve: appResolve(dir),
    module: {
      rules: [
        swcRule(true),
        catalogueRule(),
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
export function htmlPlugins(dir, isProd, prerender) {
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
        HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise('cwt-prerender', async (data) => {
          if (data.outputName !== 'index.html') return data;
          if (!data.html.includes(BOOT_PLACEHOLDER))
            throw new Error('prerender: the loading line of src/index.html is not in the built page');
          // Fresh on every build of this process (watch mode): drop the previous prerender module.
          delete require.cache[prerender];
          const { prepareFirstView, renderHome } = require(prerender);
          // The page's words come from the catalogues, loaded before the first render.
          await prepareFirstView();
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
