// Trains the offline toxicity model from the shared moderation data and writes
// api/models/toxicity/{model.bin,manifest.json}. Deterministic: the same inputs give the same bytes.
//   cd api && node --import tsx scripts/train-toxicity.ts   (about a minute; --dry-run measures without writing)
//   MODERATION_DATA_DIR=/path/to/data ... to read the data from elsewhere
// Held-out rows (ViHOS test, the Wikipedia and toxic-spans test buckets) are never trained or tuned
// on: hyperparameters and thresholds are chosen on the dev rows; test figures are only reported.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../src/config';
import { featurize, HASH_BITS } from '../src/services/moderation/features';
import { ToxicityModel } from '../src/services/moderation/model';
import { MILD_ONLY_CAP } from '../src/services/moderation/scoring';
import {
  DATA_FILES,
  type Example,
  findDataDir,
  loadToxicSpans,
  loadVihos,
  loadWikipedia,
  sha256,
} from './moderation-data';
import { evaluate, metricsMarkdown } from './moderation-eval';

const root = findRepoRoot();
const dataDir = findDataDir(root);
if (!dataDir) {
  console.error('moderation data not found: set MODERATION_DATA_DIR');
  process.exit(1);
}
const outDir = path.join(root, 'api/models/toxicity');

/** Hyperparameters, chosen on the dev rows (see docs/moderation.md for what was tried). */
const CONFIG = {
  epochs: Number(process.env.EPOCHS ?? 6),
  learningRate: Number(process.env.LR ?? 0.2),
  l2: Number(process.env.L2 ?? 2e-6),
  /** Weight of a Civil Comments sentence without a marked span (weakly clean: same site as the toxic ones). */
  spanlessSentenceWeight: Number(process.env.SPANLESS_W ?? 1),
  wikipediaWeight: Number(process.env.WIKI_W ?? 10),
  seed: 19,
};

// ---- data ----
const vihos = loadVihos(dataDir);
const wiki = loadWikipedia(dataDir);
const spans = loadToxicSpans(dataDir);

interface TrainRow {
  text: string;
  toxic: boolean;
  weight: number;
}

/**
 * Civil Comments holds toxic posts only, so whole posts would teach the site, not the toxicity. Its
 * sentences are labelled instead: a sentence holding a marked span is toxic, one without is (weakly)
 * clean, and both come from the same site.
 */
function spanSentences(e: Example): TrainRow[] {
  const marked = new Set(e.spans ?? []);
  if (marked.size === 0) return [];
  const rows: TrainRow[] = [];
  for (const m of e.text.matchAll(/[^.!?\n]+[.!?\n]*/g)) {
    const text = m[0].trim();
    if (text.length < 3) continue;
    let hit = false;
    for (let i = m.index; i < m.index + m[0].length; i += 1)
      if (marked.has(i)) {
        hit = true;
        break;
      }
    rows.push({ text, toxic: hit, weight: hit ? 1 : CONFIG.spanlessSentenceWeight });
  }
  return rows;
}

const train: TrainRow[] = [
  ...vihos.filter((e) => e.split === 'train').map((e) => ({ text: e.text, toxic: e.toxic, weight: 1 })),
  ...wiki
    .filter((e) => e.split === 'train')
    .map((e) => ({ text: e.text, toxic: e.toxic, weight: CONFIG.wikipediaWeight })),
  ...spans.filter((e) => e.split === 'train').flatMap(spanSentences),
];

// ---- training: logistic regression, AdaGrad, deterministic order ----
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function trainModel(rows: TrainRow[]): ToxicityModel {
  const n = 1 << HASH_BITS;
  const weights = new Float32Array(n);
  const g2 = new Float32Array(n).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  const feats = rows.map((r) => featurize(r.text));
  // Balance the classes: each class carries half the total weight.
  const pos = rows.reduce((s, r) => s + (r.toxic ? r.weight : 0), 0);
  const neg = rows.reduce((s, r) => s + (r.toxic ? 0 : r.weight), 0);
  const classWeight = (toxic: boolean) => (pos + neg) / (2 * (toxic ? pos : neg));
  const order = rows.map((_, i) => i);
  const random = mulberry32(CONFIG.seed);
  for (let epoch = 0; epoch < CONFIG.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const idx of order) {
      const f = feats[idx]!;
      const row = rows[idx]!;
      let z = bias;
      for (const k of f.indices) z += weights[k]! * f.scale;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - (row.toxic ? 1 : 0)) * row.weight * classWeight(row.toxic);
      biasG2 += g * g;
      bias -= (CONFIG.learningRate * g) / Math.sqrt(biasG2);
      for (const k of f.indices) {
        const gk = g * f.scale + CONFIG.l2 * weights[k]!;
        g2[k]! += gk * gk;
        weights[k]! -= (CONFIG.learningRate * gk) / Math.sqrt(g2[k]!);
      }
    }
  }
  return new ToxicityModel(weights, bias);
}

const started = Date.now();
const trained = trainModel(train);
// What ships is the quantised model: measure that one.
const { buffer, weightScale } = trained.toBuffer();
const model = ToxicityModel.fromBuffer(buffer, { bias: trained.bias, weightScale, hashBits: HASH_BITS });
console.log(`trained on ${train.length} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// ---- measurement ----
const { thresholds, metrics } = evaluate(model, dataDir);
if (Math.min(thresholds.vi.hide, thresholds.en.hide) <= MILD_ONLY_CAP) {
  console.error(
    `a hide threshold is at or below MILD_ONLY_CAP (${MILD_ONLY_CAP}): mild words alone would hide`,
  );
  process.exit(1);
}

console.log(JSON.stringify({ thresholds, metrics }, null, 2));
console.log(metricsMarkdown({ thresholds, metrics }));

if (process.argv.includes('--dry-run')) process.exit(0);

// ---- write ----
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'model.bin'), buffer);
const inputs = Object.values(DATA_FILES).map((file) => {
  const data = readFileSync(path.join(dataDir, file));
  return { file, sha256: sha256(data), bytes: data.length };
});
const manifest = {
  format: 'cwt-toxicity-hashed-lr/1',
  hashBits: HASH_BITS,
  bias: trained.bias,
  weightScale,
  modelSha256: sha256(buffer),
  inputs,
  thresholds,
  training: { ...CONFIG, rows: train.length },
  metrics,
};
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`wrote ${outDir}`);
