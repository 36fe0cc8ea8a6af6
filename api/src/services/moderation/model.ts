import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { featurize, HASH_BITS, type WordToken } from './features';

/**
 * The trained logistic-regression model: one weight per hashed feature, stored as little-endian
 * int16 (weight = int16 * scale) in api/models/toxicity/model.bin; bias and scale are in the
 * manifest beside it. Written by api/scripts/train-toxicity.ts.
 */
export interface ModelManifest {
  format: 'cwt-toxicity-hashed-lr/1';
  hashBits: number;
  bias: number;
  weightScale: number;
  modelSha256: string;
  inputs: Array<{ file: string; sha256: string; bytes: number }>;
  thresholds: Record<'vi' | 'en' | 'other', { hide: number; queue: number }>;
  training: Record<string, unknown>;
  metrics: Record<string, unknown>;
}

export interface WordContribution {
  word: WordToken;
  /** Sum of this word's feature weights (its share of the logit before scaling). */
  weight: number;
}

export interface ModelOutput {
  probability: number;
  words: WordContribution[];
}

export class ToxicityModel {
  constructor(
    readonly weights: Float32Array,
    readonly bias: number,
  ) {
    if (weights.length !== 1 << HASH_BITS)
      throw new Error('toxicity model: weight count does not match the features');
  }

  /** Logit and per-word contributions of one text. */
  run(text: string): { logit: number; words: WordContribution[] } {
    const f = featurize(text);
    const perWord = new Float64Array(f.words.length);
    let sum = 0;
    for (let k = 0; k < f.indices.length; k += 1) {
      const w = this.weights[f.indices[k]!]!;
      sum += w;
      perWord[f.owners[k]!]! += w;
    }
    return {
      logit: this.bias + sum * f.scale,
      words: f.words.map((word, i) => ({ word, weight: perWord[i]! * f.scale })),
    };
  }

  score(text: string): ModelOutput {
    const { logit, words } = this.run(text);
    return { probability: 1 / (1 + Math.exp(-logit)), words };
  }

  /** int16 little-endian, weight = value * scale. */
  static fromBuffer(
    buf: Buffer,
    manifest: Pick<ModelManifest, 'bias' | 'weightScale' | 'hashBits'>,
  ): ToxicityModel {
    const n = 1 << manifest.hashBits;
    if (buf.length !== n * 2) throw new Error(`toxicity model: expected ${n * 2} bytes, found ${buf.length}`);
    const weights = new Float32Array(n);
    // Copied into an aligned array first: a file buffer may start at an odd offset of its pool.
    const raw = new Int16Array(n);
    new Uint8Array(raw.buffer).set(buf);
    for (let i = 0; i < n; i += 1) weights[i] = raw[i]! * manifest.weightScale;
    return new ToxicityModel(weights, manifest.bias);
  }

  /** Quantises to int16; returns the bytes and the scale to store in the manifest. */
  toBuffer(): { buffer: Buffer; weightScale: number } {
    let max = 0;
    for (const w of this.weights) max = Math.max(max, Math.abs(w));
    const weightScale = max > 0 ? max / 32767 : 1;
    const buffer = Buffer.alloc(this.weights.length * 2);
    this.weights.forEach((w, i) => {
      buffer.writeInt16LE(Math.round(w / weightScale), i * 2);
    });
    return { buffer, weightScale };
  }
}

/**
 * Where the model is: next to the bundle (dist/models/toxicity), in api/models/toxicity, or given by
 * CWT_TOXICITY_MODEL_DIR; checked in that order like the migrations.
 */
export function findModelDir(): string {
  const candidates = [
    process.env.CWT_TOXICITY_MODEL_DIR,
    process.argv[1] ? path.join(path.dirname(process.argv[1]), 'models/toxicity') : undefined,
    path.resolve(process.cwd(), 'models/toxicity'),
    path.resolve(process.cwd(), 'api/models/toxicity'),
    typeof __dirname === 'string' ? path.resolve(__dirname, '../../../models/toxicity') : undefined,
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(path.join(p, 'manifest.json')));
  if (!found) throw new Error(`toxicity model not found; looked in ${candidates.join(', ')}`);
  return found;
}

export function loadModel(dir = findModelDir()): { model: ToxicityModel; manifest: ModelManifest } {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as ModelManifest;
  if (manifest.format !== 'cwt-toxicity-hashed-lr/1' || manifest.hashBits !== HASH_BITS)
    throw new Error(
      `toxicity model in ${dir} has format ${manifest.format}/${manifest.hashBits} bits; this build reads cwt-toxicity-hashed-lr/1 with ${HASH_BITS} bits`,
    );
  return { model: ToxicityModel.fromBuffer(readFileSync(path.join(dir, 'model.bin')), manifest), manifest };
}
