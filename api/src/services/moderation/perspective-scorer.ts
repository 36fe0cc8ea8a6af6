import type { ToxicityScore, ToxicityScorer } from './types';

/** Perspective attribute -> our category name. */
const ATTRIBUTES: Record<string, string> = {
  TOXICITY: 'toxicity',
  INSULT: 'insult',
  THREAT: 'threat',
  PROFANITY: 'profanity',
  IDENTITY_ATTACK: 'identity_attack',
};

interface PerspectiveResponse {
  attributeScores?: Record<string, { summaryScore?: { value?: number } }>;
}

/**
 * Google's Perspective API (commentanalyzer). Hosted and being retired at the end of 2026, so it is
 * opt-in (TOXICITY_PROVIDER=perspective); the endpoint is configurable so tests use a loopback fake.
 */
export class PerspectiveToxicityScorer implements ToxicityScorer {
  readonly name = 'perspective';
  constructor(
    private readonly apiKey: string,
    private readonly url: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async score(text: string): Promise<ToxicityScore> {
    const url = new URL(this.url);
    url.searchParams.set('key', this.apiKey);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        comment: { text },
        requestedAttributes: Object.fromEntries(Object.keys(ATTRIBUTES).map((a) => [a, {}])),
        // Reported content must not be kept by the provider.
        doNotStore: true,
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`Perspective API answered ${res.status}`);
    const body = (await res.json()) as PerspectiveResponse;
    const value = (attr: string) => {
      const v = body.attributeScores?.[attr]?.summaryScore?.value;
      return typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
    };
    if (body.attributeScores?.TOXICITY?.summaryScore?.value === undefined)
      throw new Error('Perspective API answered without a TOXICITY score');
    const categories: Record<string, number> = {};
    for (const [attr, name] of Object.entries(ATTRIBUTES))
      if (attr !== 'TOXICITY') categories[name] = value(attr);
    return { toxicity: value('TOXICITY'), categories };
  }
}
