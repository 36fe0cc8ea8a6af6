import '@/i18n/pages/catalogue';
import { PAGES } from '@cwt/contracts';
import { useDocumentTitle, useT } from '@cwt/core';
import { Link, useSearchParams } from '@cwt/router';
import { useEffect, useRef } from 'react';
import { MessageWithLink } from '@/i18n/MessageWithLink';
import { ContactForm } from './ContactForm';
import styles from './InfoPage.module.css';
import { topicMessage } from './topics';

export default function SupportPage() {
  const t = useT();
  useDocumentTitle(t('shell.nav.support'));
  const [params] = useSearchParams();
  const topicId = topicMessage(params.get('topic'));
  const topic = topicId ? t(topicId) : undefined;
  const formRef = useRef<HTMLElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Arriving from a Feedback card: go straight to the form.
    if (topic) {
      formRef.current?.scrollIntoView?.({ block: 'start' });
      nameRef.current?.focus({ preventScroll: true });
    }
  }, [topic]);

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t('shell.nav.support')}</p>
        <h1 className={styles.title}>{t('shell.support.title')}</h1>
        <p className={styles.lead}>{t('shell.support.lead')}</p>
      </header>

      <section className={styles.section} aria-labelledby="faq">
        <h2 id="faq" className={styles.sectionTitle}>
          {t('shell.support.faqTitle')}
        </h2>
        <div className={styles.faqs}>
          <details className={styles.faq} open>
            <summary>{t('shell.support.faq.account.question')}</summary>
            <p>
              <MessageWithLink
                id="shell.support.faq.account.answer"
                link={<Link to={PAGES.register.href}>{t('shell.auth.signUp')}</Link>}
              />
            </p>
          </details>
          <details className={styles.faq}>
            <summary>{t('shell.support.faq.password.question')}</summary>
            <p>
              <MessageWithLink
                id="shell.support.faq.password.answer"
                link={<Link to={PAGES.forgotPassword.href}>{t('shell.login.forgot')}</Link>}
              />
            </p>
          </details>
          <details className={styles.faq}>
            <summary>{t('shell.support.faq.report.question')}</summary>
            <p>{t('shell.support.faq.report.answer')}</p>
          </details>
        </div>
      </section>

      <section ref={formRef} id="contact" className={styles.section} aria-labelledby="contact-title">
        <h2 id="contact-title" className={styles.sectionTitle}>
          {t('shell.support.contactTitle')}
        </h2>
        <ContactForm key={topic ?? 'general'} topicLabel={topic} nameRef={nameRef} />
      </section>
    </article>
  );
}
