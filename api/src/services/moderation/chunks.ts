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
const factsOf = memo((text: string): ChunkFacts => ({ text }), 20_000);

const WHITESPACE = /\s+/;

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

export function chunksOf(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  forEachPiece(text, WHITESPACE, (piece, start) => chunks.push({ start, facts: factsOf(piece) }));
  return chunks;
}
