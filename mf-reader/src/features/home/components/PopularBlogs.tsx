import { useMostLiked } from '@cwt/core';
import { PostList } from '../../posts/components/PostList';
import styles from './Section.module.css';

/** Up to 6 most-liked posts of all time. */
export function PopularBlogs() {
  const { data, error, isLoading } = useMostLiked({ size: 6 });
  const posts = data?.content.slice(0, 6) ?? [];
  return (
    <section className={styles.section} aria-labelledby="home-popular">
      <div className={styles.head}>
        <div>
          <h2 id="home-popular" className={styles.title}>
            Popular Blogs
          </h2>
          <p className={styles.subtitle}>The posts readers liked most.</p>
        </div>
      </div>
      {isLoading && !data ? (
        // Holds about one row of cards: the sections below stay out of the first screen until the cards
        // arrive, instead of being pushed down in view (a layout shift Lighthouse measured at 0.24).
        <p className={`${styles.status} ${styles.reserveRow}`}>Loading popular blogs...</p>
      ) : error || posts.length === 0 ? (
        <p className={styles.status}>No popular blogs yet.</p>
      ) : (
        // Right under the hero: the first row's images are the home page's largest paint.
        <PostList posts={posts} density="wide" label="Popular Blogs" priorityCount={3} />
      )}
    </section>
  );
}
