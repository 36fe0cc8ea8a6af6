import '@/i18n/pages/catalogue';
import { PAGES } from '@cwt/contracts';
import { useT } from '@cwt/core';
import { Link } from '@cwt/router';
import styles from './TechBanner.module.css';

export function TechBanner() {
  const t = useT();
  return (
    <section className={styles.banner} aria-labelledby="home-tech">
      <div>
        <h2 id="home-tech" className={styles.title}>
          {t('reader.tech.title')}
        </h2>
        <p className={styles.text}>{t('reader.tech.text')}</p>
      </div>
      <Link to={PAGES.category.href('technology')} className={styles.cta}>
        {t('reader.tech.cta')}
      </Link>
    </section>
  );
}
