import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Each fixture under scripts/fixtures/layers/ breaks one layer rule (docs/contributing.md) and must fail
// the check with that rule, on exactly the files named here; the real tree must pass.
const repo = path.resolve(__dirname, '../..');
const script = path.join(repo, 'scripts/check-layers.mjs');

interface Violation {
  rule: string;
  file: string;
  allowed: boolean;
}
interface Result {
  violations: Violation[];
  stale: Array<{ rule: string; file: string }>;
}

function check(root: string): { status: number | null; result: Result; stderr: string } {
  const run = spawnSync(process.execPath, [script, `--root=${root}`, '--json'], { encoding: 'utf8' });
  return { status: run.status, result: JSON.parse(run.stdout) as Result, stderr: run.stderr };
}

const fixture = (name: string) => path.join(repo, 'scripts/fixtures/layers', name);

test.each([
  ['app-imports-app', ['mf-one/src/index.ts']],
  ['relative-escape', ['mf-one/src/index.ts']],
  [
    'remote-data-access',
    [
      'mf-one/src/features/list/load.ts',
      'mf-one/src/features/list/raw.ts',
      'mf-one/src/features/list/useList.ts',
    ],
  ],
  // Once by relative path, once through the app's `@/` alias.
  ['feature-internals', ['mf-one/src/features/one/OnePage.ts', 'mf-one/src/features/one/OnePage.ts']],
  ['ui-imports-up', ['packages/ui/src/index.ts']],
  ['import-cycle', ['packages/lib/src/a.ts']],
])('the %s fixture fails with that rule only', (rule, files) => {
  const { status, result, stderr } = check(fixture(rule));
  expect(status).toBe(1);
  expect(result.violations.map((v) => v.rule)).toEqual(files.map(() => rule));
  expect(result.violations.map((v) => v.file).sort()).toEqual(files);
  expect(stderr).toContain(`[${rule}]`);
});

test('an allow-list entry excuses its violation, and a stale one fails', () => {
  const allowed = check(fixture('allowlisted'));
  expect(allowed.status).toBe(0);
  expect(allowed.result.violations).toEqual([
    expect.objectContaining({ rule: 'remote-data-access', allowed: true }),
  ]);

  const stale = check(fixture('stale-allowlist'));
  expect(stale.status).toBe(1);
  expect(stale.result.violations).toEqual([]);
  expect(stale.result.stale).toEqual([{ rule: 'remote-data-access', file: 'mf-one/src/index.ts' }]);
  expect(stale.stderr).toContain('no longer matches a violation');
});

test('the real tree passes, with only allow-listed violations', () => {
  const { status, result, stderr } = check(repo);
  expect(stderr).toBe('');
  expect(status).toBe(0);
  expect(result.violations.filter((v) => !v.allowed)).toEqual([]);
  expect(result.violations.filter((v) => v.rule === 'import-cycle')).toEqual([]);
});
