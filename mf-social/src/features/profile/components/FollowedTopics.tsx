import type { FollowedTopic } from '@cwt/contracts';
import { PAGES } from '@cwt/contracts';
import { Link } from '@cwt/router';
import styles from './FollowedTopics.module.css';

export interface FollowedTopicsProps {
  /** Null while loading. */
  topics: FollowedTopic[] | null;
}

/** The topics the member follows, each linking to its category page (shown on their own profile). */
export function FollowedTopics({ topics }: FollowedTopicsProps) {
  return (
    <section className={styles.topics} aria-labelledby="followed-topics-title">
      <h2 id="followed-topics-title" className={styles.title}>
        Topics you follow
      </h2>
      {topics === null ? (
        <p className={styles.note}>Loading topics...</p>
      ) : topics.length === 0 ? (
        <p className={styles.note}>
          None yet: follow a topic from its <Link to={PAGES.tags.href}>category page</Link>.
        </p>
      ) : (
        <ul className={styles.list}>
          {topics.map((t) => (
            <li key={t.name}>
              <Link className={styles.chip} to={PAGES.category.href(t.name)}>
                #{t.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
