/** Categories every scorer reports (a provider may add its own). */
export const TOXICITY_CATEGORIES = [
  'profanity',
  'insult',
  'threat',
  'harassment',
  'identity_attack',
] as const;
export type ToxicityCategory = (typeof TOXICITY_CATEGORIES)[number];

export interface ToxicityScore {
  /** Probability-like score: 0 clean .. 1 certainly toxic. */
  toxicity: number;
  categories: Record<string, number>;
}

export interface ToxicityScorer {
  readonly name: string;
  score(text: string): Promise<ToxicityScore>;
}
