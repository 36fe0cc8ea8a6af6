import type { ContactMessage } from '@cwt/contracts';
import { formatDayMonthYear, useDocumentTitle } from '@cwt/core';
import { adminContactApi, useContactMessages } from '@cwt/core/admin';
import { Button, type DataColumn, DataTable, EmptyState } from '@cwt/ui';
import { useState } from 'react';
import styles from '@/shared/Admin.module.css';
import { ErrorAlert } from '@/shared/ErrorAlert';
import { errorMessage } from '@/shared/error-message';

/** The table's columns; the status cell's button marks a message handled or reopens it. */
function supportColumns(toggle: (id: string, handled: boolean) => void): DataColumn<ContactMessage>[] {
  return [
    {
      id: 'date',
      header: 'Date',
      cell: (m) => formatDayMonthYear(m.createdAt),
      sortValue: (m) => m.createdAt,
    },
    { id: 'name', header: 'Name', cell: (m) => m.name, sortValue: (m) => m.name },
    {
      id: 'email',
      header: 'Email',
      cell: (m) => (
        <a className={styles.link} href={`mailto:${m.email}`}>
          {m.email}
        </a>
      ),
      sortValue: (m) => m.email,
    },
    { id: 'message', header: 'Message', cell: (m) => m.message, preWrap: true },
    {
      id: 'status',
      header: 'Status',
      cell: (m) => (
        <Button
          size="sm"
          variant={m.handled ? 'ghost' : 'secondary'}
          onClick={() => toggle(m.id, !m.handled)}
        >
          {m.handled ? 'Handled ✓ (reopen)' : 'Mark handled'}
        </Button>
      ),
      sortValue: (m) => (m.handled ? 1 : 0),
    },
  ];
}

/** Contact-form messages, newest first; mark handled or reopen. */
export function SupportMessagesPage() {
  useDocumentTitle('Support Messages');
  const list = useContactMessages();
  const [error, setError] = useState<string | null>(null);
  const toggle = async (id: string, handled: boolean) => {
    try {
      await adminContactApi.setHandled(id, handled);
      setError(null);
    } catch (err) {
      setError(errorMessage(err, 'Unable to update the message.'));
    }
  };
  const columns = supportColumns(toggle);
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>Support Messages</h1>
      </div>
      <ErrorAlert
        message={error ?? (list.error ? errorMessage(list.error, 'Unable to load messages.') : null)}
      />
      {list.error && !list.data ? null : (
        <DataTable
          caption="Support messages"
          columns={columns}
          rows={list.data?.items}
          rowKey={(m) => m.id}
          numberFrom={1}
          empty={<EmptyState title="No messages" />}
        />
      )}
    </section>
  );
}
