/**
 * A text's whitespace-separated chunks. Every stage of the scorer (the model's words, the lexicon's
 * tokens, the language's words) splits words only inside a chunk, so each derives what it needs
 * from a chunk once per spelling and keeps it here: a text then costs one map lookup per chunk for
 * all stages together, instead of one per word per stage (tests hold each stage to its whole-text
 * result).
 */
export interface Chunk {
  /** UTF-16 offset of the chunk in the text. */
  start: number;
  facts: ChunkFacts;
}

/** Filled by each stage on first use (features.ts, language.ts, normalize.ts); shared by every text. */
export interface ChunkFacts {
  readonly text: string;
  features?: unknown;
  language?: unknown;
  lexicon?: unknown;
}

/** Chunks kept (fewer than the per-word memos hold: a chunk's facts are larger than a word's). */
const MAX_CHUNKS = 20_000;
const BUCKETS = 1 << 15;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * The kept chunks, found by a hash of their code units computed while the text is scanned: a chunk
 * seen before costs no substring and no string hashing, only a comparison of its code units. Cleared
 * when full, like `memo`. Each entry holds every field from the start, so facts keep one hidden class
 * whichever stages fill them, and the stages' property reads stay monomorphic.
 */
const heads = new Int32Array(BUCKETS).fill(-1);
const nextInBucket = new Int32Array(MAX_CHUNKS);
const kept: ChunkFacts[] = [];

function factsAt(text: string, start: number, end: number, hash: number): ChunkFacts {
  const bucket = hash & (BUCKETS - 1);
  const length = end - start;
  for (let e = heads[bucket]!; e >= 0; e = nextInBucket[e]!) {
    const facts = kept[e]!;
    const known = facts.text;
    if (known.length !== length) continue;
    let k = 0;
    while (k < length && known.charCodeAt(k) === text.charCodeAt(start + k)) k += 1;
    if (k === length) return facts;
  }
  if (kept.length >= MAX_CHUNKS) {
    heads.fill(-1);
    kept.length = 0;
  }
  const facts: ChunkFacts = {
    text: text.slice(start, end),
    features: undefined,
    language: undefined,
    lexicon: undefined,
  };
  nextInBucket[kept.length] = heads[bucket]!;
  heads[bucket] = kept.length;
  kept.push(facts);
  return facts;
}

/**
 * Calls `visit` with each non-empty piece of `text` between matches of `separator` and its offset
 * (a piece's first occurrence after the previous piece is itself: only separators lie between).
 */
export function forEachPiece(text: string, separator: RegExp, visit: (piece: string, start: number) => void) {
  let at = 0;
  for (const piece of text.split(separator)) {
    if (!piece) continue;
    const start = text.indexOf(piece, at);
    at = start + piece.length;
    visit(piece, start);
  }
}

/** Whether a UTF-16 code unit is one `\s` matches (a test holds the two equal over every code unit). */
export function isWhitespace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * The text's pieces between runs of whitespace, as `forEachPiece(text, /\s+/)` gives them, read in one
 * pass over the code units (it runs for every text): no array of pieces, no search for each piece's
 * offset, and a kept chunk is found by the hash taken on the way.
 */
export function chunksOf(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let start = -1;
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (isWhitespace(c)) {
      if (start >= 0) {
        chunks.push({ start, facts: factsAt(text, start, i, hash >>> 0) });
        start = -1;
      }
    } else {
      if (start < 0) {
        start = i;
        hash = FNV_OFFSET;
      }
      hash = Math.imul(hash ^ c, FNV_PRIME);
    }
  }
  if (start >= 0) chunks.push({ start, facts: factsAt(text, start, text.length, hash >>> 0) });
  return chunks;
}
