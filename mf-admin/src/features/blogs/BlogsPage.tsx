import type { Post, PostSummary } from '@cwt/contracts';
import {
  formatDayMonthYear,
  postsApi,
  postWritesApi,
  useCategories,
  useDocumentTitle,
  usePosts,
} from '@cwt/core';
import { Button, type DataColumn, DataTable, EmptyState, notify, Pager } from '@cwt/ui';
import { useEffect, useState } from 'react';
import styles from '@/shared/Admin.module.css';
import { ErrorAlert } from '@/shared/ErrorAlert';
import { errorMessage } from '@/shared/error-message';
import { RowActions } from '@/shared/RowActions';
import { BlogForm, type BlogFormValues, EMPTY_BLOG, toPostRequest } from './BlogForm';

const PAGE_SIZE = 20;

export const BLOG_MESSAGES = {
  deleted: 'Blog deleted successfully!',
  deleteFailed: 'An error occurred while deleting the blog!',
  updated: 'Blog updated successfully!',
  updateFailed: 'An error occurred while updating the blog!',
  added: 'Blog added successfully!',
  addFailed: 'An error occurred while adding the blog!',
} as const;

const BLOG_COLUMNS: DataColumn<PostSummary>[] = [
  { id: 'title', header: 'Title', cell: (row) => row.title, sortValue: (row) => row.title },
  { id: 'category', header: 'Category', cell: (row) => row.category, sortValue: (row) => row.category },
  {
    id: 'date',
    header: 'Date',
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
  useDocumentTitle('Blogs');
  const [page, setPage] = useState(0);
  const [term, setTerm] = useState('');
  const [q, setQ] = useState('');
  const [form, setForm] = useState<BlogFormValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    const t = setTimeout(() => {
      setQ(term.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(t);
  }, [term]);

  const list = usePosts({ page, size: PAGE_SIZE, q: q || undefined });
  const categories = useCategories();

  const openEdit = async (row: PostSummary) => {
    setFormError(null);
    try {
      setForm(valuesOf(await postsApi.get(row.id)));
    } catch (e) {
      setError(errorMessage(e, 'Unable to load the blog.'));
    }
  };

  const remove = async (row: PostSummary) => {
    if (!window.confirm(`Are you sure you want to delete "${row.title}"?`)) return;
    try {
      await postsApi.remove(row.id);
      notify.success(BLOG_MESSAGES.deleted);
      setError(null);
    } catch (e) {
      console.error(errorMessage(e, 'Unable to delete the blog.'));
      notify.error(BLOG_MESSAGES.deleteFailed);
      setError(`${BLOG_MESSAGES.deleteFailed} ${errorMessage(e, 'Unable to delete the blog.')}`);
    }
  };

  const save = async (values: BlogFormValues) => {
    const editing = Boolean(values.id);
    try {
      if (values.id) await postWritesApi.update(values.id, toPostRequest(values));
      else await postWritesApi.create(toPostRequest(values));
      notify.success(editing ? BLOG_MESSAGES.updated : BLOG_MESSAGES.added);
      setForm(null);
      setFormError(null);
    } catch (e) {
      const failed = editing ? BLOG_MESSAGES.updateFailed : BLOG_MESSAGES.addFailed;
      notify.error(failed);
      setFormError(`${failed} ${errorMessage(e, '')}`.trim());
    }
  };

  const data = list.data;
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>Blogs</h1>
        <input
          type="search"
          className={styles.search}
          aria-label="Search blogs by title"
          placeholder="Search by title…"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <Button
          onClick={() => {
            setFormError(null);
            setForm(EMPTY_BLOG);
          }}
        >
          Add Blog
        </Button>
      </div>
      <ErrorAlert
        message={error ?? (list.error ? errorMessage(list.error, 'Unable to load the blogs.') : null)}
      />
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
          caption="Blogs"
          columns={BLOG_COLUMNS}
          rows={data?.content}
          rowKey={(row) => row.id}
          numberFrom={page * PAGE_SIZE + 1}
          empty={
            <EmptyState title="No blogs found" message={q ? `No blog titles match "${q}".` : undefined} />
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
          label="Blogs pages"
        />
      ) : null}
    </section>
  );
}
