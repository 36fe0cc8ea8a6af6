/**
 * Features of the trained toxicity model: hashed word, word-pair and character n-grams of each word,
 * in an accent-free, squashed, teencode-normalised form (so 'ngu', 'ngư', 'nguuu' and 'ngừ' share
 * most features) plus the accented word itself (so 'lồn' and 'lon' still differ). The trainer
 * (api/scripts/train-toxicity.ts) and the scorer use this one module, so they cannot drift apart.
 */

import { type Chunk, chunksOf, forEachPiece } from './chunks';
import { memo } from './memo';
import { squash } from './normalize';

/** Feature space: 2^HASH_BITS weights. */
export const HASH_BITS = 20;
const MASK = (1 << HASH_BITS) - 1;
/** Character n-gram lengths, on the word framed as '<word>'. */
const NGRAM_MIN = 2;
const NGRAM_MAX = 5;
/** A longer "word" (a URL, a base64 blob) only contributes its word feature. */
const MAX_WORD_FOR_NGRAMS = 24;

/** Common Vietnamese teencode and chat abbreviations (accent-free) -> the accent-free word they stand for. */
const TEENCODE: Record<string, string> = {
  ko: 'khong',
  k: 'khong',
  kh: 'khong',
  hk: 'khong',
  hok: 'khong',
  hong: 'khong',
  khg: 'khong',
  kg: 'khong',
  dc: 'duoc',
  dk: 'duoc',
  dx: 'duoc',
  j: 'gi',
  z: 'vay',
  v: 'vay',
  vs: 'voi',
  ns: 'noi',
  bt: 'biet',
  bik: 'biet',
  mk: 'minh',
  mik: 'minh',
  ng: 'nguoi',
  ngta: 'nguoi ta',
  ny: 'nguoi yeu',
  ck: 'chong',
  vk: 'vo',
  cx: 'cung',
  cg: 'cung',
  r: 'roi',
  ms: 'moi',
  nt: 'nhan tin',
  tn: 'the nao',
  ntn: 'nhu the nao',
  trc: 'truoc',
  bh: 'bao gio',
  bn: 'bao nhieu',
  clm: 'cai lon me',
  dcm: 'dit con me',
  dm: 'dit me',
  dmm: 'dit me may',
  dkm: 'dit con me',
  vcl: 'vai cai lon',
  vkl: 'vai cai lon',
  vl: 'vai lon',
  cc: 'con cac',
  cl: 'cai lon',
  oc: 'oc',
};

/**
 * Identity words (who someone is, not what they did) all become one feature-less placeholder, so the
 * model cannot learn that 'gay' or 'muslim' is toxic from data where they often appear in attacks:
 * 'kill all muslims' is still scored by 'kill all', 'I am a gay person' has nothing to score.
 */
const IDENTITY_WORDS = new Set(
  (
    'gay gays lesbian lesbians bisexual bi trans transgender transsexual queer lgbt lgbtq lgbtqia homosexual homosexuals heterosexual ' +
    'straight nonbinary male female males females men women man woman boy girl ' +
    'black white african asian asians hispanic latino latina latinx european american americans mexican mexicans canadian indian chinese japanese ' +
    'korean vietnamese arab arabs middle eastern jew jews jewish muslim muslims islam islamic christian christians catholic protestant ' +
    'buddhist buddhists hindu sikh taoist atheist immigrant immigrants refugee refugees ' +
    'old older young younger elderly teenage millenial millennial blind deaf disabled paralyzed ' +
    'les bede pede'
  ).split(' '),
);
/** Accent-free two-word Vietnamese identity terms ('đồng tính', 'chuyển giới', 'da đen'...). */
const IDENTITY_PAIRS = new Set([
  'dong tinh',
  'chuyen gioi',
  'song tinh',
  'da den',
  'da trang',
  'da mau',
  'nguoi hoa',
  'nguoi viet',
  'dan toc',
  'cong giao',
  'phat giao',
  'hoi giao',
  'thien chua',
  'khuyet tat',
  'nguoi gia',
  'phu nu',
  'dan ong',
]);
const IDENTITY = '\u0000id';
/** The pairs by first word: a word's info holds the second words that make a pair with it. */
const PAIR_SECONDS = new Map<string, Set<string>>();
for (const pair of IDENTITY_PAIRS) {
  const [first, second] = pair.split(' ') as [string, string];
  PAIR_SECONDS.set(first, (PAIR_SECONDS.get(first) ?? new Set()).add(second));
}

/** One word of the original text: offsets are UTF-16 indices into the text as given. */
export interface WordToken {
  start: number;
  end: number;
  /** Lower case, NFC, squashed: keeps the Vietnamese marks. */
  accented: string;
  /** Accent-free, squashed, teencode expanded (may hold a space: 'dit me'). */
  plain: string;
  /** The spelling's own features (see `wordInfo`); null for an identity word, which has none. */
  own: OwnFeatures | null;
  /** The lexicon's key of this word (accent-free, every run of a letter squashed: normalize.ts). */
  lexKey: string;
}

/** Words are runs of letters, marks, digits and the leet/mask symbols; anything else separates them. */
const NON_WORD = /[^\p{L}\p{M}\p{N}*@$]+/u;

export function stripMarks(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** Three or more of one letter become one ('nguuuu' -> 'ngu'); doubles stay ('good'). */
function squashRuns(word: string): string {
  return word.replace(/(\p{L})\1{2,}/gu, '$1');
}

/** One word of a chunk: offsets into the chunk. */
interface ChunkWord {
  start: number;
  end: number;
  info: WordInfo;
}

function chunkWords(chunk: Chunk): ChunkWord[] {
  const facts = chunk.facts;
  if (facts.features) return facts.features as ChunkWord[];
  const text = facts.text;
  const words: ChunkWord[] = [];
  forEachPiece(text, NON_WORD, (raw, start) => {
    const info = wordInfo(raw);
    // A run of digits or symbols alone ('2024', '$$') carries no word.
    if (info) words.push({ start, end: start + raw.length, info });
  });
  facts.features = words;
  return words;
}

export function tokenizeWords(text: string, chunks: Chunk[] = chunksOf(text)): WordToken[] {
  const out: WordToken[] = [];
  let pairSeconds: Set<string> | null = null;
  for (let c = 0; c < chunks.length; c += 1) {
    const chunk = chunks[c]!;
    const pieces = chunkWords(chunk);
    for (let p = 0; p < pieces.length; p += 1) {
      const { start, end, info } = pieces[p]!;
      const word: WordToken = {
        start: chunk.start + start,
        end: chunk.start + end,
        accented: info.accented,
        plain: info.plain,
        own: info.own,
        lexKey: info.lexKey,
      };
      const previous = out[out.length - 1];
      if (info.identity) asIdentity(word);
      else if (previous && pairSeconds?.has(info.bare)) {
        asIdentity(previous);
        asIdentity(word);
      }
      pairSeconds = info.pairSeconds;
      out.push(word);
    }
  }
  return out;
}

function asIdentity(w: WordToken) {
  w.plain = IDENTITY;
  w.accented = IDENTITY;
  w.lexKey = IDENTITY;
  w.own = null;
}

/** A spelling's word, accented-word and character n-gram feature hashes, and their summed weight. */
export interface OwnFeatures {
  hashes: Int32Array;
  /** How many of `hashes` come before the word pair in `featurize`'s order. */
  heads: number;
  /** Their summed weights in the model whose weights are `sumOf` (kept here by the scorer: no lookup per word). */
  sum: number;
  sumOf: Float32Array | null;
  /** `pairSeed(plain)`: the word-pair hash of the next word starts from it (no walk over this word again). */
  pairSeed: number;
}

const ASCII_WORD = /^[a-z]+$/;

type WordInfo = NonNullable<ReturnType<typeof wordInfo>>;

/**
 * What one spelling contributes on its own, whatever its neighbours: its forms and its own features.
 * Memoised per spelling (and kept with each chunk that holds it, chunks.ts), since comments reuse a
 * small vocabulary.
 */
const wordInfo = memo((raw: string) => {
  const lower = raw.toLowerCase();
  // Plain ASCII letters (most words, accent-free Vietnamese included) have no marks to normalise.
  const ascii = ASCII_WORD.test(lower);
  if (!ascii && !/\p{L}/u.test(lower)) return null;
  const accented = squashRuns(ascii ? lower : lower.normalize('NFC'));
  const bare = ascii ? accented : squashRuns(stripMarks(accented));
  // Own keys only: a word such as "constructor" must not find Object.prototype's members.
  const plain = Object.hasOwn(TEENCODE, bare) ? TEENCODE[bare]! : bare;
  const own = [hashFeature(`p ${plain}`)];
  if (accented !== plain) own.push(hashFeature(`a ${accented}`));
  const heads = own.length;
  if (plain.length <= MAX_WORD_FOR_NGRAMS) {
    const framed = `<${plain}>`;
    for (let n = NGRAM_MIN; n <= NGRAM_MAX; n += 1)
      for (let k = 0; k + n <= framed.length; k += 1) own.push(ngramHash(framed, k, k + n));
  }
  const lexKey = squash(ascii ? accented : stripMarks(accented));
  return {
    accented,
    bare,
    plain,
    lexKey,
    identity: IDENTITY_WORDS.has(bare),
    pairSeconds: PAIR_SECONDS.get(bare) ?? null,
    own: {
      hashes: Int32Array.from(own),
      heads,
      sum: 0,
      sumOf: null,
      pairSeed: pairSeed(plain),
    } as OwnFeatures,
  };
});

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function fnv(s: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/** FNV-1a over UTF-16 code units: fast, deterministic, the same in trainer and scorer. */
export function hashFeature(s: string): number {
  return fnv(s, FNV_OFFSET) & MASK;
}

const NGRAM_SEED = fnv('c', FNV_OFFSET);
/** `hashFeature('c' + s.slice(from, to))` without building the string. */
function ngramHash(s: string, from: number, to: number): number {
  let h = NGRAM_SEED;
  for (let i = from; i < to; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return (h >>> 0) & MASK;
}

const PAIR_SEED = fnv('b ', FNV_OFFSET);
/** The state of `hashFeature('b <previous> ')`: what a word pair's hash starts from. */
export const pairSeed = (previous: string) => Math.imul(fnv(previous, PAIR_SEED) ^ 0x20, FNV_PRIME) >>> 0;

/** `hashFeature('b <previous> <word>')` from `pairSeed(previous)`, without building the string. */
export function pairHashFrom(seed: number, word: string): number {
  return fnv(word, seed) & MASK;
}

/** `hashFeature('b <previous> <word>')` without building the string: it runs for every word of every text. */
export function pairHash(previous: string, word: string): number {
  return pairHashFrom(pairSeed(previous), word);
}

export interface Featurized {
  /** Hashed feature indices (repeats allowed: a count). */
  indices: Int32Array;
  /** For each feature, the word it belongs to (a word pair belongs to its second word). */
  owners: Int32Array;
  words: WordToken[];
  /** 1 / sqrt(number of features): every text gets a unit-length vector. */
  scale: number;
}

/** Texts longer than this are featurised by their opening only (the API already caps at 10,000). */
export const MAX_FEATURE_CHARS = 10_000;

export const clip = (text: string) =>
  text.length > MAX_FEATURE_CHARS ? text.slice(0, MAX_FEATURE_CHARS) : text;

/** Every feature of a text with the word it belongs to: what the trainer learns from. */
export function featurize(text: string): Featurized {
  const words = tokenizeWords(clip(text));
  const indices: number[] = [];
  const owners: number[] = [];
  let previous = '^';
  words.forEach((w, i) => {
    // An identity word only separates its neighbours ('hate <id>' stays a pair).
    if (!w.own) {
      previous = '|';
      return;
    }
    // Word, accented word, word pair, then character n-grams: the order the shipped model was trained in.
    const { hashes, heads } = w.own;
    for (let k = 0; k < heads; k += 1) indices.push(hashes[k]!);
    indices.push(pairHash(previous, w.plain));
    for (let k = heads; k < hashes.length; k += 1) indices.push(hashes[k]!);
    for (let k = 0; k <= hashes.length; k += 1) owners.push(i);
    previous = w.plain;
  });
  if (words.length > 0) {
    indices.push(pairHash(previous, '$'));
    owners.push(words.length - 1);
  }
  return {
    indices: Int32Array.from(indices),
    owners: Int32Array.from(owners),
    words,
    scale: indices.length > 0 ? 1 / Math.sqrt(indices.length) : 0,
  };
}
