import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DATA_FILES, findDataDir, sha256 } from '../scripts/moderation-data';
import { evaluate, metricsMarkdown } from '../scripts/moderation-eval';
import { findRepoRoot } from '../src/config';
import { THRESHOLDS } from '../src/services/moderation';
import { findModelDir, loadModel } from '../src/services/moderation/model';

// The shipped model is checked, never retrained: npm test reads it and, when the shared data is
// there, recomputes the published figures from the held-out rows.
const dir = findModelDir();
const { model, manifest } = loadModel(dir);
const dataDir = findDataDir(findRepoRoot());
const withData = dataDir ? test : test.skip;

test('the model file is the one the manifest describes, small enough to ship', () => {
  const bin = path.join(dir, 'model.bin');
  expect(statSync(bin).size).toBeLessThanOrEqual(20 * 1024 * 1024);
  expect(sha256(readFileSync(bin))).toBe(manifest.modelSha256);
  expect(THRESHOLDS).toEqual(manifest.thresholds);
  expect(manifest.inputs.map((i) => i.file)).toEqual(Object.values(DATA_FILES));
});

withData('the manifest lists the exact inputs it was trained and measured on', () => {
  for (const input of manifest.inputs) {
    const data = readFileSync(path.join(dataDir!, input.file));
    expect([input.file, data.length, sha256(data)]).toEqual([input.file, input.bytes, input.sha256]);
  }
});

withData(
  'held-out figures: recomputed from the data, they match the manifest and docs/moderation.md and meet the floors',
  () => {
    const result = evaluate(model, dataDir!);
    expect(result.thresholds).toEqual(manifest.thresholds);
    // Deterministic, so equal; the margin only absorbs floating-point differences between platforms.
    const close = (a: unknown, b: unknown, at: string): void => {
      if (typeof a === 'number' && typeof b === 'number') {
        expect([at, Math.abs(a - b) <= 0.002]).toEqual([at, true]);
      } else if (a && typeof a === 'object') {
        for (const k of Object.keys(a))
          close((a as never)[k], (b as Record<string, unknown>)[k], `${at}.${k}`);
      } else expect([at, a]).toEqual([at, b]);
    };
    close(result.metrics, manifest.metrics, 'metrics');
    const docs = readFileSync(path.join(findRepoRoot(), 'docs/moderation.md'), 'utf8');
    expect(docs).toContain(metricsMarkdown(result));

    const { vi, enWikipedia, madlibs } = result.metrics;
    expect(vi.test.rocAuc).toBeGreaterThanOrEqual(0.92);
    expect(vi.test.bestF1).toBeGreaterThanOrEqual(0.8);
    expect(vi.test.recallAtFpr1).toBeGreaterThanOrEqual(0.45);
    expect(vi.test.hide.fpr).toBeLessThanOrEqual(0.02);
    expect(enWikipedia.test.rocAuc).toBeGreaterThanOrEqual(0.9);
    expect(enWikipedia.test.hide.fpr).toBeLessThanOrEqual(0.02);
    expect(madlibs.widestIdentitySpread).toBe(0);
  },
  120_000,
);
