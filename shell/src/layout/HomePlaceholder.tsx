import { PAGES, type PostSummary } from '@cwt/contracts';
import { firstViewData, formatCardDate, useT } from '@cwt/core';
import { routerLink } from '@cwt/router';
import { HomeHero, HomeStack, PopularSection, PostGrid } from '@cwt/ui';
import { useContext } from 'react';
import { ServedFirstView } from '../first-view/served';

const href = (post: PostSummary) => PAGES.blog.href(post.id);
const date = (post: PostSummary) => formatCardDate(post.createdAt);

/**
 * The home page until the reader's HomePage arrives: its hero and, when the shell's server had the
 * API's data, Popular Blogs' cards, rendered by the same components as the reader's page (whose first
 * row's images are the largest paint), so the served HTML, this and the loaded page agree and nothing
 * moves when one replaces the other. The like/bookmark controls come with the reader; their room is kept.
 */
export function HomePlaceholder() {
  const t = useT();
  const served = useContext(ServedFirstView)?.popular ?? firstViewData()?.popular ?? null;
  const posts = served?.content.slice(0, 6) ?? [];
  return (
    <HomeStack>
      <HomeHero renderLink={routerLink} />
      {posts.length > 0 && (
        <PopularSection>
          <PostGrid
            posts={posts}
            href={href}
            date={date}
            renderLink={routerLink}
            reserveActions
            density="wide"
            label={t('ui.popular.title')}
            priorityCount={3}
          />
        </PopularSection>
      )}
    </HomeStack>
  );
}
