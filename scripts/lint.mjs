// `npm run lint`: format and lint with Biome, fixing what is safe to fix.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const result = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['check', '--write', '.'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
