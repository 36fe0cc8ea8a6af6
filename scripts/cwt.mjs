#!/usr/bin/env node
// Entry point of the root npm scripts. Needs only Node 20 and npm: it runs the pnpm version pinned
// in package.json (a global one when it matches, otherwise through npx), installs, then hands over.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (probe.status === 0 && probe.stdout.trim() === pinned) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${pinned}`];
}

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Ctrl-C reaches every process of the terminal's group; the task shuts its children down itself, so
// this wrapper must outlive it rather than exit first.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});

const task = process.argv[2];
const rest = process.argv.slice(3);
const [pnpm, ...pnpmArgs] = pnpmCommand();
const tasks = {
  start: 'scripts/start.mjs',
  test: 'scripts/test.mjs',
  dev: 'scripts/dev.mjs',
  build: 'scripts/build.mjs',
  storybook: 'scripts/storybook.mjs',
  bench: 'bench/run.mjs',
  lint: 'scripts/lint.mjs',
};
if (!tasks[task]) {
  console.error(`usage: node scripts/cwt.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}
const frozen = process.env.CI ? ['--frozen-lockfile'] : ['--prefer-offline'];
run(pnpm, [...pnpmArgs, 'install', ...frozen, '--reporter=append-only'], { CI: process.env.CI ?? '' });
// Tasks that call pnpm themselves (the typecheck stage) use the same one: there may be no global pnpm.
run(process.execPath, [path.join(root, tasks[task]), ...rest], {
  CWT_PNPM: JSON.stringify([pnpm, ...pnpmArgs]),
});
