import { useRelatedPosts, useT } from '@cwt/core';
import { PostList } from '@/shared/components/PostList';
import styles from './Comments.module.css';

/** Posts sharing the first tag, or the category when the post has no tags. */
export function RelatedArticles({
  postId,
  tags,
  category,
}: {
  postId: string;
  tags: string[];
  category: string;
}) {
  const t = useT();
  const topic = tags.find((tag) => tag.trim()) ?? category;
  const { data, isLoading } = useRelatedPosts(topic || null, postId, 4);
  const posts = data?.content ?? [];
  return (
    <section className={styles.section} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.title}>
        {t('reader.related.title')}
      </h2>
      {isLoading && !data ? (
        <p className={styles.empty}>{t('reader.related.loading')}</p>
      ) : posts.length === 0 ? (
        <p className={styles.empty}>{t('reader.related.empty')}</p>
      ) : (
        <PostList posts={posts} density="default" label={t('reader.related.title')} />
      )}
    </section>
  );
}
