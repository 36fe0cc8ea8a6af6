// Binary-classification figures for the toxicity scorer: shared by the trainer (which writes them
// into the model manifest and docs/moderation.md) and the regression test (which recomputes them).

export interface Scored {
  score: number;
  toxic: boolean;
}

export interface AtThreshold {
  threshold: number;
  tp: number;
  fp: number;
  tn: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
  fpr: number;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export function atThreshold(rows: Scored[], threshold: number): AtThreshold {
  let tp = 0;
  let fp = 0;
  let tn = 0;
  let fn = 0;
  for (const r of rows) {
    const flagged = r.score >= threshold;
    if (flagged && r.toxic) tp += 1;
    else if (flagged) fp += 1;
    else if (r.toxic) fn += 1;
    else tn += 1;
  }
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  return {
    threshold,
    tp,
    fp,
    tn,
    fn,
    precision: round4(precision),
    recall: round4(recall),
    f1: round4(precision + recall ? (2 * precision * recall) / (precision + recall) : 0),
    fpr: round4(fp + tn ? fp / (fp + tn) : 0),
  };
}

/** Area under the ROC curve (Mann-Whitney, ties count half). */
export function rocAuc(rows: Scored[]): number {
  const sorted = [...rows].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]!.score === sorted[i]!.score) j += 1;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k += 1)
      if (sorted[k]!.toxic) {
        rankSum += rank;
        positives += 1;
      }
    i = j;
  }
  const negatives = sorted.length - positives;
  if (!positives || !negatives) return Number.NaN;
  return round4((rankSum - (positives * (positives + 1)) / 2) / (positives * negatives));
}

/** Candidate thresholds: every distinct score (a threshold between scores changes nothing). */
const candidates = (rows: Scored[]) => [...new Set(rows.map((r) => r.score))].sort((a, b) => a - b);

/** The lowest threshold whose false-positive rate on these rows is at most `maxFpr`. */
export function thresholdForFpr(rows: Scored[], maxFpr: number): number {
  for (const t of candidates(rows)) if (atThreshold(rows, t).fpr <= maxFpr) return t;
  return 1;
}

/** The threshold with the best F1 on these rows. */
export function bestF1Threshold(rows: Scored[]): number {
  let best = { t: 1, f1: -1 };
  for (const t of candidates(rows)) {
    const { f1 } = atThreshold(rows, t);
    if (f1 > best.f1) best = { t, f1 };
  }
  return best.t;
}

/** Recall at the best threshold whose false-positive rate stays at most `maxFpr`. */
export function recallAtFpr(rows: Scored[], maxFpr: number): number {
  return atThreshold(rows, thresholdForFpr(rows, maxFpr)).recall;
}

export function bestF1(rows: Scored[]): number {
  return atThreshold(rows, bestF1Threshold(rows)).f1;
}
