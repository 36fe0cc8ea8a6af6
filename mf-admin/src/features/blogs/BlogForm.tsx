import type { Category, CreatePostRequest } from '@cwt/contracts';
import { useT, useWorded } from '@cwt/core';
import { Button } from '@cwt/ui';
import { TextField } from '@cwt/ui/forms';
import { type FormEvent, useState } from 'react';
import styles from '@/shared/Admin.module.css';
import { ErrorAlert } from '@/shared/ErrorAlert';
import { RichTextField } from './RichTextField';

export interface BlogFormValues {
  id?: string;
  title: string;
  category: string;
  content: string;
  imageCloudUrl: string;
  tags: string;
}

export const EMPTY_BLOG: BlogFormValues = {
  title: '',
  category: '',
  content: '',
  imageCloudUrl: '',
  tags: '',
};

/** The form as the body of POST /api/posts (and of PUT, which takes the same fields). */
export function toPostRequest(v: BlogFormValues): CreatePostRequest {
  return {
    ...(v.id ? { id: v.id } : {}),
    title: v.title,
    category: v.category,
    content: v.content,
    imageCloudUrl: v.imageCloudUrl.trim() || null,
    tags: v.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  };
}

interface Props {
  initial: BlogFormValues;
  categories: Category[];
  onSubmit: (values: BlogFormValues) => Promise<void>;
  onCancel: () => void;
  error?: string | null;
  /** Content field; tests and stories pass a plain one. */
  ContentField?: typeof RichTextField;
}

/** 'Add Blog' / 'Edit Blog': Title, Category (with the category list as suggestions), Content, Image URL, Tags. */
export function BlogForm({
  initial,
  categories,
  onSubmit,
  onCancel,
  error,
  ContentField = RichTextField,
}: Props) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useWorded();
  const editing = Boolean(initial.id);
  const set = (key: keyof BlogFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values.content.trim()) {
      setLocalError((tr) => tr('admin.blog.contentRequired'));
      return;
    }
    setLocalError(null);
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={t(editing ? 'admin.blogs.edit' : 'admin.blogs.add')}
    >
      <h2>{t(editing ? 'admin.blogs.edit' : 'admin.blogs.add')}</h2>
      <ErrorAlert message={localError ?? error ?? null} />
      <TextField
        label={t('admin.blogs.column.title')}
        required
        value={values.title}
        onChange={(e) => set('title')(e.target.value)}
      />
      <TextField
        label={t('admin.blogs.column.category')}
        required
        list="admin-category-options"
        value={values.category}
        onChange={(e) => set('category')(e.target.value)}
      />
      <datalist id="admin-category-options">
        {categories.map((c) => (
          <option key={c.id} value={c.name} />
        ))}
      </datalist>
      <ContentField value={values.content} onChange={set('content')} label={t('admin.blog.content')} />
      <TextField
        label={t('admin.blog.image')}
        type="url"
        value={values.imageCloudUrl}
        onChange={(e) => set('imageCloudUrl')(e.target.value)}
      />
      <TextField
        label={t('admin.blog.tags')}
        hint={t('admin.blog.tagsHint')}
        value={values.tags}
        onChange={(e) => set('tags')(e.target.value)}
      />
      <div className={styles.formButtons}>
        <Button type="submit" loading={busy}>
          {t(editing ? 'admin.blogs.update' : 'admin.blogs.add')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('admin.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
