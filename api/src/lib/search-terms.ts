/**
 * Which search answers a post write can change, by the words involved (docs/architecture.md, "Read
 * cache"). A search matches a post by the lexemes of its keyword (full text) or by the keyword as a
 * substring of the plain title. Tags name buckets of those: a post write touches the buckets of every
 * lexeme of the post and every three-letter stretch of its plain title, before and after the write; a
 * search depends on the buckets of its keyword's lexemes and on one stretch of its plain keyword. A
 * title containing the keyword contains each of its stretches, so touching all of the title's and
 * depending on one is enough. Buckets keep the number of tags bounded (a long post has thousands of
 * lexemes); a collision only drops a search that did not change.
 */
import { tag } from './cache-tags';

/** Buckets per kind (lexemes, title stretches). */
export const SEARCH_BUCKETS = 1024;

/** A stable bucket for a string (FNV-1a, 32 bits). */
export function bucketOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % SEARCH_BUCKETS;
}

/** The three-letter stretches of a plain (unaccented, lower-case) text, by code point. */
function stretches(plain: string): string[] {
  const chars = [...plain];
  const out: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i += 1) out.push(chars.slice(i, i + 3).join(''));
  return out;
}

/**
 * What a post's write touches for search: its lexemes' and its plain title's buckets, and apart, the
 * buckets of its title's and tags' lexemes (`headLexemes`), which alone decide the ranked candidates.
 */
export function postSearchTags(
  lexemes: readonly string[],
  titlePlain: string,
  headLexemes: readonly string[],
): string[] {
  const out = new Set<string>();
  for (const l of lexemes) out.add(tag.searchTerm(bucketOf(l)));
  for (const l of headLexemes) out.add(tag.searchHead(bucketOf(l)));
  for (const s of stretches(titlePlain)) out.add(tag.searchStretch(bucketOf(s)));
  return [...out];
}

/** The lexemes of a tsquery's text form (`'travel' & !'food'`), and whether any is negated. */
export function queryLexemes(tsquery: string): { lexemes: string[]; negated: boolean } {
  const quoted = /'((?:[^']|'')*)'/g;
  const lexemes = [...tsquery.matchAll(quoted)].map((m) => m[1]!.replaceAll("''", "'"));
  // An operator outside the quotes: a lexeme may itself hold a '!'.
  return { lexemes, negated: tsquery.replace(quoted, '').includes('!') };
}

/**
 * What a search for a keyword depends on, from its tsquery's text and its plain form (as the database
 * parses and unaccents it). A negated word matches posts by what they lack, and a keyword of fewer
 * than three letters has no stretch: those depend on every post write (`L:content`).
 */
export function keywordSearchTags(tsquery: string, plain: string): string[] {
  return keywordTags(tsquery, plain, tag.searchTerm);
}

/** What a keyword's ranked candidates (title and tag matches) depend on: as above, by head buckets. */
export function keywordHeadTags(tsquery: string, plain: string): string[] {
  return keywordTags(tsquery, plain, tag.searchHead);
}

function keywordTags(tsquery: string, plain: string, bucketTag: (bucket: number) => string): string[] {
  const { lexemes, negated } = queryLexemes(tsquery);
  const first = stretches(plain)[0];
  if (negated || first === undefined) return [tag.list.content];
  return [...new Set(lexemes.map((l) => bucketTag(bucketOf(l)))), tag.searchStretch(bucketOf(first))];
}
