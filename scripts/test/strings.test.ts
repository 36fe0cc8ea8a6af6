import { spawnSync } from 'node:child_process';
import path from 'node:path';

// scripts/check-strings.mjs: the fixture's untranslated texts fail it, each where it is; a stale
// allow-list entry fails it; the real tree passes.
const repo = path.resolve(__dirname, '../..');
const script = path.join(repo, 'scripts/check-strings.mjs');

interface Finding {
  file: string;
  line: number;
  kind: string;
  text: string;
  allowed: boolean;
}

function check(root: string) {
  const run = spawnSync(process.execPath, [script, `--root=${root}`, '--json'], { encoding: 'utf8' });
  return {
    status: run.status,
    result: JSON.parse(run.stdout) as { findings: Finding[]; stale: string[] },
    stderr: run.stderr,
  };
}

test('text in JSX, in a text attribute, in a toast and in a document title fails', () => {
  const { status, result } = check(path.join(repo, 'scripts/fixtures/strings'));
  expect(status).toBe(1);
  expect(result.findings.map(({ line, kind, text }) => ({ line, kind, text }))).toEqual(
    expect.arrayContaining([
      { line: 6, kind: 'useDocumentTitle()', text: 'Settings' },
      { line: 8, kind: 'attribute aria-label', text: 'Close the dialog' },
      { line: 8, kind: 'notify.error()', text: 'Could not save ' },
      { line: 9, kind: 'jsx-text', text: 'Save changes' },
    ]),
  );
  // The catalogue's message and the brand name pass.
  expect(result.findings).toHaveLength(4);
});

test('an allow-list entry with nothing left to translate fails', () => {
  const { status, result } = check(path.join(repo, 'scripts/fixtures/strings-stale'));
  expect(status).toBe(1);
  expect(result.stale).toEqual(['shell/src/features']);
});

test('the tree passes: the shell, packages/ui and core are translated, the remotes are allow-listed', () => {
  const { status, result, stderr } = check(repo);
  expect(stderr).toBe('');
  expect(result.findings.filter((f) => !f.allowed)).toEqual([]);
  expect(result.stale).toEqual([]);
  expect(status).toBe(0);
});
