// Builds the API and the five front-end bundles, skipping any whose inputs have not changed since
// its last build (a content hash of its sources, the shared packages and the lockfile).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUNDLES, root } from './lib.mjs';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', '.cache', 'storybook-static']);
const force = process.argv.includes('--force');
const only = process.argv.filter((a) => !a.startsWith('--')).slice(2);

function hashTree(hash, dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    // Dot folders hold tool output (e.g. the e2e redeploy copy), not sources.
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else if (!/\.(test|stories)\.tsx?$/.test(entry.name)) {
      hash.update(path.relative(root, full));
      hash.update(readFileSync(full));
    }
  }
}

function inputHash(dirs) {
  const hash = createHash('sha256');
  for (const d of [...dirs, 'packages/contracts', 'packages/build', 'pnpm-lock.yaml']) {
    const full = path.join(root, d);
    if (existsSync(full) && statSync(full).isFile()) hash.update(readFileSync(full));
    else hashTree(hash, full);
  }
  return hash.digest('hex');
}

function exec(label, cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        process.stderr.write(out);
        reject(new Error(`${label} build failed (exit ${code})`));
      }
    });
  });
}

const targets = [
  {
    label: 'api',
    stamp: 'api/dist/.build-hash',
    inputs: ['api/src', 'api/drizzle', 'api/build.mjs', 'api/package.json'],
    run: () => exec('api', process.execPath, ['build.mjs'], path.join(root, 'api')),
  },
  ...BUNDLES.map((b) => ({
    label: b.dir,
    stamp: `${b.dir}/dist/.build-hash`,
    inputs: [
      b.dir,
      // The shared packages each bundle compiles (a router change rebuilds every app too).
      ...(b.dir === 'shell' || b.dir.startsWith('mf-')
        ? ['packages/core', 'packages/ui', 'packages/router']
        : []),
    ],
    run: () =>
      exec(
        b.dir,
        process.execPath,
        [path.join(root, b.dir, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
        path.join(root, b.dir),
      ),
  })),
].filter((t) => only.length === 0 || only.includes(t.label));

const pending = [];
for (const t of targets) {
  const hash = inputHash(t.inputs);
  const stampFile = path.join(root, t.stamp);
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
    console.log(`${t.label} is up to date`);
    continue;
  }
  pending.push({ ...t, hash, stampFile });
}

// Two at a time: the machines this runs on have two cores.
const queue = [...pending];
async function worker() {
  while (queue.length) {
    const t = queue.shift();
    await t.run();
    writeFileSync(t.stampFile, t.hash);
  }
}
try {
  await Promise.all([worker(), worker()]);
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
