import '@/i18n/pages/catalogue';
import { PAGES } from '@cwt/contracts';
import { useDocumentTitle, useT } from '@cwt/core';
import { Link } from '@cwt/router';
import { buttonClassName } from '@cwt/ui';
import styles from './InfoPage.module.css';

/** The offerings' message ids: `<id>.title` and `<id>.text`. */
const OFFERINGS = ['shell.about.write', 'shell.about.discover', 'shell.about.connect', 'shell.about.safe'];

export default function AboutPage() {
  const t = useT();
  useDocumentTitle(t('shell.nav.about'));
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t('shell.about.eyebrow')}</p>
        <h1 className={styles.title}>{t('shell.about.title')}</h1>
        <p className={styles.lead}>{t('shell.about.lead')}</p>
      </header>

      <section className={styles.section} aria-labelledby="mission">
        <h2 id="mission" className={styles.sectionTitle}>
          {t('shell.about.missionTitle')}
        </h2>
        <p>{t('shell.about.mission')}</p>
      </section>

      <section className={styles.section} aria-labelledby="offerings">
        <h2 id="offerings" className={styles.sectionTitle}>
          {t('shell.about.offerTitle')}
        </h2>
        <ul className={styles.grid}>
          {OFFERINGS.map((id) => (
            <li key={id} className={styles.tile}>
              <h3 className={styles.tileTitle}>{t(`${id}.title`)}</h3>
              <p className={styles.tileText}>{t(`${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.cta}>
        <h2 className={styles.ctaTitle}>{t('shell.about.ctaTitle')}</h2>
        <Link to={PAGES.register.href} className={buttonClassName('primary', 'md')}>
          {t('shell.about.cta')}
        </Link>
      </section>
    </article>
  );
}
