import type { AdminCreateUserRequest, AdminUser } from '@cwt/contracts';
import { useDocumentTitle } from '@cwt/core';
import { adminUsersApi, useAdminUsers } from '@cwt/core/admin';
import { Button, type DataColumn, DataTable, EmptyState, Modal, TextField } from '@cwt/ui';
import { type FormEvent, useState } from 'react';
import styles from '@/shared/Admin.module.css';
import { ErrorAlert } from '@/shared/ErrorAlert';
import { errorMessage } from '@/shared/error-message';
import { RowActions } from '@/shared/RowActions';

/** The form's fields: the request's, all as text. */
type CustomerFields = Required<Pick<AdminCreateUserRequest, 'name' | 'email' | 'userRole' | 'username'>>;

const CUSTOMER_COLUMNS: DataColumn<AdminUser>[] = [
  { id: 'name', header: 'Name', cell: (u) => u.name, sortValue: (u) => u.name },
  { id: 'email', header: 'Email', cell: (u) => u.email, sortValue: (u) => u.email },
  { id: 'role', header: 'Role', cell: (u) => u.userRole, sortValue: (u) => u.userRole },
];

const EMPTY: CustomerFields = { name: '', email: '', userRole: 'USER', username: '' };

/** Users: table, add/edit form (username optional: derived from the e-mail), delete with a content choice. */
export function CustomersPage() {
  useDocumentTitle('Customers');
  const list = useAdminUsers({ page: 0, size: 200 });
  const [form, setForm] = useState<(CustomerFields & { id?: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const body: AdminCreateUserRequest = {
      name: form.name,
      email: form.email,
      userRole: form.userRole,
      ...(form.username?.trim() ? { username: form.username.trim() } : {}),
    };
    try {
      if (form.id) await adminUsersApi.update(form.id, body);
      else await adminUsersApi.create(body);
      setMessage(
        form.id ? 'Customer updated.' : 'Customer added; a set-password link was sent to their e-mail.',
      );
      setForm(null);
      setError(null);
    } catch (err) {
      console.error(err);
      setError(errorMessage(err, 'Unable to save the customer.'));
    }
  };

  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (user: AdminUser, content: 'delete' | 'keep') => {
    setBusy(true);
    try {
      await adminUsersApi.remove(user.id, content);
      setError(null);
      setMessage(`${user.name} deleted.`);
    } catch (err) {
      console.error(err);
      setError(errorMessage(err, 'Unable to delete the customer.'));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const set = (key: keyof CustomerFields) => (e: { target: { value: string } }) =>
    setForm((f) => (f ? { ...f, [key]: e.target.value } : f));

  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>Customers</h1>
        <Button
          onClick={() => {
            setError(null);
            setForm(EMPTY);
          }}
        >
          Add Customer
        </Button>
      </div>
      <ErrorAlert
        message={error ?? (list.error ? errorMessage(list.error, 'Unable to load customers.') : null)}
      />
      {message ? (
        <p role="status" className={styles.muted}>
          {message}
        </p>
      ) : null}
      {form ? (
        <form
          className={styles.form}
          onSubmit={submit}
          aria-label={form.id ? 'Edit Customer' : 'Add New Customer'}
        >
          <h2>{form.id ? 'Edit Customer' : 'Add New Customer'}</h2>
          <TextField label="Name" required value={form.name} onChange={set('name')} />
          <TextField label="Email" type="email" required value={form.email} onChange={set('email')} />
          <TextField
            label="Role"
            required
            hint="USER or ADMIN"
            value={form.userRole}
            onChange={set('userRole')}
          />
          <TextField
            label="Username"
            hint="Optional: derived from the e-mail when empty"
            value={form.username ?? ''}
            onChange={set('username')}
          />
          <div className={styles.formButtons}>
            <Button type="submit">{form.id ? 'Update Customer' : 'Add Customer'}</Button>
            <Button type="button" variant="secondary" onClick={() => setForm(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {list.error && !list.data ? null : (
        <DataTable
          caption="Customers"
          columns={CUSTOMER_COLUMNS}
          rows={list.data?.items}
          rowKey={(u) => u.id}
          numberFrom={1}
          empty={<EmptyState title="No customers" />}
          actions={(u) => (
            <RowActions
              name={u.name}
              onEdit={() => {
                setError(null);
                setForm({
                  id: u.id,
                  name: u.name,
                  email: u.email,
                  userRole: u.userRole,
                  username: u.username,
                });
              }}
              onDelete={() => setDeleting(u)}
            />
          )}
        />
      )}
      <Modal
        open={deleting !== null}
        onClose={() => (busy ? undefined : setDeleting(null))}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete customer?'}
        size="sm"
        footer={
          deleting ? (
            <>
              <Button variant="ghost" disabled={busy} onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => remove(deleting, 'keep')}>
                Keep it under a deleted user
              </Button>
              <Button variant="danger" disabled={busy} onClick={() => remove(deleting, 'delete')}>
                Delete their content
              </Button>
            </>
          ) : null
        }
      >
        {deleting ? (
          <p style={{ margin: 0 }}>
            The account <strong>{deleting.username}</strong> ({deleting.email}) will be removed. What should
            happen to their posts and comments?
          </p>
        ) : null}
      </Modal>
    </section>
  );
}
