import { Pager } from '@cwt/ui/controls';
import type { ReactNode, RefObject } from 'react';
import { scrollToSection } from '../scroll';
import { PostList, type PostListProps } from './PostList';

export interface PagedPostListProps extends PostListProps {
  /** Shown in place of the list and pager when set: the first load, a failed request, a prompt. */
  status?: ReactNode;
  /** Shown when there is no status and no post. */
  empty: ReactNode;
  /** Shown above the cards when there are posts (e.g. "12 results - Page 1 of 2"). */
  summary?: ReactNode;
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The pager's accessible name. */
  pagerLabel: string;
  /** Brought into view after a page change: the section the list belongs to, heading included. */
  scrollTarget: RefObject<HTMLElement | null>;
}

/**
 * One page of post cards and the pager below them, or the status or empty message in their place:
 * what Popular, Category, Search and home's All Blogs show. The caller holds the page number (it is
 * part of the query) and the data.
 */
export function PagedPostList({
  status,
  empty,
  summary,
  page,
  totalPages,
  onPageChange,
  pagerLabel,
  scrollTarget,
  ...list
}: PagedPostListProps) {
  if (status) return status;
  if (list.posts.length === 0) return empty;
  return (
    <>
      {summary}
      <PostList {...list} />
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={(next) => {
          onPageChange(next);
          scrollToSection(scrollTarget.current);
        }}
        label={pagerLabel}
      />
    </>
  );
}
