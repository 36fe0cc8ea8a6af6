import { memo } from './memo';

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

// Fewer than the per-word memos hold: a chunk's facts are larger than a word's.
// Every field from the start: facts then keep one hidden class whichever stages fill them, so the
// stages' property reads stay monomorphic.
const factsOf = memo(
  (text: string): ChunkFacts => ({ text, features: undefined, language: undefined, lexicon: undefined }),
  20_000,
);

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
 * pass over the code units: no array of pieces and no search for each piece's offset (it runs for
 * every text).
 */
export function chunksOf(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i += 1) {
    if (isWhitespace(text.charCodeAt(i))) {
      if (start >= 0) {
        chunks.push({ start, facts: factsOf(text.slice(start, i)) });
        start = -1;
      }
    } else if (start < 0) start = i;
  }
  if (start >= 0) chunks.push({ start, facts: factsOf(text.slice(start)) });
  return chunks;
}
