import { PAGES } from '@cwt/contracts';
import { useDocumentTitle } from '@cwt/core';
import { Link } from '@cwt/router';
import { buttonClassName } from '@cwt/ui';
import styles from './ErrorScreens.module.css';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.text}>The page you are looking for does not exist or has been moved.</p>
      <Link to={PAGES.home.href} className={buttonClassName('primary', 'md')}>
        Back to home page
      </Link>
    </section>
  );
}
