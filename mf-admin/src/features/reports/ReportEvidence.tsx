import type { ReportItem } from '@cwt/contracts';
import { formatPercent, t as translate, useT } from '@cwt/core';
import type { ReactNode } from 'react';
import styles from '@/shared/Admin.module.css';

/** The excerpt with the evidence spans marked (spans sorted by position; an overlapping one is skipped). */
export function highlight(excerpt: string, evidence: ReportItem['evidence']): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const e of [...evidence].sort((a, b) => a.start - b.start)) {
    if (e.start < at || e.end > excerpt.length || e.end <= e.start) continue;
    if (e.start > at) parts.push(excerpt.slice(at, e.start));
    parts.push(
      <mark
        key={e.start}
        className={styles.evidence}
        title={translate('admin.reports.weight', { weight: e.weight.toFixed(2) })}
      >
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
  const t = useT();
  return (
    <div className={styles.reportDetails}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('admin.reports.origin')}</dt>
          <dd>
            {t(report.origin === 'system' ? 'admin.reports.origin.system' : 'admin.reports.origin.user')}
          </dd>
        </div>
        <div>
          <dt>{t('admin.reports.language')}</dt>
          <dd>
            {report.language
              ? t('admin.reports.language.name', { language: report.language })
              : t('admin.reports.unknown')}
          </dd>
        </div>
        <div>
          <dt>{t('admin.reports.score')}</dt>
          <dd>{formatPercent(report.percentToxic)}</dd>
        </div>
        <div>
          <dt>{t('admin.reports.action')}</dt>
          <dd>{report.action ?? t('admin.reports.unknown')}</dd>
        </div>
      </dl>
      {report.excerpt ? (
        <blockquote className={styles.excerpt}>{highlight(report.excerpt, report.evidence)}</blockquote>
      ) : (
        <p className={styles.muted}>{t('admin.reports.noExcerpt')}</p>
      )}
    </div>
  );
}
