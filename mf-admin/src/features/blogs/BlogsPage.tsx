import type { Post, PostSummary } from '@cwt/contracts';
import {
  errorText,
  formatDayMonthYear,
  postsApi,
  type Translate,
  useCategories,
  useDocumentTitle,
  usePosts,
  useT,
  useWorded,
} from '@cwt/core';
import { postWritesApi } from '@cwt/core/editor';
import { Button, notify } from '@cwt/ui';
import { EmptyState, Pager } from '@cwt/ui/controls';
import { type DataColumn, DataTable } from '@cwt/ui/lists';
import { useEffect, useMemo, useState } from 'react';
import styles from '@/shared/Admin.module.css';
import { ErrorAlert } from '@/shared/ErrorAlert';
import { reasonOf } from '@/shared/error-message';
import { RowActions } from '@/shared/RowActions';
import { BlogForm, type BlogFormValues, EMPTY_BLOG, toPostRequest } from './BlogForm';

const PAGE_SIZE = 20;

/** The spec's toasts, by catalogue id. */
export const BLOG_MESSAGES = {
  deleted: 'admin.blogs.deleted',
  deleteFailed: 'admin.blogs.deleteFailed',
  updated: 'admin.blogs.updated',
  updateFailed: 'admin.blogs.updateFailed',
  added: 'admin.blogs.added',
  addFailed: 'admin.blogs.addFailed',
} as const;

const blogColumns = (t: Translate): DataColumn<PostSummary>[] => [
  {
    id: 'title',
    header: t('admin.blogs.column.title'),
    cell: (row) => row.title,
    sortValue: (row) => row.title,
  },
  {
    id: 'category',
    header: t('admin.blogs.column.category'),
    cell: (row) => row.category,
    sortValue: (row) => row.category,
  },
  {
    id: 'date',
    header: t('admin.common.date'),
    cell: (row) => formatDayMonthYear(row.createdAt),
    sortValue: (row) => row.createdAt,
  },
];

function valuesOf(post: Post): BlogFormValues {
  return {
    id: post.id,
    title: post.title,
    category: post.category,
    content: post.content,
    imageCloudUrl: post.imageCloudUrl ?? '',
    tags: post.tags.join(', '),
  };
}

/** Blogs (/admin/products): server-side paging and title search, add/edit form, confirmed delete. */
export function BlogsPage() {
  const t = useT();
  useDocumentTitle(t('admin.blogs.title'));
  const columns = useMemo(() => blogColumns(t), [t]);
  const [page, setPage] = useState(0);
  const [term, setTerm] = useState('');
  const [q, setQ] = useState('');
  const [form, setForm] = useState<BlogFormValues | null>(null);
  const [error, setError] = useWorded();
  const [formError, setFormError] = useWorded();

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(term.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [term]);

  const list = usePosts({ page, size: PAGE_SIZE, q: q || undefined });
  const categories = useCategories();

  const openEdit = async (row: PostSummary) => {
    setFormError(null);
    try {
      setForm(valuesOf(await postsApi.get(row.id)));
    } catch (e) {
      setError(() => errorText(e, 'admin.blogs.loadOneFailed'));
    }
  };

  const remove = async (row: PostSummary) => {
    if (!window.confirm(t('admin.blogs.confirmDelete', { title: row.title }))) return;
    try {
      await postsApi.remove(row.id);
      notify.success(t(BLOG_MESSAGES.deleted));
      setError(null);
    } catch (e) {
      const reason = errorText(e, 'admin.blogs.deleteReason');
      console.error(reason);
      notify.error(t(BLOG_MESSAGES.deleteFailed));
      setError((tr) => `${tr(BLOG_MESSAGES.deleteFailed)} ${errorText(e, 'admin.blogs.deleteReason')}`);
    }
  };

  const save = async (values: BlogFormValues) => {
    const editing = Boolean(values.id);
    try {
      if (values.id) await postWritesApi.update(values.id, toPostRequest(values));
      else await postWritesApi.create(toPostRequest(values));
      notify.success(t(editing ? BLOG_MESSAGES.updated : BLOG_MESSAGES.added));
      setForm(null);
      setFormError(null);
    } catch (e) {
      const failed = editing ? BLOG_MESSAGES.updateFailed : BLOG_MESSAGES.addFailed;
      notify.error(t(failed));
      setFormError((tr) => `${tr(failed)} ${reasonOf(e)}`.trim());
    }
  };

  const data = list.data;
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t('admin.blogs.title')}</h1>
        <input
          type="search"
          className={styles.search}
          aria-label={t('admin.blogs.search')}
          placeholder={t('admin.blogs.searchPlaceholder')}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <Button
          onClick={() => {
            setFormError(null);
            setForm(EMPTY_BLOG);
          }}
        >
          {t('admin.blogs.add')}
        </Button>
      </div>
      <ErrorAlert message={error ?? (list.error ? errorText(list.error, 'admin.blogs.loadFailed') : null)} />
      {form ? (
        <BlogForm
          key={form.id ?? 'new'}
          initial={form}
          categories={categories.data ?? []}
          onSubmit={save}
          onCancel={() => setForm(null)}
          error={formError}
        />
      ) : null}
      {list.error && !data ? null : (
        <DataTable
          caption={t('admin.blogs.title')}
          columns={columns}
          rows={data?.content}
          rowKey={(row) => row.id}
          numberFrom={page * PAGE_SIZE + 1}
          empty={
            <EmptyState
              title={t('admin.blogs.empty')}
              message={q ? t('admin.blogs.noMatch', { q }) : undefined}
            />
          }
          actions={(row) => (
            <RowActions name={row.title} onEdit={() => openEdit(row)} onDelete={() => remove(row)} />
          )}
        />
      )}
      {data && data.totalPages > 1 ? (
        <Pager
          page={page + 1}
          totalPages={data.totalPages}
          onChange={(p) => setPage(p - 1)}
          label={t('admin.blogs.pages')}
        />
      ) : null}
    </section>
  );
}
