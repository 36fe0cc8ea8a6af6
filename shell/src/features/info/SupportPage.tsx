import { PAGES } from '@cwt/contracts';
import { useDocumentTitle } from '@cwt/core';
import { Link, useSearchParams } from '@cwt/router';
import { useEffect, useRef } from 'react';
import { ContactForm } from './ContactForm';
import styles from './InfoPage.module.css';
import { topicLabel } from './topics';

export default function SupportPage() {
  useDocumentTitle('Support');
  const [params] = useSearchParams();
  const topic = topicLabel(params.get('topic'));
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
        <p className={styles.eyebrow}>Support</p>
        <h1 className={styles.title}>How can we help?</h1>
        <p className={styles.lead}>Answers to common questions, and a direct line to our team.</p>
      </header>

      <section className={styles.section} aria-labelledby="faq">
        <h2 id="faq" className={styles.sectionTitle}>
          Frequently asked questions
        </h2>
        <div className={styles.faqs}>
          <details className={styles.faq} open>
            <summary>How do I create an account?</summary>
            <p>
              Click <Link to={PAGES.register.href}>Sign Up</Link> in the top bar, fill in your name, email,
              username and password, then log in with your new username.
            </p>
          </details>
          <details className={styles.faq}>
            <summary>How do I reset my password?</summary>
            <p>
              On the login page, click <Link to={PAGES.forgotPassword.href}>Forgot Password?</Link> and enter
              your email. We will send you a link to choose a new password.
            </p>
          </details>
          <details className={styles.faq}>
            <summary>How do I report inappropriate content?</summary>
            <p>
              Open the post and use its report button, or the menu of a comment. Our moderators review every
              report.
            </p>
          </details>
        </div>
      </section>

      <section ref={formRef} id="contact" className={styles.section} aria-labelledby="contact-title">
        <h2 id="contact-title" className={styles.sectionTitle}>
          Contact us
        </h2>
        <ContactForm key={topic ?? 'general'} topicLabel={topic} nameRef={nameRef} />
      </section>
    </article>
  );
}
