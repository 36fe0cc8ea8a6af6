import '@/i18n/pages/catalogue';
import { firstViewData, useMostLiked, useT } from '@cwt/core';
import { PopularSection } from '@cwt/ui';
import { PostList } from '@/shared/components/PostList';
import styles from './Section.module.css';

/** Up to 6 most-liked posts of all time. */
export function PopularBlogs() {
  const t = useT();
  // The posts the shell's server put in the page, if any: the cards painted from the HTML stay put.
  const { data, error, isLoading } = useMostLiked({ size: 6 }, firstViewData()?.popular);
  const posts = data?.content.slice(0, 6) ?? [];
  return (
    <PopularSection>
      {isLoading && !data ? (
        // Holds about one row of cards: the sections below stay out of the first screen until the cards
        // arrive, instead of being pushed down in view (a layout shift Lighthouse measured at 0.24).
        <p className={`${styles.status} ${styles.reserveRow}`}>{t('reader.popularBlogs.loading')}</p>
      ) : posts.length === 0 && error ? (
        // Nothing to show and the request failed (e.g. the API still starting): say so, like Top Authors,
        // rather than claim there are no posts. SWR retries; a failed refresh keeps cards already shown.
        <p className={`${styles.status} ${styles.error}`} role="alert">
          {t('reader.popularBlogs.error')}
        </p>
      ) : posts.length === 0 ? (
        <p className={styles.status}>{t('reader.popularBlogs.empty')}</p>
      ) : (
        // Right under the hero: the first row's images are the home page's largest paint.
        <PostList posts={posts} density="wide" label={t('reader.popularBlogs.label')} priorityCount={3} />
      )}
    </PopularSection>
  );
}
