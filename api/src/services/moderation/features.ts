/**
 * Features of the trained toxicity model: hashed word, word-pair and character n-grams of each word,
 * in an accent-free, squashed, teencode-normalised form (so 'ngu', 'ngư', 'nguuu' and 'ngừ' share
 * most features) plus the accented word itself (so 'lồn' and 'lon' still differ). The trainer
 * (api/scripts/train-toxicity.ts) and the scorer use this one module, so they cannot drift apart.
 */

import { memo } from './normalize';

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

/** One word of the original text: offsets are UTF-16 indices into the text as given. */
export interface WordToken {
  start: number;
  end: number;
  /** Lower case, NFC, squashed: keeps the Vietnamese marks. */
  accented: string;
  /** Accent-free, squashed, teencode expanded (may hold a space: 'dit me'). */
  plain: string;
}

const WORD = /[\p{L}\p{M}\p{N}*@$]+/gu;

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

export function tokenizeWords(text: string): WordToken[] {
  const out: WordToken[] = [];
  let previousBare = '';
  for (const m of text.matchAll(WORD)) {
    const forms = wordForms(m[0]);
    // A run of digits or symbols alone ('2024', '$$') carries no word.
    if (!forms) continue;
    const { accented, bare } = forms;
    const word = { start: m.index, end: m.index + m[0].length, accented, plain: TEENCODE[bare] ?? bare };
    const previous = out[out.length - 1];
    if (IDENTITY_WORDS.has(bare)) {
      word.plain = IDENTITY;
      word.accented = IDENTITY;
    } else if (previous && IDENTITY_PAIRS.has(`${previousBare} ${bare}`)) {
      previous.plain = IDENTITY;
      previous.accented = IDENTITY;
      word.plain = IDENTITY;
      word.accented = IDENTITY;
    }
    previousBare = bare;
    out.push(word);
  }
  return out;
}

const isIdentity = (w: WordToken) => w.plain === IDENTITY;

const wordForms = memo((raw: string) => {
  const lower = raw.toLowerCase();
  if (!/\p{L}/u.test(lower)) return null;
  const accented = squashRuns(lower.normalize('NFC'));
  return { accented, bare: squashRuns(stripMarks(accented)) };
});

/** The character n-gram features of one word form (memoised: a comment's words mostly repeat). */
const ngramHashes = memo((plain: string) => {
  const framed = `<${plain}>`;
  const out: number[] = [];
  for (let n = NGRAM_MIN; n <= NGRAM_MAX; n += 1)
    for (let k = 0; k + n <= framed.length; k += 1) out.push(hashFeature(`c${framed.slice(k, k + n)}`));
  return Int32Array.from(out);
});

/** FNV-1a over UTF-16 code units: fast, deterministic, the same in trainer and scorer. */
export function hashFeature(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & MASK;
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

export function featurize(text: string): Featurized {
  const words = tokenizeWords(text.length > MAX_FEATURE_CHARS ? text.slice(0, MAX_FEATURE_CHARS) : text);
  const indices: number[] = [];
  const owners: number[] = [];
  const add = (feature: string, owner: number) => {
    indices.push(hashFeature(feature));
    owners.push(owner);
  };
  let previous = '^';
  words.forEach((w, i) => {
    // An identity word only separates its neighbours ('hate <id>' stays a pair).
    if (isIdentity(w)) {
      previous = '|';
      return;
    }
    add(`p ${w.plain}`, i);
    if (w.accented !== w.plain) add(`a ${w.accented}`, i);
    add(`b ${previous} ${w.plain}`, i);
    previous = w.plain;
    if (w.plain.length <= MAX_WORD_FOR_NGRAMS)
      for (const h of ngramHashes(w.plain)) {
        indices.push(h);
        owners.push(i);
      }
  });
  if (words.length > 0) add(`b ${previous} $`, words.length - 1);
  return {
    indices: Int32Array.from(indices),
    owners: Int32Array.from(owners),
    words,
    scale: indices.length > 0 ? 1 / Math.sqrt(indices.length) : 0,
  };
}
