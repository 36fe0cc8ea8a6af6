import { readFileSync } from 'node:fs';
import path from 'node:path';
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { findDataDir } from '../scripts/moderation-data';
import { findRepoRoot } from '../src/config';
import { type Chunk, chunksOf, forEachPiece, isWhitespace } from '../src/services/moderation/chunks';
import { featurize, tokenizeWords } from '../src/services/moderation/features';
import { detectLanguage } from '../src/services/moderation/language';
import { mayBeObscene, scoreLexicon } from '../src/services/moderation/local-scorer';
import { loadModel } from '../src/services/moderation/model';
import { tokenize } from '../src/services/moderation/normalize';
import { strongest } from '../src/services/moderation/scoring';

// The scorer takes shortcuts for speed (docs/moderation.md, "Speed"); each must give the answer of
// the slow path it replaces, on the shared data when it is there and on the fixture always.
const dataDir = findDataDir(findRepoRoot());
const fixture = readFileSync(path.join(__dirname, 'fixtures/toxicity.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => (JSON.parse(l) as { text: string }).text);
const shared = (file: string, count: number): string[] => {
  if (!dataDir) return [];
  const lines = readFileSync(path.join(dataDir, file), 'utf8').split('\n').filter(Boolean).slice(0, count);
  return file.endsWith('.jsonl') ? lines.map((l) => (JSON.parse(l) as { text: string }).text) : lines;
};
const texts = [
  ...fixture,
  'Người đồng tính và dân tộc thiểu số. constructor toString __proto__ hasOwnProperty',
  'ugly!! f u c k you, a m o r o n. sh1t @ss',
  ...shared('vi-vihos.jsonl', 3000),
  ...shared('en-wikipedia-toxicity-subset.csv', 2000),
];

test("the model's per-spelling sums give the logit and per-word weights of the trainer's features", () => {
  const { model } = loadModel();
  let widest = 0;
  const offsetsDiffer: string[] = [];
  for (const text of texts) {
    const f = featurize(text);
    const perWord = new Float64Array(f.words.length);
    let sum = 0;
    for (let k = 0; k < f.indices.length; k += 1) {
      const w = model.weights[f.indices[k]!]!;
      sum += w;
      perWord[f.owners[k]!]! += w;
    }
    const run = model.run(text);
    if (
      run.words.map((w) => `${w.start}-${w.end}`).join() !== f.words.map((w) => `${w.start}-${w.end}`).join()
    )
      offsetsDiffer.push(text);
    widest = Math.max(widest, Math.abs(run.logit - (model.bias + sum * f.scale)));
    perWord.forEach((w, i) => {
      widest = Math.max(widest, Math.abs(run.weights[i]! - w * f.scale));
    });
  }
  expect(offsetsDiffer).toEqual([]);
  expect(widest).toBeLessThan(1e-9);
});

test('the profanity pre-check never rules out a word the library matches', () => {
  const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const words = new Set<string>();
  const add = (text: string) => {
    for (const t of tokenize(text)) if (t.key.length >= 3) words.add(t.key);
  };
  texts.forEach(add);
  add(
    'fuck fuuuck fck shit shiiit bitch biatch cunt asshole arsehole dick cock pussy whore slut bastard nigger nigga faggot fag retard wanker twat tits boobs penis vagina dildo cum jizz porn hentai rape',
  );
  for (const file of ['en-badwords-ldnoobw.txt', 'en-toxic-spans-train.csv'])
    shared(file, 20_000).forEach(add);
  let matched = 0;
  for (const word of words) {
    const real = matcher.hasMatch(word);
    if (real) matched += 1;
    if (real) expect([word, mayBeObscene(word)]).toEqual([word, true]);
  }
  // Not vacuous: the library matches some of these words, and the pre-check rules most others out.
  expect(matched).toBeGreaterThan(20);
  expect([...words].filter((w) => !mayBeObscene(w)).length).toBeGreaterThan(words.size / 2);
});

test('each stage reads a text chunk by chunk (facts kept per chunk) as it reads the whole text at once', () => {
  // The whole text as a single chunk: what each stage did before texts were split into chunks.
  const whole = (text: string): Chunk[] => [{ start: 0, facts: { text } }];
  const differ: string[] = [];
  const words = (text: string, chunks: Chunk[]) =>
    tokenizeWords(text, chunks)
      .map((w) => `${w.start}-${w.end}:${w.plain}/${w.accented}`)
      .join(' ');
  // Twice, so the second pass reads the facts the first one kept.
  for (const text of [...texts, ...texts]) {
    const chunks = chunksOf(text);
    const a = [
      words(text, chunks),
      JSON.stringify(scoreLexicon(text, chunks).score),
      detectLanguage(text, chunks),
    ];
    const b = [
      words(text, whole(text)),
      JSON.stringify(scoreLexicon(text).score),
      detectLanguage(text, whole(text)),
    ];
    if (a.join('\n') !== b.join('\n')) differ.push(text);
  }
  expect(differ).toEqual([]);
});

test('chunks are the pieces between runs of whitespace, as splitting at /\\s+/ gives them', () => {
  const odd: number[] = [];
  for (let c = 0; c < 0x10000; c += 1) if (isWhitespace(c) !== /\s/.test(String.fromCharCode(c))) odd.push(c);
  expect(odd).toEqual([]);
  const differ: string[] = [];
  for (const text of [
    ...texts,
    '',
    '   ',
    ' a  b\t\nc ',
    '\u00a0x\u2003y\u3000z\ufeffw\u200bv',
    'a\u2028b\u2029 ',
  ]) {
    const pieces: string[] = [];
    forEachPiece(text, /\s+/, (piece, start) => pieces.push(`${start}:${piece}`));
    const chunks = chunksOf(text).map((c) => `${c.start}:${c.facts.text}`);
    if (chunks.join('\n') !== pieces.join('\n')) differ.push(text);
  }
  expect(differ).toEqual([]);
});

test("the evidence's strongest words are what a stable sort of every positive word keeps", () => {
  const { model } = loadModel();
  const bySort = (weights: Float64Array, k: number) => {
    const positive: number[] = [];
    for (let i = 0; i < weights.length; i += 1) if (weights[i]! > 0) positive.push(i);
    return positive.sort((a, b) => weights[b]! - weights[a]!).slice(0, k);
  };
  const ties = Float64Array.from([0.5, 0, 0.5, -1, 0.7, 0.5, 0.5, 0.7, 0.1, 0.5, 0.5, 0.5, 0.5, 0.5]);
  expect(strongest(ties, 10)).toEqual(bySort(ties, 10));
  expect(strongest(ties, 3)).toEqual([4, 7, 0]);
  const differ: string[] = [];
  for (const text of texts) {
    const { weights } = model.run(text);
    if (strongest(weights, 10).join() !== bySort(weights, 10).join()) differ.push(text);
  }
  expect(differ).toEqual([]);
});

test('a chunk seen before is found again by its code units, also after the kept chunks are cleared', () => {
  // More distinct chunks than are kept (20,000), so the table is cleared on the way.
  const words = Array.from({ length: 25_000 }, (_, i) => `w${i.toString(36)}ữ`);
  const text = words.join(' ');
  expect(chunksOf(text).map((c) => c.facts.text)).toEqual(words);
  const again = chunksOf(`${words[24_999]} ${words[24_998]}`);
  expect(again.map((c) => c.facts.text)).toEqual([words[24_999], words[24_998]]);
  // The same facts object: a stage's work on a chunk is kept for the next text that holds it.
  expect(chunksOf(words[24_999]!)[0]!.facts).toBe(again[0]!.facts);
  // Same length, same hash bucket or not: only equal code units match.
  expect(chunksOf('ab ba ab').map((c) => c.facts.text)).toEqual(['ab', 'ba', 'ab']);
});
