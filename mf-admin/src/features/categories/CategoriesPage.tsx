import type { Category } from '@cwt/contracts';
import { useCategories, useDocumentTitle } from '@cwt/core';
import { adminCategoriesApi } from '@cwt/core/admin';
import { Button, type DataColumn, DataTable, EmptyState, TextField } from '@cwt/ui';
import { type FormEvent, useState } from 'react';
import styles from '@/shared/Admin.module.css';
import { ErrorAlert } from '@/shared/ErrorAlert';
import { errorMessage } from '@/shared/error-message';
import { RowActions } from '@/shared/RowActions';

const CATEGORY_COLUMNS: DataColumn<Category>[] = [
  { id: 'name', header: 'Category Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'posts', header: 'Posts', cell: (row) => row.postCount, sortValue: (row) => row.postCount },
];

/** Persisted categories: add, rename (posts follow), delete (refused while used, unless moved). */
export function CategoriesPage() {
  useDocumentTitle('Categories');
  const list = useCategories();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
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
      setError(errorMessage(err, 'Unable to save the category.'));
    }
  };
  const remove = async (row: Category) => {
    const target = moveTo[row.id];
    const question = target
      ? `Delete "${row.name}" and move its posts to the chosen category?`
      : `Are you sure you want to delete the category "${row.name}"?`;
    if (!window.confirm(question)) return;
    try {
      await adminCategoriesApi.remove(row.id, target || undefined);
      setError(null);
    } catch (err) {
      console.error(err);
      setError(errorMessage(err, 'Unable to delete the category.'));
    }
  };

  const rows = list.data ?? [];
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>Categories</h1>
        <Button onClick={() => open('new')}>Add Category</Button>
      </div>
      <ErrorAlert
        message={error ?? (list.error ? errorMessage(list.error, 'Unable to load categories.') : null)}
      />
      {editing ? (
        <form
          className={styles.form}
          onSubmit={submit}
          aria-label={editing === 'new' ? 'Add New Category' : 'Edit Category'}
        >
          <h2>{editing === 'new' ? 'Add New Category' : 'Edit Category'}</h2>
          <TextField label="Category Name" required value={name} onChange={(e) => setName(e.target.value)} />
          <div className={styles.formButtons}>
            <Button type="submit">{editing === 'new' ? 'Add Category' : 'Update Category'}</Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {list.error && !list.data ? null : (
        <DataTable
          caption="Categories"
          columns={CATEGORY_COLUMNS}
          rows={list.data}
          rowKey={(row) => row.id}
          numberFrom={1}
          empty={<EmptyState title="No categories" />}
          actions={(row) => (
            <RowActions name={row.name} onEdit={() => open(row)} onDelete={() => remove(row)}>
              {row.postCount > 0 ? (
                <select
                  aria-label={`Move posts of ${row.name} to`}
                  className={styles.search}
                  style={{ minWidth: 0, height: 30 }}
                  value={moveTo[row.id] ?? ''}
                  onChange={(e) => setMoveTo((m) => ({ ...m, [row.id]: e.target.value }))}
                >
                  <option value="">Move posts to…</option>
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
