import type { FollowedTopic } from '@cwt/contracts';
import { PAGES } from '@cwt/contracts';
import { useT } from '@cwt/core';
import { Link } from '@cwt/router';
import styles from './FollowedTopics.module.css';

export interface FollowedTopicsProps {
  /** Null while loading. */
  topics: FollowedTopic[] | null;
}

/** The topics the member follows, each linking to its category page (shown on their own profile). */
export function FollowedTopics({ topics }: FollowedTopicsProps) {
  const t = useT();
  return (
    <section className={styles.topics} aria-labelledby="followed-topics-title">
      <h2 id="followed-topics-title" className={styles.title}>
        {t('social.profile.topics.title')}
      </h2>
      {topics === null ? (
        <p className={styles.note}>{t('social.profile.topics.loading')}</p>
      ) : topics.length === 0 ? (
        <p className={styles.note}>
          {t('social.profile.topics.empty')}{' '}
          <Link to={PAGES.tags.href}>{t('social.profile.topics.categoryPage')}</Link>.
        </p>
      ) : (
        <ul className={styles.list}>
          {topics.map((topic) => (
            <li key={topic.name}>
              <Link className={styles.chip} to={PAGES.category.href(topic.name)}>
                #{topic.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
