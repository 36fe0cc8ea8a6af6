import type { ContactMessage } from '@cwt/contracts';
import { errorText, formatDayMonthYear, type Translate, useDocumentTitle, useT, useWorded } from '@cwt/core';
import { adminContactApi, useContactMessages } from '@cwt/core/admin';
import { Button } from '@cwt/ui';
import { EmptyState } from '@cwt/ui/controls';
import { type DataColumn, DataTable } from '@cwt/ui/lists';
import styles from '@/shared/Admin.module.css';
import { ErrorAlert } from '@/shared/ErrorAlert';

/** The table's columns; the status cell's button marks a message handled or reopens it. */
function supportColumns(
  t: Translate,
  toggle: (id: string, handled: boolean) => void,
): DataColumn<ContactMessage>[] {
  return [
    {
      id: 'date',
      header: t('admin.common.date'),
      cell: (m) => formatDayMonthYear(m.createdAt),
      sortValue: (m) => m.createdAt,
    },
    { id: 'name', header: t('admin.common.name'), cell: (m) => m.name, sortValue: (m) => m.name },
    {
      id: 'email',
      header: t('admin.common.email'),
      cell: (m) => (
        <a className={styles.link} href={`mailto:${m.email}`}>
          {m.email}
        </a>
      ),
      sortValue: (m) => m.email,
    },
    { id: 'message', header: t('admin.support.message'), cell: (m) => m.message, preWrap: true },
    {
      id: 'status',
      header: t('admin.support.status'),
      cell: (m) => (
        <Button
          size="sm"
          variant={m.handled ? 'ghost' : 'secondary'}
          onClick={() => toggle(m.id, !m.handled)}
        >
          {t(m.handled ? 'admin.support.reopen' : 'admin.support.markHandled')}
        </Button>
      ),
      sortValue: (m) => (m.handled ? 1 : 0),
    },
  ];
}

/** Contact-form messages, newest first; mark handled or reopen. */
export function SupportMessagesPage() {
  const t = useT();
  useDocumentTitle(t('admin.support.title'));
  const list = useContactMessages();
  const [error, setError] = useWorded();
  const toggle = async (id: string, handled: boolean) => {
    try {
      await adminContactApi.setHandled(id, handled);
      setError(null);
    } catch (err) {
      setError(() => errorText(err, 'admin.support.updateFailed'));
    }
  };
  const columns = supportColumns(t, toggle);
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t('admin.support.title')}</h1>
      </div>
      <ErrorAlert
        message={error ?? (list.error ? errorText(list.error, 'admin.support.loadFailed') : null)}
      />
      {list.error && !list.data ? null : (
        <DataTable
          caption={t('admin.support.caption')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(m) => m.id}
          numberFrom={1}
          empty={<EmptyState title={t('admin.support.empty')} />}
        />
      )}
    </section>
  );
}
