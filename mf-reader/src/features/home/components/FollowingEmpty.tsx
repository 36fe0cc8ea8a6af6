import { PAGES } from '@cwt/contracts';
import { Link } from '@cwt/router';
import { EmptyState } from '@cwt/ui';
import styles from './Section.module.css';

/** The Following tab before the member follows anyone or any topic: what to do, and where. */
export function FollowingEmpty() {
  return (
    <EmptyState
      headingLevel={3}
      title="Follow people and topics to fill this feed"
      message={
        <>
          Find writers among the <a href="#home-authors">Top Authors</a>, or pick topics from{' '}
          <Link to={PAGES.tags.href}>every category and tag</Link>.
        </>
      }
      className={styles.followingEmpty}
    />
  );
}
