import type { Chunk } from './chunks';
import { memo } from './memo';

/**
 * Text normalisation for matching abuse words however they are disguised: look-alike letters from
 * other scripts, accents, leetspeak, repeated letters, and letters spaced or dotted apart.
 */

/** Cyrillic and Greek letters that render like Latin ones, plus a few symbol look-alikes. */
const HOMOGLYPHS: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ς: 's',
  ƒ: 'f',
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  ı: 'i',
};

/** Characters read as letters when they sit inside a word ('sh1t', 'b!tch', '@ss', 'a$$'). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '€': 'e',
  '+': 't',
};

const LETTER = /\p{L}/u;

/** Maps look-alikes only in words that are Latin already or made only of look-alikes, so real Russian or Greek text is left alone. */
function mapHomoglyphs(word: string): string {
  const chars = [...word];
  const letters = chars.filter((c) => LETTER.test(c));
  const hasLatin = letters.some((c) => /[a-z]/.test(c));
  const allLookAlike = letters.length > 0 && letters.every((c) => /[a-z]/.test(c) || c in HOMOGLYPHS);
  if (!hasLatin && !allLookAlike) return word;
  return chars.map((c) => HOMOGLYPHS[c] ?? c).join('');
}

function mapLeet(word: string): string {
  const chars = [...word];
  if (!chars.some((c) => LETTER.test(c))) return word;
  return chars
    .map((c, i) => {
      const to = LEET[c];
      if (!to) return c;
      const before = i > 0 && (LETTER.test(chars[i - 1]!) || chars[i - 1]! in LEET);
      const after = i < chars.length - 1 && (LETTER.test(chars[i + 1]!) || chars[i + 1]! in LEET);
      // Punctuation-like leet ('!', '|', '+') only counts between letters: 'idiot!' is not 'idioti'.
      if (c === '!' || c === '|' || c === '+') return before && after ? to : c;
      return before || after ? to : c;
    })
    .join('');
}

export function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** Runs of one letter become one letter ('fuuuck' -> 'fuck'); lexicon words go through the same. */
export function squash(word: string): string {
  return word.replace(/(\p{L})\1+/gu, '$1');
}

/** One word of the lexicon's reading of a text: its spelling's forms (shared), where it stands, how it is framed. */
export class Token {
  constructor(
    /** The spelling's forms, shared by every token of that spelling. */
    readonly forms: WordForms,
    /** Sentence number, so context never leaks across sentences. */
    readonly sentence: number,
    /** Inside quotation marks in the original text. */
    readonly quoted: boolean,
  ) {}

  /** Squashed, accent-free form used for English and unaccented Vietnamese matching. */
  get key(): string {
    return this.forms.key;
  }

  /** Squashed form with Vietnamese diacritics kept (đụ and du are different words). */
  get accented(): string {
    return this.forms.accented;
  }

  /** Spelled with Vietnamese-only marks (rất, đụ): never compared with English words once accents are gone. */
  get vietnamese(): boolean {
    return this.forms.vietnamese;
  }

  /** Letters before squashing: 'as' (2) must not match 'ass' (3) although both squash to 'as'. */
  get letters(): number {
    return this.forms.letters;
  }
}

export interface WordForms {
  key: string;
  accented: string;
  vietnamese: boolean;
  letters: number;
  /**
   * What the lexicon knows of this spelling, filled on its first use (local-scorer.ts): the forms
   * are memoised, so the lexicon looks a spelling up once, not once per token.
   */
  lexicon?: unknown;
}

// Circumflex, breve, horn, dot below, hook above, and đ: accents English look-alike spellings do not need.
const VIETNAMESE_MARKS = /[\u0302\u0306\u031b\u0323\u0309đ]/u;

const QUOTE_MARK = '\u0001';
const DOUBLE_QUOTED = /["“”«»„「」]([^"“”«»„「」\n]{1,80})["“”«»„「」]/g;
// 'word' but not the apostrophes of "don't ... isn't".
const SINGLE_QUOTED = /(^|[\s(])['‘`]([^'‘’`\n]{1,60})['’`](?=[\s.,!?;:)]|$)/g;

// Texts without an opening mark (most) skip the two replacements above.
const DOUBLE_QUOTE_CHAR = /["“”«»„「」]/;
const SINGLE_QUOTE_OPENER = /['‘`]/;

/** Prefixes every word inside quotation marks with a marker, so tokens know they were quoted. */
function markQuotes(text: string): string {
  const double = DOUBLE_QUOTE_CHAR.test(text);
  const single = SINGLE_QUOTE_OPENER.test(text);
  if (!double && !single) return text;
  const mark = (inner: string) =>
    inner
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => QUOTE_MARK + w)
      .join(' ');
  const doubled = double ? text.replace(DOUBLE_QUOTED, (_m, inner: string) => ` ${mark(inner)} `) : text;
  return single
    ? doubled.replace(SINGLE_QUOTED, (_m, lead: string, inner: string) => `${lead}${mark(inner)} `)
    : doubled;
}

/**
 * Splits text into normalised tokens. Letters spaced or punctuated apart ('f u c k', 'f.u.c.k') are
 * joined when three or more single letters follow each other.
 */
export function tokenize(
  input: string,
  isKnown: (key: string) => boolean = () => false,
  chunks?: Chunk[],
): Token[] {
  const normal = input.normalize('NFKC');
  const marked = markQuotes(normal);
  const tokens: Token[] = [];
  const push = (f: WordForms, sentence: number, quoted: boolean) =>
    tokens.push(new Token(f, sentence, quoted));
  // Single letters wait here until the run ends: three or more in one sentence become one word.
  let singles: Array<{ word: string; sentence: number; quoted: boolean }> = [];
  const flush = () => {
    if (singles.length >= 3) {
      let from = 0;
      // 'a m o r o n': the article was spaced like the letters; keep it apart when that finds a word.
      const letters = singles.map((r) => r.word);
      if (
        letters.length >= 4 &&
        !isKnown(squash(stripAccents(letters.join('')))) &&
        isKnown(squash(stripAccents(letters.slice(1).join(''))))
      ) {
        push(wordForms(letters[0]!), singles[0]!.sentence, singles[0]!.quoted);
        from = 1;
      }
      push(wordForms(letters.slice(from).join('')), singles[from]!.sentence, singles[from]!.quoted);
    } else for (const r of singles) push(wordForms(r.word), r.sentence, r.quoted);
    singles = [];
  };
  let sentence = 0;
  const read = ({ quoted, parts, endsSentence }: LexiconChunk) => {
    for (const { word, single, forms } of parts) {
      if (single) {
        if (singles.length > 0 && singles[0]!.sentence !== sentence) flush();
        singles.push({ word, sentence, quoted });
        continue;
      }
      if (singles.length > 0) flush();
      push(forms, sentence, quoted);
    }
    if (endsSentence) sentence += 1;
  };
  // Without quotation marks the lexicon's chunks are the text's own (normalised and in lower case
  // chunk by chunk, which equals doing it to the whole text), kept with them; quotation marks are
  // marked across chunks, so such a text is split anew.
  if (marked === normal && chunks) for (const chunk of chunks) for (const c of lexiconChunks(chunk)) read(c);
  else for (const piece of marked.toLowerCase().split(/\s+/)) if (piece) read(lexiconChunk(piece));
  if (singles.length > 0) flush();
  return tokens;
}

interface LexiconChunk {
  quoted: boolean;
  parts: ChunkPart[];
  endsSentence: boolean;
}

function lexiconChunk(piece: string): LexiconChunk {
  const quoted = piece.startsWith(QUOTE_MARK);
  return { quoted, ...chunkParts(quoted ? piece.slice(1) : piece) };
}

/** Normalising can turn a character into a space and a mark ('¨'), so one chunk may give two. */
function lexiconChunks(chunk: Chunk): LexiconChunk[] {
  const facts = chunk.facts;
  facts.lexicon ??= facts.text.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean).map(lexiconChunk);
  return facts.lexicon as LexiconChunk[];
}

/** A whitespace-separated chunk's words (split on anything but letters and the '*' mask: 'f*ck'). */
// The words' forms come with the chunk: one map lookup per chunk instead of one more per word.
// Not "!": between two leet characters it reads as a letter ("ugly!!" holds "uglyi").
const ASCII_WORD = /^([a-z]+)[.,?;:]*$/;
const SENTENCE_END = /[.!?。]+["”’')]*$/;

interface ChunkPart {
  word: string;
  single: boolean;
  forms: WordForms;
}

const chunkParts = memo((chunk: string): { parts: ChunkPart[]; endsSentence: boolean } => {
  // Letters a to z, perhaps with closing punctuation (most chunks): no look-alikes or leetspeak to map.
  const ascii = ASCII_WORD.exec(chunk);
  if (ascii) {
    const word = ascii[1]!;
    return {
      parts: [{ word, single: word.length === 1, forms: wordForms(word) }],
      endsSentence: SENTENCE_END.test(chunk),
    };
  }
  return anyChunkParts(chunk);
});

const anyChunkParts = (chunk: string) => ({
  parts: mapLeet(mapHomoglyphs(chunk))
    .split(/[^\p{L}\p{M}*]+/u)
    .filter(Boolean)
    .map((word) => ({ word, single: [...word].length === 1 && word !== '*', forms: wordForms(word) })),
  endsSentence: SENTENCE_END.test(chunk),
});

const wordForms = memo((word: string): WordForms => {
  if (/^[a-z]+$/.test(word)) {
    const key = squash(word);
    return { key, vietnamese: false, accented: key, letters: word.length, lexicon: undefined };
  }
  const plain = stripAccents(word);
  return {
    key: squash(plain),
    vietnamese: VIETNAMESE_MARKS.test(word.normalize('NFD')),
    accented: squash(word.normalize('NFC')),
    letters: [...plain].length,
    // Filled by the lexicon on first use; present from the start so every spelling keeps one hidden class.
    lexicon: undefined,
  };
});

/** Letters of each word of a lexicon phrase before squashing. */
export function phraseLengths(phrase: string): number[] {
  return phrase
    .toLowerCase()
    .normalize('NFC')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => [...stripAccents(w)].length);
}

/** A lexicon phrase in the same normal form as tokens. */
export function phraseKeys(phrase: string, accented: boolean): string[] {
  return phrase
    .toLowerCase()
    .normalize('NFC')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (accented ? squash(w) : squash(stripAccents(w))));
}
