import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Chunk, chunksOf } from './chunks';
import {
  clip,
  HASH_BITS,
  type OwnFeatures,
  pairHashFrom,
  pairSeed,
  tokenizeWords,
  type WordToken,
} from './features';

const START = pairSeed('^');
// After an identity word, which has no features and only separates its neighbours.
const SEPARATED = pairSeed('|');

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

export interface ModelRun {
  logit: number;
  words: WordToken[];
  /** Per word (same index): the sum of its feature weights, scaled: its share of the logit. */
  weights: Float64Array;
}

export class ToxicityModel {
  constructor(
    readonly weights: Float32Array,
    readonly bias: number,
  ) {
    if (weights.length !== 1 << HASH_BITS)
      throw new Error('toxicity model: weight count does not match the features');
  }

  /** The summed weights of a spelling's own features, kept with them (see `OwnFeatures`). */
  private ownSum(own: OwnFeatures): number {
    if (own.sumOf !== this.weights) {
      let s = 0;
      for (let k = 0; k < own.hashes.length; k += 1) s += this.weights[own.hashes[k]!]!;
      own.sum = s;
      own.sumOf = this.weights;
    }
    return own.sum;
  }

  /**
   * Logit and per-word contributions of one text: the same sum as over `featurize`'s features (a
   * test holds them equal), but a word's own features are summed once per spelling, so a text costs
   * a lookup and a word-pair weight per word instead of 20-odd scattered reads.
   */
  run(text: string, chunks?: Chunk[]): ModelRun {
    const clipped = clip(text);
    // Chunks of the text as given are the clipped text's when nothing was clipped.
    const words = tokenizeWords(clipped, clipped === text && chunks ? chunks : chunksOf(clipped));
    const perWord = new Float64Array(words.length);
    let sum = 0;
    let count = 0;
    // The previous word's pair seed (kept with its spelling): each pair hash walks one word only.
    let seed = START;
    for (let i = 0; i < words.length; i += 1) {
      const w = words[i]!;
      if (!w.own) {
        seed = SEPARATED;
        continue;
      }
      const v = this.ownSum(w.own) + this.weights[pairHashFrom(seed, w.plain)]!;
      perWord[i] = v;
      sum += v;
      count += w.own.hashes.length + 1;
      seed = w.own.pairSeed;
    }
    if (words.length > 0) {
      const end = this.weights[pairHashFrom(seed, '$')]!;
      perWord[words.length - 1]! += end;
      sum += end;
      count += 1;
    }
    const scale = count > 0 ? 1 / Math.sqrt(count) : 0;
    for (let i = 0; i < perWord.length; i += 1) perWord[i]! *= scale;
    return { logit: this.bias + sum * scale, words, weights: perWord };
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
