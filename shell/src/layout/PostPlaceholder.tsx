import { PAGES } from '@cwt/contracts';
import { formatLongDate, postDetails, servedPost, useT } from '@cwt/core';
import { routerLink, useParams } from '@cwt/router';
import { buttonClassName, DEFAULT_BLOG_IMAGE, PostArticle, PostHero, RemoteLoading } from '@cwt/ui';
import { useContext } from 'react';
import { ServedFirstView } from '../first-view/served';

/**
 * A post page until the reader's BlogDetailPage arrives. When the shell's server put the post in the
 * page (a direct load of /blog/:id), its header and cover, rendered by the component the reader's page
 * uses, so the served HTML, this and the loaded page agree and nothing moves; the like, bookmark,
 * listen and report controls come with the reader (their row keeps its height). Otherwise a spinner.
 */
export function PostPlaceholder() {
  const { id } = useParams<{ id: string }>();
  const t = useT();
  const fromServer = useContext(ServedFirstView)?.post;
  const post = fromServer?.id === id ? fromServer : servedPost(id);
  if (!post) return <RemoteLoading />;
  return (
    <PostArticle busy>
      <PostHero
        post={post}
        image={post.imageCloudUrl || DEFAULT_BLOG_IMAGE}
        date={formatLongDate(post.createdAt)}
        details={postDetails(post)}
        topicHref={PAGES.category.href}
        renderLink={routerLink}
        back={routerLink({
          href: PAGES.home.href,
          className: buttonClassName('ghost', 'sm'),
          children: (
            <>
              <span aria-hidden="true">←</span> {t('shell.post.back')}
            </>
          ),
        })}
      />
    </PostArticle>
  );
}
