import { PAGES } from '@cwt/contracts';
import { useTopAuthors } from '@cwt/core';
import { routerLink } from '@cwt/router';
import { AuthorCard, HomeSection } from '@cwt/ui';
import styles from './Section.module.css';
import own from './TopAuthors.module.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Up to 4 authors with the most posts, each linking to their profile. */
export function TopAuthors() {
  const { data, error, isLoading } = useTopAuthors(4);
  const authors = (data ?? []).slice(0, 4);
  return (
    <HomeSection id="home-authors" title="Top Authors">
      {isLoading && !data ? (
        <p className={styles.status}>Loading...</p>
      ) : error ? (
        <p className={`${styles.status} ${styles.error}`} role="alert">
          Error: Failed to fetch top authors
        </p>
      ) : authors.length === 0 ? (
        <p className={styles.status}>No authors yet.</p>
      ) : (
        <ul className={own.grid}>
          {authors.map((author) => {
            const details = author.userDetails[0];
            return (
              <li key={author.id} className={own.item}>
                <AuthorCard
                  layout="stack"
                  name={details?.name || details?.username}
                  username={details?.username}
                  picture={details?.profilePicture}
                  href={PAGES.profile.href(author.id)}
                  meta={`${plural(author.postCount, 'post')} · ${plural(details?.followerNumber ?? 0, 'follower')}`}
                  renderLink={routerLink}
                />
              </li>
            );
          })}
        </ul>
      )}
    </HomeSection>
  );
}
