import '@/i18n/pages/catalogue';
import { PAGES } from '@cwt/contracts';
import { useDocumentTitle, useT } from '@cwt/core';
import { Link } from '@cwt/router';
import { buttonClassName } from '@cwt/ui';
import styles from './ErrorScreens.module.css';

export default function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('shell.notFound.title'));
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('shell.notFound.title')}
      </h1>
      <p className={styles.text}>{t('shell.notFound.text')}</p>
      <Link to={PAGES.home.href} className={buttonClassName('primary', 'md')}>
        {t('shell.backHome')}
      </Link>
    </section>
  );
}
