import manifest from '../../../models/toxicity/manifest.json';
import type { AppConfig } from '../../config';
import { detectLanguage } from './language';
import { loadModel, type ToxicityModel } from './model';
import { OpenAiModerationScorer } from './openai-scorer';
import { PerspectiveToxicityScorer } from './perspective-scorer';
import { scoreWithModel } from './scoring';
import type {
  EvidenceSpan,
  ModerationAction,
  ModerationLanguage,
  ToxicityScore,
  ToxicityScorer,
} from './types';

export type {
  EvidenceSpan,
  ModerationAction,
  ModerationLanguage,
  ToxicityScore,
  ToxicityScorer,
} from './types';

/**
 * Per language: `hide` where clean held-out comments are flagged at most 1% of the time, `queue` at
 * the best F1; measured by api/scripts/train-toxicity.ts on the dev rows and kept in the model's
 * manifest (docs/moderation.md). Other languages get the stricter (higher) of the two.
 */
export const THRESHOLDS: Readonly<Record<ModerationLanguage, Readonly<{ hide: number; queue: number }>>> =
  manifest.thresholds;

export function actionFor(toxicity: number, language: ModerationLanguage): ModerationAction {
  const t = THRESHOLDS[language];
  if (toxicity >= t.hide) return 'hide';
  if (toxicity >= t.queue) return 'queue';
  return 'none';
}

export interface ModerationResult {
  toxicity: number;
  language: ModerationLanguage;
  action: ModerationAction;
  categories: Record<string, number>;
  /** Up to five spans that raised the score most, strongest first. */
  evidence: EvidenceSpan[];
}

let model: ToxicityModel | null = null;

/** The trained model, read from disk on first use (about 40 ms) and kept. */
function trainedModel(): ToxicityModel {
  model ??= loadModel().model;
  return model;
}

/** Scores one text with the offline trained model (plus the lexicon) and says what to do with it. */
export async function scoreText(text: string): Promise<ModerationResult> {
  const s = scoreWithModel(trainedModel(), text);
  return { ...s, action: actionFor(s.toxicity, s.language) };
}

/** The offline scorer (`TOXICITY_PROVIDER=local`, the default). */
export class LocalToxicityScorer implements ToxicityScorer {
  readonly name = 'local';
  score(text: string): Promise<ToxicityScore> {
    return scoreText(text);
  }
}

/** What a hosted provider's score means here: its toxicity, with the language detected locally. */
export async function moderate(scorer: ToxicityScorer, text: string): Promise<ModerationResult> {
  const s = await scorer.score(text);
  const language = s.language ?? detectLanguage(text);
  return {
    toxicity: s.toxicity,
    language,
    action: actionFor(s.toxicity, language),
    categories: s.categories,
    evidence: s.evidence ?? [],
  };
}

export function createToxicityScorer(config: AppConfig): ToxicityScorer {
  if (config.toxicityProvider === 'perspective') {
    if (!config.perspectiveApiKey) throw new Error('TOXICITY_PROVIDER=perspective needs PERSPECTIVE_API_KEY');
    return new PerspectiveToxicityScorer(config.perspectiveApiKey, config.perspectiveApiUrl);
  }
  if (config.toxicityProvider === 'openai') {
    if (!config.openaiModeration.apiKey)
      throw new Error('TOXICITY_PROVIDER=openai needs OPENAI_MODERATION_API_KEY');
    return new OpenAiModerationScorer(config.openaiModeration);
  }
  return new LocalToxicityScorer();
}
