import type { AdminCreateUserRequest, AdminUser } from '@cwt/contracts';
import { errorText, type Translate, useDocumentTitle, useT, useWorded } from '@cwt/core';
import { adminUsersApi, useAdminUsers } from '@cwt/core/admin';
import { Button } from '@cwt/ui';
import { EmptyState } from '@cwt/ui/controls';
import { Modal } from '@cwt/ui/dialogs';
import { TextField } from '@cwt/ui/forms';
import { type DataColumn, DataTable } from '@cwt/ui/lists';
import { type FormEvent, useMemo, useState } from 'react';
import styles from '@/shared/Admin.module.css';
import { ErrorAlert } from '@/shared/ErrorAlert';
import { RowActions } from '@/shared/RowActions';

/** The form's fields: the request's, all as text. */
type CustomerFields = Required<Pick<AdminCreateUserRequest, 'name' | 'email' | 'userRole' | 'username'>>;

const customerColumns = (t: Translate): DataColumn<AdminUser>[] => [
  { id: 'name', header: t('admin.common.name'), cell: (u) => u.name, sortValue: (u) => u.name },
  { id: 'email', header: t('admin.common.email'), cell: (u) => u.email, sortValue: (u) => u.email },
  { id: 'role', header: t('admin.customers.role'), cell: (u) => u.userRole, sortValue: (u) => u.userRole },
];

const EMPTY: CustomerFields = { name: '', email: '', userRole: 'USER', username: '' };

/** Users: table, add/edit form (username optional: derived from the e-mail), delete with a content choice. */
export function CustomersPage() {
  const t = useT();
  useDocumentTitle(t('admin.customers.title'));
  const columns = useMemo(() => customerColumns(t), [t]);
  const list = useAdminUsers({ page: 0, size: 200 });
  const [form, setForm] = useState<(CustomerFields & { id?: string }) | null>(null);
  const [error, setError] = useWorded();
  const [message, setMessage] = useWorded();

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
      const done = form.id ? 'admin.customers.updated' : 'admin.customers.added';
      setMessage((tr) => tr(done));
      setForm(null);
      setError(null);
    } catch (err) {
      console.error(err);
      setError(() => errorText(err, 'admin.customers.saveFailed'));
    }
  };

  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (user: AdminUser, content: 'delete' | 'keep') => {
    setBusy(true);
    try {
      await adminUsersApi.remove(user.id, content);
      setError(null);
      setMessage((tr) => tr('admin.customers.deleted', { name: user.name }));
    } catch (err) {
      console.error(err);
      setError(() => errorText(err, 'admin.customers.deleteFailed'));
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
        <h1>{t('admin.customers.title')}</h1>
        <Button
          onClick={() => {
            setError(null);
            setForm(EMPTY);
          }}
        >
          {t('admin.customers.add')}
        </Button>
      </div>
      <ErrorAlert
        message={error ?? (list.error ? errorText(list.error, 'admin.customers.loadFailed') : null)}
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
          aria-label={t(form.id ? 'admin.customers.edit' : 'admin.customers.addNew')}
        >
          <h2>{t(form.id ? 'admin.customers.edit' : 'admin.customers.addNew')}</h2>
          <TextField label={t('admin.common.name')} required value={form.name} onChange={set('name')} />
          <TextField
            label={t('admin.common.email')}
            type="email"
            required
            value={form.email}
            onChange={set('email')}
          />
          <TextField
            label={t('admin.customers.role')}
            required
            hint={t('admin.customers.roleHint')}
            value={form.userRole}
            onChange={set('userRole')}
          />
          <TextField
            label={t('admin.customers.username')}
            hint={t('admin.customers.usernameHint')}
            value={form.username ?? ''}
            onChange={set('username')}
          />
          <div className={styles.formButtons}>
            <Button type="submit">{t(form.id ? 'admin.customers.update' : 'admin.customers.add')}</Button>
            <Button type="button" variant="secondary" onClick={() => setForm(null)}>
              {t('admin.common.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      {list.error && !list.data ? null : (
        <DataTable
          caption={t('admin.customers.title')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(u) => u.id}
          numberFrom={1}
          empty={<EmptyState title={t('admin.customers.empty')} />}
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
        title={
          deleting
            ? t('admin.customers.deleteNamed', { name: deleting.name })
            : t('admin.customers.deleteTitle')
        }
        size="sm"
        footer={
          deleting ? (
            <>
              <Button variant="ghost" disabled={busy} onClick={() => setDeleting(null)}>
                {t('admin.common.cancel')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => remove(deleting, 'keep')}>
                {t('admin.customers.keepContent')}
              </Button>
              <Button variant="danger" disabled={busy} onClick={() => remove(deleting, 'delete')}>
                {t('admin.customers.deleteContent')}
              </Button>
            </>
          ) : null
        }
      >
        {deleting ? (
          <p style={{ margin: 0 }}>
            {t('admin.customers.deleteQuestion', { username: deleting.username, email: deleting.email })}
          </p>
        ) : null}
      </Modal>
    </section>
  );
}
