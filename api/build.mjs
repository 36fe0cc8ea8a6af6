// Bundles the API into dist/server.js (workspace packages inlined, node_modules left external)
// and copies the SQL migrations next to it, so `node api/dist/server.js` runs from any folder.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(dir, 'dist');

/**
 * The file a workspace package exports at `subpath` ('' for its entry): an exact key of its
 * `exports`, or a `./dir/*` pattern's target with the rest of the path in place of the `*`.
 */
function exportedFile(exports, subpath) {
  if (typeof exports === 'string' && subpath === '') return exports;
  const key = subpath ? `./${subpath}` : '.';
  if (typeof exports[key] === 'string') return exports[key];
  for (const [pattern, target] of Object.entries(exports)) {
    const [prefix] = pattern.split('*');
    if (pattern.endsWith('*') && key.startsWith(prefix)) return target.replace('*', key.slice(prefix.length));
  }
  throw new Error(`api build: nothing exported at ${key}`);
}

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(dir, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Keep node_modules external, but inline our own TypeScript workspace packages.
  packages: 'external',
  plugins: [
    {
      name: 'inline-workspace',
      setup(b) {
        // packages: 'external' marks every bare import external; our packages export TypeScript
        // source (and @cwt/contracts its catalogue files), so point esbuild at the exported file.
        b.onResolve({ filter: /^@cwt\/[^/]+(\/.+)?$/ }, (args) => {
          const [scope, name, ...rest] = args.path.split('/');
          const pkgDir = realpathSync(path.join(dir, 'node_modules', scope, name));
          const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
          return { path: path.join(pkgDir, exportedFile(pkg.exports, rest.join('/'))) };
        });
      },
    },
  ],
  // `require` for CommonJS-only dependencies inside the ESM bundle.
  banner: {
    js: "import { createRequire as __cwtRequire } from 'node:module'; const require = __cwtRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(path.join(dir, 'drizzle'), path.join(dist, 'drizzle'), { recursive: true });
// The trained toxicity model is read at run time (api/src/services/moderation/model.ts finds it here).
cpSync(path.join(dir, 'models'), path.join(dist, 'models'), { recursive: true });

if (!process.argv.includes('--no-docs')) {
  const docs = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, 'scripts/gen-api-docs.ts')], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  if (docs.status !== 0) process.exit(docs.status ?? 1);
}
console.log('api: built dist/server.js');
