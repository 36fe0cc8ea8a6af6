import '@/i18n/pages/catalogue';
import { PAGES } from '@cwt/contracts';
import { useT } from '@cwt/core';
import { Link } from '@cwt/router';
import { EmptyState } from '@cwt/ui/controls';
import { MessageWithElements } from '@/i18n/MessageWithElements';
import styles from './Section.module.css';

/** The Following tab before the member follows anyone or any topic: what to do, and where. */
export function FollowingEmpty() {
  const t = useT();
  return (
    <EmptyState
      headingLevel={3}
      title={t('reader.followingEmpty.title')}
      message={
        <MessageWithElements
          id="reader.followingEmpty.message"
          elements={{
            authors: <a href="#home-authors">{t('reader.authors.title')}</a>,
            topics: <Link to={PAGES.tags.href}>{t('reader.followingEmpty.topics')}</Link>,
          }}
        />
      }
      className={styles.followingEmpty}
    />
  );
}
