import { englishDataset, englishRecommendedTransformers, RegExpMatcher, SyntaxKind } from 'obscenity';
import type { Chunk } from './chunks';
import * as lexicon from './lexicon';
import { ENGLISH, type LexiconEntry, VIETNAMESE_ACCENTED, VIETNAMESE_PLAIN } from './lexicon';
import { memo } from './memo';
import { phraseKeys, phraseLengths, squash, stripAccents, type Token, tokenize } from './normalize';
import { TOXICITY_CATEGORIES, type ToxicityCategory, type ToxicityScore, type ToxicityScorer } from './types';

interface CompiledEntry extends LexiconEntry {
  keys: string[];
  lengths: number[];
  accented: boolean;
}

interface Hit {
  entry: Pick<LexiconEntry, 'category' | 'weight' | 'targetable' | 'phrase'>;
  start: number;
  end: number;
}

function compile(entries: LexiconEntry[], accented: boolean): Map<string, CompiledEntry[]> {
  const byFirst = new Map<string, CompiledEntry[]>();
  for (const entry of entries) {
    const keys = phraseKeys(entry.phrase, accented);
    const list = byFirst.get(keys[0]!) ?? [];
    list.push({ ...entry, keys, lengths: phraseLengths(entry.phrase), accented });
    byFirst.set(keys[0]!, list);
  }
  // Longest phrase first, so 'fuck you' wins over 'fuck'.
  for (const list of byFirst.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  return byFirst;
}

const PLAIN = compile([...ENGLISH, ...VIETNAMESE_PLAIN], false);
const ACCENTED = compile(VIETNAMESE_ACCENTED, true);
const SINGLE_WORDS = [...ENGLISH, ...VIETNAMESE_PLAIN]
  .map((e) => ({ e, keys: phraseKeys(e.phrase, false) }))
  .filter((x) => x.keys.length === 1);

/** Context words in both token forms, so 'called' (squashed 'caled') and 'mày' compare like tokens. */
function contextSet(words: Set<string>): (t: Token) => boolean {
  const plain = new Set([...words].map((w) => squash(stripAccents(w.normalize('NFC')))));
  const accented = new Set([...words].map((w) => squash(w.normalize('NFC'))));
  return (t) => plain.has(t.key) || accented.has(t.accented);
}
const isSecondPerson = contextSet(lexicon.SECOND_PERSON);
// Vietnamese address words lose their meaning without accents (mày -> may), so accented only.
const viTargets = new Set([...lexicon.VI_TARGETS].map((w) => squash(w.normalize('NFC'))));
const isThirdPerson = contextSet(lexicon.THIRD_PERSON);
const isMention = contextSet(lexicon.MENTION);
const isNegation = contextSet(lexicon.NEGATION);

// Weights a profanity library match gets when our lexicon does not know the word.
const OBSCENITY_WEIGHT = 0.45;
// Profanity aimed at nobody ('this is fucking great') goes to the queue but is never auto-hidden.
const UNDIRECTED_PROFANITY_CAP = 0.6;

const profanityData = englishDataset.build();
const obscenity = new RegExpMatcher({ ...profanityData, ...englishRecommendedTransformers });

const PLAIN_LETTERS = /^[a-z]+$/;
const literal = (code: number) => String.fromCharCode(code).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One pattern of the library, loosened as below (`node` is one of its parsed parts). */
function loosened(node: (typeof profanityData.blacklistedTerms)[number]['pattern']['nodes'][number]): string {
  if (node.kind === SyntaxKind.Literal) return node.chars.map((c) => `${literal(c)}+`).join('');
  if (node.kind === SyntaxKind.Wildcard) return '.+';
  if (node.kind === SyntaxKind.Optional) return `(?:${loosened(node.childNode)})?`;
  return '';
}

/**
 * Every pattern of the library at once, loosened so that it matches a word whenever the library
 * could: on a word of plain letters its transformers (look-alikes, leetspeak, case, symbols) change
 * nothing but the length of runs of a letter, which it shortens, so each literal letter becomes a run
 * of that letter, each wildcard any run, and word boundaries and the allow-list are left out.
 */
const PLAIN_WORD_SUPERSET = new RegExp(
  profanityData.blacklistedTerms.map((t) => t.pattern.nodes.map(loosened).join('')).join('|'),
);

/**
 * Whether the library could match this word. Its matching costs about 50 µs a word (a new RegExp per
 * pattern per call), paid by every word the process has not seen yet; one regular expression rules
 * most words out first (a test holds it to never rule out a word the library matches).
 */
export function mayBeObscene(key: string): boolean {
  return !PLAIN_LETTERS.test(key) || PLAIN_WORD_SUPERSET.test(key);
}

// Comments reuse a small vocabulary: each word is matched once.
export const obscene = memo((key: string) => mayBeObscene(key) && obscenity.hasMatch(key));

/** What the lexicon knows of one spelling: its phrases by first word, and (once asked) the library's verdict. */
interface SpellingFacts {
  accented: CompiledEntry[] | undefined;
  plain: CompiledEntry[] | undefined;
  obscene: boolean | undefined;
  /** The lexicon word a masked spelling ('f*ck') stands for: a spelling's, so found once. */
  masked: LexiconEntry | null | undefined;
}

function factsOf(t: Token): SpellingFacts {
  let facts = t.forms.lexicon as SpellingFacts | undefined;
  if (!facts) {
    facts = {
      accented: ACCENTED.get(t.accented),
      // Vietnamese spellings are never compared with accent-free phrases.
      plain: t.vietnamese ? undefined : PLAIN.get(t.key),
      obscene: undefined,
      masked: undefined,
    };
    t.forms.lexicon = facts;
  }
  return facts;
}

function matchAt(
  tokens: Token[],
  i: number,
  list: CompiledEntry[] | undefined,
  field: 'key' | 'accented',
): CompiledEntry | null {
  if (!list) return null;
  for (const entry of list) {
    let ok = true;
    for (let k = 0; k < entry.keys.length; k += 1) {
      const t = tokens[i + k];
      if (
        !t ||
        t[field] !== entry.keys[k] ||
        // A squashed key matches a longer spelling ('fuuuck'), never a shorter word ('as' is not 'ass').
        t.letters < entry.lengths[k]! ||
        t.sentence !== tokens[i]!.sentence ||
        (field === 'key' && t.vietnamese)
      ) {
        ok = false;
        break;
      }
    }
    if (ok) return entry;
  }
  return null;
}

/** 'f*ck', 'sh**' : a masked word matches a lexicon word of the same length. */
function matchMasked(token: Token): LexiconEntry | null {
  if (!token.key.includes('*') || token.key.replace(/\*/g, '').length < 1) return null;
  const pattern = new RegExp(`^${token.key.replace(/\*+/g, (m) => `\\p{L}{${m.length}}`)}$`, 'u');
  // Masks hide letters, so compare against unsquashed-length words too ('sh*t', 'a**hole').
  return SINGLE_WORDS.find((x) => pattern.test(x.keys[0]!) || pattern.test(x.e.phrase))?.e ?? null;
}

function findHits(tokens: Token[]): Hit[] {
  const hits: Hit[] = [];
  for (let i = 0; i < tokens.length; ) {
    const facts = factsOf(tokens[i]!);
    const entry = matchAt(tokens, i, facts.accented, 'accented') ?? matchAt(tokens, i, facts.plain, 'key');
    if (entry) {
      hits.push({ entry, start: i, end: i + entry.keys.length - 1 });
      i += entry.keys.length;
      continue;
    }
    facts.masked ??= matchMasked(tokens[i]!);
    const masked = facts.masked;
    if (masked) hits.push({ entry: masked, start: i, end: i });
    i += 1;
  }
  // The profanity library catches words (and spellings) the lexicon lacks.
  const covered = new Uint8Array(hits.length > 0 ? tokens.length : 0);
  for (const h of hits) covered.fill(1, h.start, h.end + 1);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (covered[i] === 1 || token.key.length < 3 || token.vietnamese) continue;
    const facts = factsOf(token);
    facts.obscene ??= obscene(token.key);
    if (facts.obscene) {
      hits.push({
        entry: { phrase: token.key, category: 'profanity', weight: OBSCENITY_WEIGHT, targetable: true },
        start: i,
        end: i,
      });
    }
  }
  return hits;
}

function near(
  tokens: Token[],
  hit: Hit,
  before: number,
  after: number,
  test: (t: Token) => boolean,
  includeSelf = false,
) {
  const sentence = tokens[hit.start]!.sentence;
  for (let k = Math.max(0, hit.start - before); k <= Math.min(tokens.length - 1, hit.end + after); k += 1) {
    if (!includeSelf && k >= hit.start && k <= hit.end) continue;
    const t = tokens[k]!;
    if (t.sentence === sentence && test(t)) return true;
  }
  return false;
}

/** Severity of one match in its context. */
function severity(
  tokens: Token[],
  hit: Hit,
  sentenceLengths: Map<number, number>,
): { value: number; directed: boolean } {
  const { entry } = hit;
  let value = entry.weight;
  let directed = entry.category === 'threat' || entry.category === 'harassment';
  if (entry.targetable) {
    const sentenceLength = sentenceLengths.get(tokens[hit.start]!.sentence) ?? 0;
    const second =
      near(tokens, hit, 5, 3, (t) => isSecondPerson(t) || viTargets.has(t.accented), true) ||
      // A bare 'Idiot!' or 'Shut up, moron' addresses the reader.
      sentenceLength <= 3;
    const third = near(tokens, hit, 4, 2, isThirdPerson);
    if (second) value += (1 - value) * 0.75;
    else if (third) value += (1 - value) * 0.55;
    directed = second || third;
  }
  const quoted = tokens.slice(hit.start, hit.end + 1).every((t) => t.quoted);
  const mentioned = near(tokens, hit, 3, 0, isMention);
  if (quoted || mentioned) {
    value *= 0.3;
    directed = false;
  } else if (near(tokens, hit, 2, 0, isNegation)) {
    value *= 0.45;
  }
  return { value: Math.min(value, 0.97), directed };
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** Deterministic, offline scoring of one text. */
export function scoreText(text: string): ToxicityScore {
  return scoreLexicon(text).score;
}

/** The lexicon's score and the words it matched (squashed, accent-free keys). */
export function scoreLexicon(text: string, chunks?: Chunk[]): { score: ToxicityScore; words: Set<string> } {
  const tokens = tokenize(text, (key) => PLAIN.has(key), chunks);
  const hits = findHits(tokens);
  const words = new Set<string>();
  for (const h of hits) for (let k = h.start; k <= h.end; k += 1) words.add(tokens[k]!.key);
  const remaining: Record<ToxicityCategory, number> = {
    profanity: 1,
    insult: 1,
    threat: 1,
    harassment: 1,
    identity_attack: 1,
  };
  let clean = 1;
  let onlyUndirectedProfanity = true;
  // Only a match's context needs them (most texts have none).
  const sentenceLengths = new Map<number, number>();
  if (hits.length > 0)
    for (const t of tokens) sentenceLengths.set(t.sentence, (sentenceLengths.get(t.sentence) ?? 0) + 1);
  for (const hit of hits) {
    const { value, directed } = severity(tokens, hit, sentenceLengths);
    remaining[hit.entry.category] *= 1 - value;
    clean *= 1 - value;
    if (hit.entry.category !== 'profanity' || directed) {
      if (value >= 0.2) onlyUndirectedProfanity = false;
    }
  }
  let toxicity = 1 - clean;
  if (onlyUndirectedProfanity) toxicity = Math.min(toxicity, UNDIRECTED_PROFANITY_CAP);
  const categories = Object.fromEntries(TOXICITY_CATEGORIES.map((c) => [c, round(1 - remaining[c])]));
  return { score: { toxicity: round(toxicity), categories }, words };
}

/** The lexicon alone: the trained scorer (index.ts) adds its score to the model's and takes its categories. */
export class LexiconToxicityScorer implements ToxicityScorer {
  readonly name = 'lexicon';
  async score(text: string): Promise<ToxicityScore> {
    return scoreText(text);
  }
}
