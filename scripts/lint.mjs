// `npm run lint`: format and lint with Biome, fixing what is safe to fix, then the layer rules
// (scripts/check-layers.mjs) and the catalogue rule for user-visible text (scripts/check-strings.mjs).
// `--ci` (the lint stage of `npm test`) checks without writing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const ci = process.argv.includes('--ci');
const steps = [
  [path.join(root, 'node_modules/.bin/biome'), ci ? ['ci', '.'] : ['check', '--write', '.']],
  [process.execPath, [path.join(root, 'scripts/check-layers.mjs')]],
  [process.execPath, [path.join(root, 'scripts/check-strings.mjs')]],
];
for (const [cmd, args] of steps) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
