// The loaders and module resolution every bundle and the shell's prerender build share: one
// definition, so the prerender names CSS Modules classes exactly as the browser build does.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** CSS Modules options; the prerender build must name every class exactly as the browser build does. */
export function cssLoaderOptions(name, isProd, exportOnlyLocals = false) {
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

export function swcRule(isProd) {
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
 * Catalogues (`*.messages.json`) compiled to Lingui's form at build time (catalogue.cjs): the bundle
 * imports them with `import('./vi.messages.json')`, and webpack must not parse them as JSON first.
 */
export function catalogueRule() {
  return {
    test: /\.messages\.json$/,
    type: 'javascript/auto',
    use: require.resolve('./catalogue-loader.cjs'),
  };
}

/**
 * How an app's webpack builds resolve modules: TypeScript first, and `@/x` as the app's src/x (the same
 * alias as its tsconfig's `paths` and the Jest preset's mapper), so no import climbs `../../../`.
 * @param {string} dir the app's folder
 */
/** An app's aliases and the folder of the app each stands for, as its tsconfig's paths say. */
const APP_ALIASES = [
  ['@/', 'src'],
  ['@test/', 'test'],
];

/**
 * A resolver plugin for a build that compiles several apps at once (Storybook, the web bench's single
 * bundle): `@/x` is the importing app's src/x (and `@test/x` its test/x), as each app's tsconfig paths,
 * webpack alias and the Jest preset say. A plain alias cannot say which app's folder: the importing
 * file's does (its first segment under `root`: `mf-reader`, `shell`, …).
 * @param {string} root the repository root
 */
export function appAliasResolver(root) {
  return {
    /** @param {any} resolver enhanced-resolve's Resolver */
    apply(resolver) {
      const target = resolver.ensureHook('resolve');
      resolver.getHook('described-resolve').tapAsync('AppSrcAlias', (request, context, done) => {
        const spec = request.request;
        const alias = APP_ALIASES.find(([prefix]) => spec?.startsWith(prefix));
        if (!spec || !alias || typeof request.path !== 'string') return done();
        const app = path.relative(root, request.path).split(path.sep)[0] ?? '';
        const resolved = { ...request, request: path.join(root, app, alias[1], spec.slice(alias[0].length)) };
        resolver.doResolve(target, resolved, `app alias ${spec}`, context, done);
      });
    },
  };
}

export function appResolve(dir) {
  return { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: { '@': path.join(dir, 'src') } };
}
