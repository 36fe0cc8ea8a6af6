import '@/i18n/catalogue';
import { PAGES } from '@cwt/contracts';
import {
  errorText,
  formatLongDate,
  isObjectId,
  postDetails,
  postsApi,
  servedPost,
  useDocumentTitle,
  usePost,
  useSession,
  useT,
} from '@cwt/core';
import { Link, routerLink, useNavigate, useParams } from '@cwt/router';
import {
  AuthorCard,
  Button,
  buttonClassName,
  DEFAULT_BLOG_IMAGE,
  notify,
  PostArticle,
  PostHero,
  Skeleton,
  VisuallyHidden,
} from '@cwt/ui';
import { useEffect, useState } from 'react';
import { BookmarkButton, LikeButton } from '@/shared/components/PostActions';
import { AudioControl } from './components/AudioControl';
import { CommentSection } from './components/CommentSection';
import { ConfirmDialog } from './components/LazyConfirmDialog';
import { PostContent } from './components/PostContent';
import { RelatedArticles } from './components/RelatedArticles';
import { ReportButton } from './components/ReportButton';
import { ShareMenu } from './components/ShareMenu';
import { useRecordView } from './hooks/useRecordView';

/** Where the not-found page lives: any path the shell has no route for. */
const NOT_FOUND = '/404';

/** /blog/{id}: the post, its author, audio, report, comments and related articles. */
export default function BlogDetailPage() {
  const { id } = useParams<{ id: string }>();
  const validId = isObjectId(id) ? id : null;
  const navigate = useNavigate();
  const session = useSession();
  const t = useT();
  // The post the shell's server put in the page: the header painted from the HTML stays as it is.
  const { data: post, error, isLoading } = usePost(validId, servedPost(validId));
  const [imageFailed, setImageFailed] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useDocumentTitle(post?.title ?? t('reader.post.documentTitle'));
  useRecordView(post?.id);

  // The spec: a failed fetch (or an id that cannot exist) goes to the not-found page.
  useEffect(() => {
    if (!validId || error) navigate(NOT_FOUND, { replace: true });
  }, [validId, error, navigate]);

  const back = () => {
    // react-router keeps its own history index: go back only when there is a page of this site to return to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(PAGES.home.href);
  };

  if (!post) {
    return (
      <PostArticle busy>
        <Skeleton height={28} width="30%" />
        <Skeleton height={320} />
        <Skeleton height={40} width="80%" />
        <Skeleton height={18} />
        <Skeleton height={18} />
        <VisuallyHidden role="status">{t('reader.post.loading')}</VisuallyHidden>
      </PostArticle>
    );
  }

  // The served post is what anyone sees; a member's own likes and bookmarks come with the API's answer,
  // so until then their controls keep their room rather than show the wrong state.
  const personalPending = session.isSignedIn && isLoading;
  const canManage = Boolean(session.isSignedIn && (session.userId === post.author?.id || session.isAdmin));
  const image = post.imageCloudUrl && !imageFailed ? post.imageCloudUrl : DEFAULT_BLOG_IMAGE;

  const remove = async () => {
    setDeleting(true);
    try {
      await postsApi.remove(post.id);
      setConfirmDelete(false);
      notify.success(t('reader.post.deleted'), { id: 'post-deleted', duration: 2000 });
      navigate(PAGES.home.href, { replace: true });
    } catch (err) {
      notify.error(errorText(err, 'reader.post.deleteFailed'), { id: 'post-delete-error' });
      setDeleting(false);
    }
  };

  return (
    <PostArticle>
      <PostHero
        post={post}
        image={image}
        onImageError={() => setImageFailed(true)}
        date={formatLongDate(post.createdAt)}
        details={postDetails(post)}
        topicHref={PAGES.category.href}
        renderLink={routerLink}
        back={
          <Button variant="ghost" size="sm" onClick={back}>
            <span aria-hidden="true">←</span> {t('reader.post.back')}
          </Button>
        }
        manage={
          canManage && (
            <>
              <Link to={PAGES.editPost.href(post.id)} className={buttonClassName('secondary', 'sm')}>
                {t('reader.action.edit')}
              </Link>
              <Button variant="danger" size="sm" onClick={() => setConfirmDelete(true)}>
                {t('reader.action.delete')}
              </Button>
            </>
          )
        }
        actions={
          !personalPending && (
            <>
              <LikeButton post={post} size="md" />
              <BookmarkButton post={post} size="md" />
              <AudioControl title={post.title} html={post.content} />
              <ShareMenu postId={post.id} title={post.title} />
              <ReportButton text={`${post.title}\n${post.content}`} postId={post.id} />
            </>
          )
        }
      />

      <AuthorCard
        eyebrow={t('reader.post.writtenBy')}
        name={post.author?.name}
        username={post.author?.username}
        email={post.author?.email}
        picture={post.author?.profilePicture}
        href={post.author ? PAGES.profile.href(post.author.id) : PAGES.home.href}
        renderLink={routerLink}
        headingLevel={2}
      />

      <PostContent html={post.content} onNavigate={navigate} />

      <CommentSection postId={post.id} postTitle={post.title} />
      <RelatedArticles postId={post.id} tags={post.tags} category={post.category} />

      <ConfirmDialog
        open={confirmDelete}
        title={t('reader.post.deleteTitle')}
        message={t('reader.post.deleteMessage')}
        confirmLabel={t('reader.action.delete')}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </PostArticle>
  );
}
