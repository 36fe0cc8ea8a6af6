import { spawnSync } from 'node:child_process';
import path from 'node:path';

// docs/public-surface.md lists every export of @cwt/core, @cwt/ui and @cwt/contracts; the check
// regenerates it with the TypeScript compiler API and compares, so no remote loses an export silently.
const repo = path.resolve(__dirname, '../..');
const script = path.join(repo, 'scripts/public-surface.mjs');

const check = (root: string) =>
  spawnSync(process.execPath, [script, '--check', `--root=${root}`], { encoding: 'utf8' });

test('docs/public-surface.md is what the package entries export', () => {
  const run = check(repo);
  // On failure the message names the regenerate command and each lost, added or changed export.
  // TypeScript 7's native API process can print "context canceled" as it shuts down on a busy
  // machine (the check itself has finished by then); that line alone is not a failure.
  expect(run.stderr.replace(/^context canceled\n?/gm, '')).toBe('');
  expect(run.status).toBe(0);
});

test('a report listing an export the entry no longer has fails, naming it and the regenerate command', () => {
  const run = check(path.join(repo, 'scripts/fixtures/public-surface'));
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('Regenerate it with `node scripts/public-surface.mjs`');
  expect(run.stderr).toContain('lost @fixture/core lostExport (function)');
  expect(run.stderr).not.toContain('keptFunction');
});
