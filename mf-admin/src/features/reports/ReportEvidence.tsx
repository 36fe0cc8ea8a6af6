import type { ReportItem } from '@cwt/contracts';
import { formatPercent } from '@cwt/core';
import type { ReactNode } from 'react';
import styles from '@/shared/Admin.module.css';

const LANGUAGES: Record<string, string> = { vi: 'Vietnamese', en: 'English', other: 'Other' };

/** The excerpt with the evidence spans marked (spans sorted by position; an overlapping one is skipped). */
export function highlight(excerpt: string, evidence: ReportItem['evidence']): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const e of [...evidence].sort((a, b) => a.start - b.start)) {
    if (e.start < at || e.end > excerpt.length || e.end <= e.start) continue;
    if (e.start > at) parts.push(excerpt.slice(at, e.start));
    parts.push(
      <mark key={e.start} className={styles.evidence} title={`weight ${e.weight.toFixed(2)}`}>
        {excerpt.slice(e.start, e.end)}
      </mark>,
    );
    at = e.end;
  }
  if (at < excerpt.length) parts.push(excerpt.slice(at));
  return parts;
}

/** What the scorer saw: origin, language, score, action and the excerpt with its evidence marked. */
export function ReportEvidence({ report }: { report: ReportItem }) {
  return (
    <div className={styles.reportDetails}>
      <dl className={styles.facts}>
        <div>
          <dt>Origin</dt>
          <dd>{report.origin === 'system' ? 'auto (scored when written)' : 'user report'}</dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{report.language ? LANGUAGES[report.language] : 'unknown'}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{formatPercent(report.percentToxic)}</dd>
        </div>
        <div>
          <dt>Action</dt>
          <dd>{report.action ?? 'unknown'}</dd>
        </div>
      </dl>
      {report.excerpt ? (
        <blockquote className={styles.excerpt}>{highlight(report.excerpt, report.evidence)}</blockquote>
      ) : (
        <p className={styles.muted}>No excerpt was stored with this report.</p>
      )}
    </div>
  );
}
