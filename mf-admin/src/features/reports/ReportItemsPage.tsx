import type { ReportItem } from '@cwt/contracts';
import { PAGES } from '@cwt/contracts';
import {
  errorText,
  formatNumber,
  formatPercent,
  type Translate,
  useDocumentTitle,
  useT,
  useWorded,
} from '@cwt/core';
import { adminReportsApi, useAdminReports } from '@cwt/core/admin';
import { Button } from '@cwt/ui';
import { EmptyState } from '@cwt/ui/controls';
import { type DataColumn, DataTable } from '@cwt/ui/lists';
import { useMemo, useState } from 'react';
import styles from '@/shared/Admin.module.css';
import { ErrorAlert } from '@/shared/ErrorAlert';
import { ReportEvidence } from './ReportEvidence';

/** The spec's confirmations, by catalogue id. */
export const CONFIRM_DELETE = 'admin.reports.confirmDelete';
export const CONFIRM_IGNORE = 'admin.reports.confirmIgnore';

interface TableProps {
  reports: ReportItem[];
  onDelete: (report: ReportItem) => void;
  onIgnore: (report: ReportItem) => void;
}

const reportColumns = (t: Translate): DataColumn<ReportItem>[] => [
  { id: 'content', header: t('admin.reports.column.content'), cell: (r) => r.contentId },
  { id: 'type', header: t('admin.reports.column.type'), cell: (r) => r.type, sortValue: (r) => r.type },
  {
    id: 'reporter',
    header: t('admin.reports.column.reporter'),
    cell: (r) =>
      r.origin === 'system' ? t('admin.reports.auto') : (r.userReportId ?? t('admin.reports.anonymous')),
  },
  {
    id: 'toxic',
    header: t('admin.reports.column.toxic'),
    cell: (r) => formatPercent(r.percentToxic),
    sortValue: (r) => r.percentToxic,
  },
  {
    id: 'reports',
    header: t('admin.reports.column.reports'),
    cell: (r) => formatNumber(r.reportCount),
    sortValue: (r) => r.reportCount,
  },
];

export function ReportTable({ reports, onDelete, onIgnore }: TableProps) {
  const t = useT();
  const columns = useMemo(() => reportColumns(t), [t]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <DataTable
      caption={t('admin.reports.caption')}
      columns={columns}
      rows={reports}
      rowKey={(r) => r.id}
      numberFrom={1}
      empty={null}
      details={(r) => (open.has(r.id) ? <ReportEvidence report={r} /> : null)}
      actions={(r) => (
        <>
          <a
            className={styles.link}
            href={r.postId ? PAGES.blog.href(r.postId) : '#'}
            aria-label={t('admin.reports.viewContent', { id: r.contentId })}
          >
            {t('admin.reports.view')}
          </a>
          <Button
            size="sm"
            variant="danger"
            onClick={() => onDelete(r)}
            aria-label={t('admin.reports.deleteContent', { id: r.contentId })}
          >
            {t('admin.common.delete')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onIgnore(r)}
            aria-label={t('admin.reports.ignoreReport', { id: r.id })}
          >
            {t('admin.reports.ignore')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => toggle(r.id)}
            aria-expanded={open.has(r.id)}
            aria-controls={`${r.id}-details`}
            // The visible text starts the accessible name (axe: label-content-name-mismatch).
            aria-label={t(open.has(r.id) ? 'admin.reports.hideDetailsOf' : 'admin.reports.detailsOf', {
              id: r.id,
            })}
          >
            {t(open.has(r.id) ? 'admin.reports.hideDetails' : 'admin.reports.details')}
          </Button>
        </>
      )}
    />
  );
}

/** Report Items: delete the content (then its reports) or ignore the report; reloads after each action. */
export function ReportItemsPage() {
  const t = useT();
  useDocumentTitle(t('admin.reports.title'));
  const list = useAdminReports();
  const [error, setError] = useWorded();

  const act = async (question: string, action: () => Promise<unknown>) => {
    if (!window.confirm(t(question))) return;
    try {
      await action();
      setError(null);
    } catch (err) {
      console.error(err);
      setError(() => errorText(err, 'admin.reports.actionFailed'));
    }
  };

  const reports = list.data?.items ?? [];
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t('admin.reports.title')}</h1>
      </div>
      <ErrorAlert
        message={error ?? (list.error ? errorText(list.error, 'admin.reports.loadFailed') : null)}
      />
      {list.data && reports.length === 0 ? (
        <EmptyState title={t('admin.reports.empty')} message={t('admin.reports.emptyHint')} />
      ) : null}
      {reports.length > 0 ? (
        <ReportTable
          reports={reports}
          onDelete={(r) => act(CONFIRM_DELETE, () => adminReportsApi.removeContent(r.id))}
          onIgnore={(r) => act(CONFIRM_IGNORE, () => adminReportsApi.ignore(r.id))}
        />
      ) : null}
    </section>
  );
}
