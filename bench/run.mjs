// `npm run bench`: builds the API if needed, then runs the API benchmark (bench/src/run.ts) with tsx.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), 'api'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(
  process.execPath,
  [
    // tsx by file URL: --import resolves bare names from the working directory, where pnpm does not hoist it.
    '--import',
    pathToFileURL(path.join(root, 'bench/node_modules/tsx/dist/loader.mjs')).href,
    path.join(root, 'bench/src/run.ts'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: root, env: process.env },
);
process.exit(run.status ?? 1);
