import '@/i18n/pages/catalogue';
import { PAGES } from '@cwt/contracts';
import { useT, useTopAuthors } from '@cwt/core';
import { routerLink } from '@cwt/router';
import { AuthorCard, HomeSection } from '@cwt/ui';
import styles from './Section.module.css';
import own from './TopAuthors.module.css';

/** Up to 4 authors with the most posts, each linking to their profile. */
export function TopAuthors() {
  const t = useT();
  const { data, error, isLoading } = useTopAuthors(4);
  const authors = (data ?? []).slice(0, 4);
  return (
    <HomeSection id="home-authors" title={t('reader.authors.title')}>
      {isLoading && !data ? (
        <p className={styles.status}>{t('reader.authors.loading')}</p>
      ) : error ? (
        <p className={`${styles.status} ${styles.error}`} role="alert">
          {t('reader.authors.error')}
        </p>
      ) : authors.length === 0 ? (
        <p className={styles.status}>{t('reader.authors.empty')}</p>
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
                  meta={t('reader.authors.meta', {
                    posts: author.postCount,
                    followers: details?.followerNumber ?? 0,
                  })}
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
