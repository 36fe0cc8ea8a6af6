import type { Category, CreatePostRequest } from '@cwt/contracts';
import { Button, TextField } from '@cwt/ui';
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
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const editing = Boolean(initial.id);
  const set = (key: keyof BlogFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values.content.trim()) {
      setLocalError('Content is required');
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
    <form className={styles.form} onSubmit={submit} aria-label={editing ? 'Edit Blog' : 'Add Blog'}>
      <h2>{editing ? 'Edit Blog' : 'Add Blog'}</h2>
      <ErrorAlert message={localError ?? error ?? null} />
      <TextField label="Title" required value={values.title} onChange={(e) => set('title')(e.target.value)} />
      <TextField
        label="Category"
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
      <ContentField value={values.content} onChange={set('content')} label="Content" />
      <TextField
        label="Image URL"
        type="url"
        value={values.imageCloudUrl}
        onChange={(e) => set('imageCloudUrl')(e.target.value)}
      />
      <TextField
        label="Tags"
        hint="Comma-separated"
        value={values.tags}
        onChange={(e) => set('tags')(e.target.value)}
      />
      <div className={styles.formButtons}>
        <Button type="submit" loading={busy}>
          {editing ? 'Update Blog' : 'Add Blog'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
