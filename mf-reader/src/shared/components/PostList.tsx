import { PAGES, type PostSummary } from '@cwt/contracts';
import { formatCardDate } from '@cwt/core';
import { routerLink } from '@cwt/router';
import { PostGrid, type PostGridProps } from '@cwt/ui';
import { PostActions } from './PostActions';

export type PostListProps = Omit<
  PostGridProps<PostSummary>,
  'href' | 'date' | 'actions' | 'reserveActions' | 'renderLink'
>;

const href = (post: PostSummary) => PAGES.blog.href(post.id);
const date = (post: PostSummary) => formatCardDate(post.createdAt);
const actions = (post: PostSummary) => <PostActions post={post} />;

/** Post cards with like and bookmark controls, in a grid or a list. */
export function PostList(props: PostListProps) {
  return <PostGrid {...props} href={href} date={date} actions={actions} renderLink={routerLink} />;
}
