import type { AppConfig } from '../../config';
import { LocalToxicityScorer } from './local-scorer';
import { PerspectiveToxicityScorer } from './perspective-scorer';
import type { ToxicityScorer } from './types';

export type { ToxicityScore, ToxicityScorer } from './types';

export function createToxicityScorer(config: AppConfig): ToxicityScorer {
  if (config.toxicityProvider === 'perspective') {
    if (!config.perspectiveApiKey) throw new Error('TOXICITY_PROVIDER=perspective needs PERSPECTIVE_API_KEY');
    return new PerspectiveToxicityScorer(config.perspectiveApiKey, config.perspectiveApiUrl);
  }
  return new LocalToxicityScorer();
}
