import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';

// `pixel-diff compare` as the issue-18 check runs it: a child process on two folders of screenshots.
const script = path.resolve(__dirname, '../pixel-diff.mjs');
const NAME = 'home@375-light.png';
const SIZE = 100; // 10,000 pixels: 0.1% is 10 of them

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'pixel-diff-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A white SIZE x SIZE screenshot with the first `dark` pixels of its top row black. */
function writeShot(dir: string, dark = 0, height = SIZE): void {
  mkdirSync(dir, { recursive: true });
  const png = new PNG({ width: SIZE, height });
  png.data.fill(255);
  for (let i = 0; i < dark; i++) png.data.set([0, 0, 0, 255], i * 4);
  writeFileSync(path.join(dir, NAME), PNG.sync.write(png));
}

function compare() {
  const [a, b, diff] = ['a', 'b', 'diff'].map((d) => path.join(root, d));
  const run = spawnSync(process.execPath, [script, 'compare', a!, b!, `--diff=${diff}`], {
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, diffImage: path.join(diff!, NAME) };
}

test('identical screenshots pass, with their row at 0%', () => {
  writeShot(path.join(root, 'a'));
  writeShot(path.join(root, 'b'));
  const run = compare();
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('| home | 375 | light | 0.000 |');
  expect(existsSync(run.diffImage)).toBe(false);
});

test('a change within 0.1% of the pixels passes', () => {
  writeShot(path.join(root, 'a'));
  writeShot(path.join(root, 'b'), 10);
  expect(compare().status).toBe(0);
});

test('a change over 0.1% fails, names the screenshot and writes its diff image', () => {
  writeShot(path.join(root, 'a'));
  writeShot(path.join(root, 'b'), 11);
  const run = compare();
  expect(run.status).toBe(1);
  expect(run.stdout).toContain('| home | 375 | light | 0.110 ✗ |');
  expect(existsSync(run.diffImage)).toBe(true);
});

test('a page that grew counts its new area as different', () => {
  writeShot(path.join(root, 'a'));
  writeShot(path.join(root, 'b'), 0, SIZE + 1);
  const run = compare();
  expect(run.status).toBe(1);
  expect(run.stdout).toContain('| home | 375 | light | 0.990 ✗ |');
});

test('a screenshot missing on one side fails', () => {
  writeShot(path.join(root, 'a'));
  mkdirSync(path.join(root, 'b'));
  const run = compare();
  expect(run.status).toBe(1);
  expect(run.stdout).toContain('missing in');
});
