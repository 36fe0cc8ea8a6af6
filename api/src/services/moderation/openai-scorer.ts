import type { ToxicityScore, ToxicityScorer } from './types';

export interface OpenAiModerationSettings {
  /** Base URL; the adapter posts to `{baseUrl}/v1/moderations`. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
}

interface ModerationsResponse {
  results?: Array<{ category_scores?: Record<string, unknown> }>;
}

/**
 * Our categories from an OpenAI-compatible moderation answer (docs/moderation.md has the table):
 * each is the highest of the provider categories listed. `toxicity` is the highest of harassment,
 * hate and violence (threatening or not); sexual and self-harm scores are passed on under their own
 * names but do not make a comment toxic on their own (a post about health or art is not abuse).
 */
export const OPENAI_CATEGORY_MAP: Record<string, string[]> = {
  insult: ['harassment'],
  harassment: ['harassment', 'harassment/threatening'],
  threat: ['harassment/threatening', 'hate/threatening', 'violence'],
  identity_attack: ['hate', 'hate/threatening'],
  profanity: [],
  sexual: ['sexual', 'sexual/minors'],
  self_harm: ['self-harm', 'self-harm/intent', 'self-harm/instructions'],
};
export const OPENAI_TOXICITY_FROM = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'violence',
];

/**
 * Any OpenAI-compatible `POST /v1/moderations` endpoint (OpenAI's own, or a self-hosted server that
 * speaks the same protocol). Opt-in with TOXICITY_PROVIDER=openai; the local scorer stays the default.
 */
export class OpenAiModerationScorer implements ToxicityScorer {
  readonly name = 'openai';
  constructor(
    private readonly settings: OpenAiModerationSettings,
    private readonly timeoutMs = 10_000,
  ) {}

  async score(text: string): Promise<ToxicityScore> {
    const url = `${this.settings.baseUrl.replace(/\/+$/, '')}/v1/moderations`;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.settings.model, input: text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`moderation endpoint answered ${res.status}`);
    const body = (await res.json()) as ModerationsResponse;
    const scores = body.results?.[0]?.category_scores;
    if (!scores || typeof scores !== 'object')
      throw new Error('moderation endpoint answered without category_scores');
    const value = (name: string) => {
      const v = scores[name];
      return typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
    };
    const highest = (names: string[]) => names.reduce((m, n) => Math.max(m, value(n)), 0);
    const categories = Object.fromEntries(
      Object.entries(OPENAI_CATEGORY_MAP).map(([ours, theirs]) => [ours, highest(theirs)]),
    );
    return { toxicity: highest(OPENAI_TOXICITY_FROM), categories };
  }
}
