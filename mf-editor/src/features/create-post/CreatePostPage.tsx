import { DEFAULT_CATEGORIES, type Post } from '@cwt/contracts';
import {
  isApiError,
  postWritesApi,
  revalidatePosts,
  setFlag,
  useCategories,
  useDocumentTitle,
  usePost,
  useSession,
} from '@cwt/core';
import { Navigate, useLocation, useNavigate, useParams } from '@cwt/router';
import { ErrorCard, notify, Spinner } from '@cwt/ui';
import { useCallback, useMemo, useState } from 'react';
import styles from './CreatePostPage.module.css';
import { PostForm } from './components/PostForm';
import { clearDraft, readDraft } from './hooks/useDraft';
import { emptyFields, type PostFields, parseTags } from './validation';

export const CREATE_FAILED = 'Failed to create post';
export const CREATE_ERROR = 'An error occurred while creating the post. Please try again.';

function fieldsOf(post: Post): PostFields {
  return {
    title: post.title,
    category: post.category,
    tags: post.tags.join(', '),
    content: post.content,
    imageUrl: post.imageCloudUrl ?? '',
  };
}

function requestOf(fields: PostFields) {
  return {
    title: fields.title.trim(),
    category: fields.category.trim(),
    tags: parseTags(fields.tags),
    content: fields.content,
    imageCloudUrl: fields.imageUrl,
  };
}

/** The server's message when it sent one; otherwise the spec's generic texts. */
function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.status === 0 ? CREATE_ERROR : error.message || fallback;
  return CREATE_ERROR;
}

/** /newpost, /create-post (create) and /edit/:postId (edit): signed-in only. */
export default function CreatePostPage() {
  const { postId } = useParams<{ postId?: string }>();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const editing = Boolean(postId);
  useDocumentTitle(editing ? 'Edit Post' : 'Create New Post');

  const goToLogin = useCallback(
    () => navigate('/login', { state: { from: location.pathname } }),
    [navigate, location.pathname],
  );

  if (!session.isSignedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{editing ? 'Edit Post' : 'Create New Post'}</h1>
        <p className={styles.subtitle}>
          {editing
            ? 'Update your post and save the changes'
            : 'Share your thoughts and ideas with the community'}
        </p>
      </header>
      {editing ? (
        <EditPost postId={postId!} onNeedLogin={goToLogin} />
      ) : (
        <CreatePost onNeedLogin={goToLogin} />
      )}
    </main>
  );
}

function useCategoryNames(): string[] {
  const { data } = useCategories();
  return useMemo(() => {
    const names = Array.isArray(data) && data.length ? data.map((c) => c.name) : [...DEFAULT_CATEGORIES];
    return [...new Set(names)];
  }, [data]);
}

function CreatePost({ onNeedLogin }: { onNeedLogin: () => void }) {
  const navigate = useNavigate();
  const categories = useCategoryNames();
  const [initial] = useState(() => readDraft());
  const [autosave, setAutosave] = useState(true);

  const submit = async (fields: PostFields) => {
    try {
      await postWritesApi.create(requestOf(fields));
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        notify.error('You need to login to create a post');
        onNeedLogin();
      } else notify.error(failureMessage(error, CREATE_FAILED));
      throw error;
    }
    setAutosave(false);
    clearDraft();
    notify.success('Post created successfully!');
    setFlag('newPostCreated');
    void revalidatePosts();
    navigate('/');
  };

  return (
    <>
      {initial && (
        <p className={styles.restored} role="status">
          Your unpublished draft was restored.
        </p>
      )}
      <PostForm
        mode="create"
        initialFields={initial ?? emptyFields()}
        categories={categories}
        onSubmit={submit}
        onCancel={() => {
          setAutosave(false);
          clearDraft();
          navigate('/');
        }}
        onNeedLogin={onNeedLogin}
        autosave={autosave}
      />
    </>
  );
}

function EditPost({ postId, onNeedLogin }: { postId: string; onNeedLogin: () => void }) {
  const navigate = useNavigate();
  const session = useSession();
  const categories = useCategoryNames();
  const { data: post, error, isLoading, mutate } = usePost(postId);

  if (isLoading) {
    return (
      <div className={styles.center} role="status">
        <Spinner /> <span>Loading post...</span>
      </div>
    );
  }
  if (error || !post) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <ErrorCard
        title={notFound ? 'Post not found' : 'Could not load the post'}
        message={notFound ? 'This post does not exist or was removed.' : 'Please try again.'}
        onRetry={notFound ? undefined : () => void mutate()}
      />
    );
  }
  const authorId = post.author.id;
  if (authorId !== session.userId && !session.isAdmin) {
    return (
      <ErrorCard
        title="You cannot edit this post"
        message="Only the author of this post or an administrator can edit it."
      />
    );
  }

  const submit = async (fields: PostFields) => {
    try {
      await postWritesApi.update(postId, requestOf(fields));
    } catch (err) {
      if (isApiError(err) && err.status === 401) onNeedLogin();
      notify.error(failureMessage(err, 'Failed to update post'));
      throw err;
    }
    notify.success('Post updated successfully!');
    void revalidatePosts();
    navigate(`/blog/${postId}`);
  };

  return (
    <PostForm
      key={post.id}
      mode="edit"
      initialFields={fieldsOf(post)}
      categories={categories}
      onSubmit={submit}
      onCancel={() => navigate(`/blog/${postId}`)}
      onNeedLogin={onNeedLogin}
    />
  );
}
