/** Categories every scorer reports (a provider may add its own). */
export const TOXICITY_CATEGORIES = [
  'profanity',
  'insult',
  'threat',
  'harassment',
  'identity_attack',
] as const;
export type ToxicityCategory = (typeof TOXICITY_CATEGORIES)[number];

export type ModerationLanguage = 'vi' | 'en' | 'other';
export type ModerationAction = 'hide' | 'queue' | 'none';

/** A part of the scored text that raised its score; offsets are UTF-16 indices into that text. */
export interface EvidenceSpan {
  text: string;
  start: number;
  end: number;
  weight: number;
}

export interface ToxicityScore {
  /** Probability-like score: 0 clean .. 1 certainly toxic. */
  toxicity: number;
  categories: Record<string, number>;
  /** The trained scorer names the language and the spans behind its score; hosted ones may not. */
  language?: ModerationLanguage;
  evidence?: EvidenceSpan[];
}

export interface ToxicityScorer {
  readonly name: string;
  score(text: string): Promise<ToxicityScore>;
}
