// `npm run storybook`: Storybook dev server over packages/ui and every app's components (port 6006).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const args = [
  'dev',
  '-c',
  '.storybook',
  '-p',
  process.env.STORYBOOK_PORT ?? '6006',
  '--disable-telemetry',
  '--no-open',
];
const result = spawnSync(path.join(root, 'node_modules/.bin/storybook'), args, {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
