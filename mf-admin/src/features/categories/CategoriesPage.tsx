import type { Category } from '@cwt/contracts';
import {
  errorText,
  formatNumber,
  type Translate,
  useCategories,
  useDocumentTitle,
  useT,
  useWorded,
} from '@cwt/core';
import { adminCategoriesApi } from '@cwt/core/admin';
import { Button } from '@cwt/ui';
import { EmptyState } from '@cwt/ui/controls';
import { TextField } from '@cwt/ui/forms';
import { type DataColumn, DataTable } from '@cwt/ui/lists';
import { type FormEvent, useMemo, useState } from 'react';
import styles from '@/shared/Admin.module.css';
import { ErrorAlert } from '@/shared/ErrorAlert';
import { RowActions } from '@/shared/RowActions';

const categoryColumns = (t: Translate): DataColumn<Category>[] => [
  { id: 'name', header: t('admin.categories.name'), cell: (row) => row.name, sortValue: (row) => row.name },
  {
    id: 'posts',
    header: t('admin.categories.posts'),
    cell: (row) => formatNumber(row.postCount),
    sortValue: (row) => row.postCount,
  },
];

/** Persisted categories: add, rename (posts follow), delete (refused while used, unless moved). */
export function CategoriesPage() {
  const t = useT();
  useDocumentTitle(t('admin.categories.title'));
  const columns = useMemo(() => categoryColumns(t), [t]);
  const list = useCategories();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useWorded();
  const [moveTo, setMoveTo] = useState<Record<string, string>>({});

  const open = (target: Category | 'new') => {
    setEditing(target);
    setName(target === 'new' ? '' : target.name);
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      if (editing === 'new') await adminCategoriesApi.create(name);
      else if (editing) await adminCategoriesApi.rename(editing.id, name);
      setEditing(null);
      setError(null);
    } catch (err) {
      console.error(err);
      setError(() => errorText(err, 'admin.categories.saveFailed'));
    }
  };
  const remove = async (row: Category) => {
    const target = moveTo[row.id];
    const question = target
      ? t('admin.categories.confirmMove', { name: row.name })
      : t('admin.categories.confirmDelete', { name: row.name });
    if (!window.confirm(question)) return;
    try {
      await adminCategoriesApi.remove(row.id, target || undefined);
      setError(null);
    } catch (err) {
      console.error(err);
      setError(() => errorText(err, 'admin.categories.deleteFailed'));
    }
  };

  const rows = list.data ?? [];
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t('admin.categories.title')}</h1>
        <Button onClick={() => open('new')}>{t('admin.categories.add')}</Button>
      </div>
      <ErrorAlert
        message={error ?? (list.error ? errorText(list.error, 'admin.categories.loadFailed') : null)}
      />
      {editing ? (
        <form
          className={styles.form}
          onSubmit={submit}
          aria-label={t(editing === 'new' ? 'admin.categories.addNew' : 'admin.categories.edit')}
        >
          <h2>{t(editing === 'new' ? 'admin.categories.addNew' : 'admin.categories.edit')}</h2>
          <TextField
            label={t('admin.categories.name')}
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <div className={styles.formButtons}>
            <Button type="submit">
              {t(editing === 'new' ? 'admin.categories.add' : 'admin.categories.update')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(null)}>
              {t('admin.common.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      {list.error && !list.data ? null : (
        <DataTable
          caption={t('admin.categories.title')}
          columns={columns}
          rows={list.data}
          rowKey={(row) => row.id}
          numberFrom={1}
          empty={<EmptyState title={t('admin.categories.empty')} />}
          actions={(row) => (
            <RowActions name={row.name} onEdit={() => open(row)} onDelete={() => remove(row)}>
              {row.postCount > 0 ? (
                <select
                  aria-label={t('admin.categories.moveOf', { name: row.name })}
                  className={styles.search}
                  style={{ minWidth: 0, height: 30 }}
                  value={moveTo[row.id] ?? ''}
                  onChange={(e) => setMoveTo((m) => ({ ...m, [row.id]: e.target.value }))}
                >
                  <option value="">{t('admin.categories.moveTo')}</option>
                  {rows
                    .filter((r) => r.id !== row.id)
                    .map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name}
                      </option>
                    ))}
                </select>
              ) : null}
            </RowActions>
          )}
        />
      )}
    </section>
  );
}
