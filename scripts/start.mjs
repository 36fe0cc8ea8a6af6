// `npm start`: build what changed, then serve the production site (API + shell + four remotes).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';
import { startSite } from './site.mjs';

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const env = { CWT_DATA_DIR: process.env.CWT_DATA_DIR ?? path.join(root, 'data') };
const site = await startSite({ env });
const admin = process.env.CWT_ADMIN_USER ?? 'admin';
const adminPassword = process.env.CWT_ADMIN_PASSWORD ?? 'admin12345';
const lines = [
  '',
  'CWT is running:',
  ...site.layout.bundles.map(
    (b) => `  ${b.name.padEnd(7)} ${b.url}${b.name === 'shell' ? '   <- open this' : ''}`,
  ),
  `  api     ${site.layout.apiUrl}   (OpenAPI at ${site.layout.apiUrl}/docs)`,
  '',
  'Demo accounts:',
  `  ADMIN  ${admin} / ${adminPassword}`,
  '  USER   minh / password123   (and lan, an, khoa, linh, duc, mai: same password)',
  '',
  'Press Ctrl-C to stop.',
];
console.log(lines.join('\n'));

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping...`);
  await site.stop();
  process.exit(0);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
site.api.once('exit', (code) => {
  if (!stopping) {
    console.error(`the API stopped (exit ${code}); shutting down`);
    site.stop().then(() => process.exit(1));
  }
});
