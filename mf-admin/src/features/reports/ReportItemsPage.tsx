import type { ReportItem } from '@cwt/contracts';
import { PAGES } from '@cwt/contracts';
import { formatPercent, useDocumentTitle } from '@cwt/core';
import { adminReportsApi, useAdminReports } from '@cwt/core/admin';
import { Button, type DataColumn, DataTable, EmptyState } from '@cwt/ui';
import { useState } from 'react';
import styles from '@/shared/Admin.module.css';
import { ErrorAlert } from '@/shared/ErrorAlert';
import { errorMessage } from '@/shared/error-message';
import { ReportEvidence } from './ReportEvidence';

export const CONFIRM_DELETE = 'Are you sure you want to delete this report?';
export const CONFIRM_IGNORE = 'Are you sure you want to ignore this report?';

interface TableProps {
  reports: ReportItem[];
  onDelete: (report: ReportItem) => void;
  onIgnore: (report: ReportItem) => void;
}

const REPORT_COLUMNS: DataColumn<ReportItem>[] = [
  { id: 'content', header: 'Content ID', cell: (r) => r.contentId },
  { id: 'type', header: 'Type', cell: (r) => r.type, sortValue: (r) => r.type },
  {
    id: 'reporter',
    header: 'User Report ID',
    cell: (r) => (r.origin === 'system' ? 'auto' : (r.userReportId ?? 'anomynous')),
  },
  {
    id: 'toxic',
    header: 'Percent Toxic',
    cell: (r) => formatPercent(r.percentToxic),
    sortValue: (r) => r.percentToxic,
  },
  { id: 'reports', header: 'Reports', cell: (r) => r.reportCount, sortValue: (r) => r.reportCount },
];

export function ReportTable({ reports, onDelete, onIgnore }: TableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <DataTable
      caption="Reports"
      columns={REPORT_COLUMNS}
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
            aria-label={`View content ${r.contentId}`}
          >
            View
          </a>
          <Button
            size="sm"
            variant="danger"
            onClick={() => onDelete(r)}
            aria-label={`Delete content ${r.contentId}`}
          >
            Delete
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onIgnore(r)}
            aria-label={`Ignore report ${r.id}`}
          >
            Ignore
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => toggle(r.id)}
            aria-expanded={open.has(r.id)}
            aria-controls={`${r.id}-details`}
            // The visible text starts the accessible name (axe: label-content-name-mismatch).
            aria-label={`${open.has(r.id) ? 'Hide details' : 'Details'} of report ${r.id}`}
          >
            {open.has(r.id) ? 'Hide details' : 'Details'}
          </Button>
        </>
      )}
    />
  );
}

/** Report Items: delete the content (then its reports) or ignore the report; reloads after each action. */
export function ReportItemsPage() {
  useDocumentTitle('Report Items');
  const list = useAdminReports();
  const [error, setError] = useState<string | null>(null);

  const act = async (question: string, action: () => Promise<unknown>) => {
    if (!window.confirm(question)) return;
    try {
      await action();
      setError(null);
    } catch (err) {
      console.error(err);
      setError(errorMessage(err, 'The action failed.'));
    }
  };

  const reports = list.data?.items ?? [];
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>Report Items</h1>
      </div>
      <ErrorAlert
        message={error ?? (list.error ? errorMessage(list.error, 'Unable to load reports.') : null)}
      />
      {list.data && reports.length === 0 ? (
        <EmptyState title="No reports" message="Nothing to review." />
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
