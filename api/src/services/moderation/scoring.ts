import { chunksOf } from './chunks';
import type { WordToken } from './features';
import { detectLanguage, type Language } from './language';
import { VI_EVERYDAY_SENSES } from './lexicon';
import { scoreLexicon } from './local-scorer';
import type { ToxicityModel } from './model';

/** How the trainer sets the thresholds (docs/moderation.md). */
export const THRESHOLD_RULES = {
  /** `hide`: the lowest score whose false-positive rate on clean dev comments is at most this. */
  hideMaxFpr: 0.01,
} as const;

export interface Evidence {
  text: string;
  start: number;
  end: number;
  weight: number;
}

export interface TextScore {
  toxicity: number;
  language: Language;
  categories: Record<string, number>;
  evidence: Evidence[];
}

/**
 * The lexicon's score (0..1, context-aware: aimed at a person, quoted, negated) is added to the
 * model's logit with this weight. Chosen on the dev rows: 0, 2 and 4 tried; 2 raised Vietnamese dev
 * recall at 1% FPR from 0.59 to 0.63 and kept English dev ROC AUC (docs/moderation.md).
 */
export const LEXICON_WEIGHT = 2;

/**
 * Words the lexicon matched in a context it judged not aimed at anyone (quoted, mentioned, negated,
 * self-directed, 'fucking amazing', 'ugly duckling') are treated the same way: the model learned
 * them from abuse and cannot see the context, the lexicon can.
 *
 * Words that are vulgar or harsh only as intensifiers or in harmless senses: 'hay vl' ("really
 * good"), 'damn good', 'as you said', 'take out the trash', 'a garden hoe', 'this deadline is killing
 * me', 'kill -9' (threats are lexicon phrases: 'I will kill you' is aimed at someone and not capped). ViHOS annotators marked
 * `vl` offensive, so the model learned it as such; the product decision (docs/moderation.md) is that
 * such words alone may queue a comment for a moderator but never hide it: when the score without
 * them is below MILD_ONLY_CAP, the score is capped there (every hide threshold is above it, which
 * the trainer checks).
 */
const MILD_WORDS = new Set(
  'vl vcl vkl vãi vai damn dammit trash hoe as hell crap kill kills killed killing killer shoot dead die'.split(
    ' ',
  ),
);
export const MILD_ONLY_CAP = 0.8;
const DIRECTED_LEXICON = 0.7;

const EVERYDAY = new Map(
  Object.entries(VI_EVERYDAY_SENSES).map(([word, { before, after }]) => [
    word,
    {
      before: new Set(before.map((w) => w.normalize('NFC'))),
      after: new Set(after.map((w) => w.normalize('NFC'))),
    },
  ]),
);

/** Whether word `i` is an ambiguous bare spelling ('lon') that an accented neighbour reads as its everyday sense ('lon nước'). */
function everydaySense(words: WordToken[], i: number): boolean {
  const sense = EVERYDAY.get(words[i]!.accented);
  if (!sense) return false;
  const before = words[i - 1];
  const after = words[i + 1];
  return Boolean((before && sense.before.has(before.accented)) || (after && sense.after.has(after.accented)));
}

/**
 * The indices of the `k` largest positive weights, largest first, an earlier word first among equals:
 * what a stable sort of every positive word would keep, without sorting (or collecting) them all.
 */
export function strongest(weights: Float64Array, k: number): number[] {
  const top: number[] = [];
  for (let i = 0; i < weights.length; i += 1) {
    const w = weights[i]!;
    if (!(w > 0)) continue;
    if (top.length === k && !(w > weights[top[k - 1]!]!)) continue;
    // After every kept word at least as strong: equals stay in text order.
    let at = top.length;
    while (at > 0 && weights[top[at - 1]!]! < w) at -= 1;
    top.splice(at, 0, i);
    if (top.length > k) top.length = k;
  }
  return top;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const EVIDENCE_SPANS = 5;

/**
 * The model's probability, moved by the lexicon's score, is the toxicity; the lexicon names the categories. Evidence: the words
 * that pushed the score up most, neighbours merged into one span, offsets into the original text.
 */
export function scoreWithModel(model: ToxicityModel, text: string): TextScore {
  const chunks = chunksOf(text);
  const { logit: modelLogit, words, weights } = model.run(text, chunks);
  const { score: lexicon, words: lexiconWords } = scoreLexicon(text, chunks);
  // A bare 'lon' that its accented neighbour reads as "a can" ('lon nước'): the model learned the word
  // from abuse and cannot see the neighbour's meaning, so its share goes (and it is no evidence).
  let everyday = 0;
  for (let i = 0; i < words.length; i += 1) {
    if (weights[i]! > 0 && everydaySense(words, i)) {
      everyday += weights[i]!;
      weights[i] = 0;
    }
  }
  const z = modelLogit - everyday + LEXICON_WEIGHT * lexicon.toxicity;
  // Abuse the lexicon sees aimed at someone (threats, 'you idiot', harassment phrases) scores at least
  // what the lexicon gives it: the model has seen few threats and no obfuscations ('1d10t', 'k y s').
  let toxicity = lexicon.toxicity >= DIRECTED_LEXICON ? Math.max(sigmoid(z), lexicon.toxicity) : sigmoid(z);
  // Unless the lexicon itself sees abuse aimed at someone ('you are trash', 'thằng ngu vl').
  if (toxicity > MILD_ONLY_CAP && lexicon.toxicity < DIRECTED_LEXICON) {
    let mild = 0;
    for (let i = 0; i < words.length; i += 1) {
      const w = words[i]!;
      if (weights[i]! <= 0) continue;
      if (MILD_WORDS.has(w.accented) || lexiconWords.has(w.lexKey)) mild += weights[i]!;
    }
    // The lexicon already keeps these low on its own, so only the model's share is removed.
    if (mild > 0) toxicity = Math.min(toxicity, Math.max(sigmoid(z - mild), MILD_ONLY_CAP));
  }
  const positive = strongest(weights, EVIDENCE_SPANS * 2);
  // Then in text order, so neighbours can merge.
  positive.sort((a, b) => a - b);
  const spans: Array<{ start: number; end: number; weight: number; last: number }> = [];
  for (const i of positive) {
    const w = words[i]!;
    const prev = spans[spans.length - 1];
    if (prev && prev.last === i - 1) {
      prev.end = w.end;
      prev.weight += weights[i]!;
      prev.last = i;
    } else spans.push({ start: w.start, end: w.end, weight: weights[i]!, last: i });
  }
  const evidence = spans
    .sort((a, b) => b.weight - a.weight)
    .slice(0, EVIDENCE_SPANS)
    .map((s) => ({ text: text.slice(s.start, s.end), start: s.start, end: s.end, weight: round(s.weight) }));
  return {
    toxicity: round(toxicity),
    language: detectLanguage(text, chunks),
    categories: lexicon.categories,
    evidence,
  };
}
