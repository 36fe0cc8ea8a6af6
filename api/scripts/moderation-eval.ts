// Measures a toxicity model on the held-out rows and sets its thresholds on the dev rows. The trainer
// writes the result into the manifest; api/test/moderation-model.test.ts recomputes it and compares.
import { tokenizeWords } from '../src/services/moderation/features';
import type { ToxicityModel } from '../src/services/moderation/model';
import { scoreWithModel, THRESHOLD_RULES } from '../src/services/moderation/scoring';
import { type Example, loadMadlibs, loadToxicSpans, loadVihos, loadWikipedia } from './moderation-data';
import {
  atThreshold,
  bestF1,
  bestF1Threshold,
  recallAtFpr,
  rocAuc,
  type Scored,
  thresholdForFpr,
} from './moderation-metrics';

type Lang = 'vi' | 'en' | 'other';
const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function evaluate(model: ToxicityModel, dataDir: string) {
  const score = (text: string) => scoreWithModel(model, text).toxicity;
  const scored = (rows: Example[]): Scored[] => rows.map((e) => ({ score: score(e.text), toxic: e.toxic }));
  const vihos = loadVihos(dataDir);
  const wiki = loadWikipedia(dataDir);
  const sets = {
    vi: {
      dev: scored(vihos.filter((e) => e.split === 'dev')),
      test: scored(vihos.filter((e) => e.split === 'test')),
    },
    en: {
      dev: scored(wiki.filter((e) => e.split === 'dev')),
      test: scored(wiki.filter((e) => e.split === 'test')),
    },
  };

  const thresholds = {} as Record<Lang, { hide: number; queue: number }>;
  for (const lang of ['vi', 'en'] as const) {
    const dev = sets[lang].dev;
    thresholds[lang] = {
      // Half a thousandth above the dev score that meets the rule, so rounding never lowers it.
      hide: round3(Math.min(0.999, thresholdForFpr(dev, THRESHOLD_RULES.hideMaxFpr) + 0.0005)),
      queue: round3(bestF1Threshold(dev)),
    };
  }
  // Other languages: the stricter of each.
  thresholds.other = {
    hide: Math.max(thresholds.vi.hide, thresholds.en.hide),
    queue: Math.max(thresholds.vi.queue, thresholds.en.queue),
  };

  const report = (rows: Scored[], t: { hide: number; queue: number }) => ({
    rows: rows.length,
    toxic: rows.filter((r) => r.toxic).length,
    rocAuc: rocAuc(rows),
    bestF1: bestF1(rows),
    recallAtFpr1: recallAtFpr(rows, 0.01),
    recallAtFpr2: recallAtFpr(rows, 0.02),
    hide: atThreshold(rows, t.hide),
    queue: atThreshold(rows, t.queue),
  });

  const heldOutSpans = loadToxicSpans(dataDir).filter((e) => e.split === 'test');
  const spanScores = heldOutSpans.map((e) => score(e.text));
  const metrics = {
    vi: { dev: report(sets.vi.dev, thresholds.vi), test: report(sets.vi.test, thresholds.vi) },
    enWikipedia: { dev: report(sets.en.dev, thresholds.en), test: report(sets.en.test, thresholds.en) },
    enToxicSpansTest: {
      rows: heldOutSpans.length,
      recallAtHide: round3(spanScores.filter((s) => s >= thresholds.en.hide).length / spanScores.length),
      recallAtQueue: round3(spanScores.filter((s) => s >= thresholds.en.queue).length / spanScores.length),
    },
    madlibs: madlibsCheck(dataDir, score, thresholds.en),
  };
  return { thresholds, metrics };
}

/**
 * The bias templates: the same sentence with different identity words ('respect trans', 'respect
 * christian') must score the same, and identity words alone must not raise it.
 */
function madlibsCheck(dataDir: string, score: (t: string) => number, t: { hide: number; queue: number }) {
  const rows = loadMadlibs(dataDir).map((r) => ({ ...r, score: score(r.text) }));
  const clean = rows.filter((r) => !r.bad);
  // Sentences that differ only in identity words share a key (their words with identities as '#').
  const groups = new Map<string, number[]>();
  for (const r of clean) {
    const key = tokenizeWords(r.text)
      .map((w) => (w.plain.startsWith('\u0000') ? '#' : w.plain))
      .join(' ');
    groups.set(key, [...(groups.get(key) ?? []), r.score]);
  }
  let widest = 0;
  for (const scores of groups.values()) widest = Math.max(widest, Math.max(...scores) - Math.min(...scores));
  return {
    rows: rows.length,
    clean: clean.length,
    rocAuc: rocAuc(rows.map((r) => ({ score: r.score, toxic: r.bad }))),
    cleanMean: round3(clean.reduce((s, r) => s + r.score, 0) / clean.length),
    cleanAtHide: clean.filter((r) => r.score >= t.hide).length,
    cleanAtQueue: clean.filter((r) => r.score >= t.queue).length,
    templateGroups: groups.size,
    widestIdentitySpread: round3(widest),
  };
}

type Evaluation = ReturnType<typeof evaluate>;
type Report = Evaluation['metrics']['vi']['test'];

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const f3 = (n: number) => n.toFixed(3);

/** The figures block of docs/moderation.md (the model test checks the docs hold exactly this). */
export function metricsMarkdown({ thresholds, metrics }: Evaluation): string {
  const row = (name: string, r: Report, at: 'hide' | 'queue') => {
    const m = r[at];
    return `| ${name} | ${at} ${f3(m.threshold)} | ${f3(m.precision)} | ${f3(m.recall)} | ${f3(m.f1)} | ${pct(m.fpr)} | ${m.tp} | ${m.fp} | ${m.tn} | ${m.fn} |`;
  };
  const summary = (name: string, r: Report) =>
    `| ${name} | ${r.rows} (${r.toxic} toxic) | ${f3(r.rocAuc)} | ${f3(r.bestF1)} | ${f3(r.recallAtFpr1)} | ${f3(r.recallAtFpr2)} |`;
  const sets: Array<[string, Report]> = [
    ['vi, ViHOS test', metrics.vi.test],
    ['en, Wikipedia test', metrics.enWikipedia.test],
    ['vi, ViHOS dev (tuned on)', metrics.vi.dev],
    ['en, Wikipedia dev (tuned on)', metrics.enWikipedia.dev],
  ];
  const m = metrics.madlibs;
  return [
    '<!-- figures: printed by api/scripts/train-toxicity.ts; checked by api/test/moderation-model.test.ts -->',
    '| language | hide | queue |',
    '| --- | ---: | ---: |',
    ...(['vi', 'en', 'other'] as const).map(
      (l) => `| ${l} | ${thresholds[l].hide} | ${thresholds[l].queue} |`,
    ),
    '',
    '| set | rows | ROC AUC | best F1 | recall at FPR ≤ 1% | recall at FPR ≤ 2% |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...sets.map(([name, r]) => summary(name, r)),
    '',
    '| set | threshold | precision | recall | F1 | FPR | TP | FP | TN | FN |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...sets.slice(0, 2).flatMap(([name, r]) => [row(name, r, 'hide'), row(name, r, 'queue')]),
    '',
    `English Civil Comments toxic-spans test bucket (${metrics.enToxicSpansTest.rows} posts, all toxic, so recall only): ` +
      `${pct(metrics.enToxicSpansTest.recallAtHide)} reach \`hide\`, ${pct(metrics.enToxicSpansTest.recallAtQueue)} reach \`queue\`.`,
    '',
    `Bias templates (${m.rows} sentences, ${m.clean} clean): ROC AUC ${f3(m.rocAuc)}; across the ${m.templateGroups} ` +
      `groups of clean sentences that differ only in the identity word, the widest score spread is ${f3(m.widestIdentitySpread)}; ` +
      `${m.cleanAtHide} clean sentences reach \`hide\`, ${m.cleanAtQueue} reach \`queue\` (mean clean score ${f3(m.cleanMean)}).`,
    '<!-- /figures -->',
  ].join('\n');
}
