// `npm run bench [-- <suite>] [options]`: builds what the suite needs, then runs it with tsx.
//   api (default)  read endpoints vs a raw node:http server (bench/src/run.ts)
//   web            front-end bytes, Lighthouse, federated vs single bundle (bench/src/web/run.ts)
//   load           200 virtual users mixing reads and writes, then a count audit (bench/src/load/run.ts)
//   crash          kill -9 / SIGTERM the API during writes, then check acknowledged writes (bench/src/crash/run.ts)
//   moderation     the offline toxicity scorer: load time and latency per text (bench/src/moderation.ts)
//   seed           how long seeding takes per post count, in scratch databases (bench/src/seed-time.ts)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const SUITES = {
  api: { entry: 'bench/src/run.ts', build: ['api'] },
  web: { entry: 'bench/src/web/run.ts', build: [] },
  load: { entry: 'bench/src/load/run.ts', build: ['api'] },
  crash: { entry: 'bench/src/crash/run.ts', build: ['api'] },
  // Runs the scorer's TypeScript in-process: nothing to build.
  moderation: { entry: 'bench/src/moderation.ts', build: null },
  // Seeds through the API's TypeScript in-process: nothing to build.
  seed: { entry: 'bench/src/seed-time.ts', build: null },
};
const args = process.argv.slice(2);
const name = args[0] && !args[0].startsWith('-') ? args.shift() : 'api';
const suite = SUITES[name];
if (!suite) {
  console.error(`unknown bench suite "${name}"; one of: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}
// An empty list builds every bundle (what `web` measures); the others need only the API.
if (suite.build) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), ...suite.build], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(
  process.execPath,
  [
    // tsx by file URL: --import resolves bare names from the working directory, where pnpm does not hoist it.
    '--import',
    pathToFileURL(path.join(root, 'bench/node_modules/tsx/dist/loader.mjs')).href,
    path.join(root, suite.entry),
    ...args,
  ],
  { stdio: 'inherit', cwd: root, env: process.env },
);
process.exit(run.status ?? 1);
