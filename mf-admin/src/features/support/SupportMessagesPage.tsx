import { formatDayMonthYear, useDocumentTitle } from '@cwt/core';
import { adminContactApi, useContactMessages } from '@cwt/core/admin';
import { Button, EmptyState } from '@cwt/ui';
import { useState } from 'react';
import styles from '../../components/Admin.module.css';
import { ErrorAlert } from '../../components/ErrorAlert';
import { errorMessage } from '../../components/error-message';

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
  const items = list.data?.items ?? [];
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>Support Messages</h1>
      </div>
      <ErrorAlert
        message={error ?? (list.error ? errorMessage(list.error, 'Unable to load messages.') : null)}
      />
      {list.data && items.length === 0 ? <EmptyState title="No messages" /> : null}
      {items.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Date</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Message</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {items.map((m, i) => (
                <tr key={m.id}>
                  <td>{i + 1}</td>
                  <td>{formatDayMonthYear(m.createdAt)}</td>
                  <td>{m.name}</td>
                  <td>
                    <a className={styles.link} href={`mailto:${m.email}`}>
                      {m.email}
                    </a>
                  </td>
                  <td style={{ whiteSpace: 'pre-wrap' }}>{m.message}</td>
                  <td>
                    <Button
                      size="sm"
                      variant={m.handled ? 'ghost' : 'secondary'}
                      onClick={() => toggle(m.id, !m.handled)}
                    >
                      {m.handled ? 'Handled ✓ (reopen)' : 'Mark handled'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
