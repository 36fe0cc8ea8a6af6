// `npm test`: every check the project has, in order of cost: format + lint, types, unit and API
// tests (Jest), Storybook build, production build, end-to-end tests in Chromium.
// `npm test -- --only=jest,e2e` runs a subset; `--skip=storybook` leaves stages out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const arg = (name) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1]
    ?.split(',');
const only = arg('only');
const skip = arg('skip') ?? [];
/** The pnpm that `node scripts/cwt.mjs` ran (maybe through npx); a global one when run directly. */
const pnpm = JSON.parse(process.env.CWT_PNPM ?? '["pnpm"]');
const bin = (pkgDir, name) => path.join(root, pkgDir, 'node_modules/.bin', name);
const reports = path.join(root, 'node_modules/.cache/test-reports');
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
function countJest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
}

const stages = [
  // Biome, then the layer rules (scripts/check-layers.mjs) and the catalogue rule (check-strings.mjs).
  { name: 'lint', run: () => [process.execPath, [path.join(root, 'scripts/lint.mjs'), '--ci']] },
  {
    name: 'typecheck',
    run: () => [
      pnpm[0],
      [...pnpm.slice(1), '-r', '--workspace-concurrency=2', '--reporter-hide-prefix', 'run', 'typecheck'],
    ],
  },
  {
    name: 'jest',
    run: () => [
      bin('.', 'jest'),
      ['--ci', '--maxWorkers=2', '--json', `--outputFile=${path.join(reports, 'jest.json')}`],
    ],
    // The main run uses embedded PGlite; the PostgreSQL run follows when a server is configured.
    env: { DATABASE_URL: '' },
    after: () => countJest(path.join(reports, 'jest.json')),
  },
  {
    name: 'api-postgres',
    when: () => Boolean(process.env.DATABASE_URL),
    run: () => [
      bin('.', 'jest'),
      [
        '--ci',
        '--maxWorkers=2',
        '--selectProjects',
        '@cwt/api',
        '--json',
        `--outputFile=${path.join(reports, 'api-pg.json')}`,
      ],
    ],
    after: () => countJest(path.join(reports, 'api-pg.json')),
  },
  {
    name: 'storybook',
    run: () => [
      bin('.', 'storybook'),
      ['build', '-c', '.storybook', '-o', 'storybook-static', '--quiet', '--disable-telemetry'],
    ],
  },
  { name: 'build', run: () => [process.execPath, [path.join(root, 'scripts/build.mjs')]] },
  {
    name: 'e2e',
    run: () => [
      bin('.', 'jest'),
      [
        '--ci',
        // Two files at a time (one per core): each worker's sites take their own ports
        // (e2eBasePort) and copy the one seeded data folder, so files do not share state.
        '--maxWorkers=2',
        '--config',
        'e2e/jest.config.cjs',
        '--json',
        `--outputFile=${path.join(reports, 'e2e.json')}`,
      ],
    ],
    // The site under test keeps its own PGlite data folder, apart from the API tests' database.
    env: { DATABASE_URL: '' },
    after: () => countJest(path.join(reports, 'e2e.json')),
  },
];

const started = Date.now();
for (const stage of stages) {
  if ((only && !only.includes(stage.name)) || skip.includes(stage.name)) continue;
  if (stage.when && !stage.when()) {
    console.log(`\n=== ${stage.name}: skipped (no DATABASE_URL set) ===`);
    continue;
  }
  const t0 = Date.now();
  console.log(`\n=== ${stage.name} ===`);
  const [cmd, args] = stage.run();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...stage.env } });
  stage.after?.();
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${stage.name} FAILED after ${secs} s ===`);
    console.log(`${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${stage.name} passed in ${secs} s ===`);
}
console.log(`\nAll stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
