#!/usr/bin/env node
// Entry point of the root npm scripts. Needs only Node 20 and npm: it runs the pnpm version pinned
// in package.json (a global one when it matches, otherwise through npx), installs, then hands over.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (probe.status === 0 && probe.stdout.trim() === pinned) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${pinned}`];
}

// Each step runs in a process group of its own, which this wrapper signals as a whole: a signal sent to
// this process alone (`kill <pid>`, a process manager, a container runtime) reaches every process of
// the task (the API, the bundle servers, a build), and the wrapper exits with the task's code once the
// task has stopped. (Before, the wrapper ignored SIGINT and SIGTERM and relied on the terminal to
// signal the whole group, so anything else stopping it left the site running.)
const ownGroup = process.platform !== 'win32';
/** The running step, and the signal that asked it to stop (the first one). */
let child = null;
let stopping = null;

function stop(signal) {
  stopping ??= signal;
  if (!child) process.exit(128 + constants.signals[signal]);
  try {
    if (ownGroup) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // the group has already gone
  }
}
// Ctrl-C, `kill`, a process manager. A hang-up (the terminal closed) stops the task in order too: no
// task listens for SIGHUP, and its default would end the processes without their clean shutdown.
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGTERM'));
// If whatever started this dies without a word (npm killed with SIGKILL), this process is handed to
// another parent: that is the sign to stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) stop('SIGTERM');
}, 250).unref();

/** Runs one step and resolves to its exit code (a step ended by a signal ends this process the same way). */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
      detached: ownGroup,
    });
    child.once('error', (e) => {
      console.error(`${cmd}: ${e.message}`);
      process.exit(1);
    });
    child.once('exit', (code, signal) => {
      child = null;
      if (signal) {
        // So whoever started this sees the step's end as it was, not as an exit code.
        process.removeAllListeners(signal);
        process.kill(process.pid, signal);
        return;
      }
      resolve(code ?? 1);
    });
  });
}

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
const installed = await run(pnpm, [...pnpmArgs, 'install', ...frozen, '--reporter=append-only'], {
  CI: process.env.CI ?? '',
});
if (installed !== 0) process.exit(installed);
// Asked to stop while installing: the task does not start.
if (stopping) process.exit(128 + constants.signals[stopping]);
// Tasks that call pnpm themselves (the typecheck stage) use the same one: there may be no global pnpm.
process.exit(
  await run(process.execPath, [path.join(root, tasks[task]), ...rest], {
    CWT_PNPM: JSON.stringify([pnpm, ...pnpmArgs]),
  }),
);
