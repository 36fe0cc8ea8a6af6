import '@/i18n/pages/catalogue';
import { PAGES } from '@cwt/contracts';
import { peekRuntimeConfig, useDocumentTitle, useT } from '@cwt/core';
import { Link } from '@cwt/router';
import { buttonClassName, ChatIcon } from '@cwt/ui';
import { BugIcon, BulbIcon, CalendarIcon } from '@cwt/ui/icons';
import type { ReactNode } from 'react';
import { MessageWithLink } from '@/i18n/MessageWithLink';
import styles from './InfoPage.module.css';
import { FEEDBACK_TOPICS, type FeedbackTopic } from './topics';

/** Each card's texts are `<base>.title`, `.text` and `.action`, base being its topic's title id less `.title`. */
const CARDS: { topic: FeedbackTopic; icon: ReactNode }[] = [
  { topic: 'feature', icon: <BulbIcon size={26} /> },
  { topic: 'bug', icon: <BugIcon size={26} /> },
  { topic: 'feedback', icon: <ChatIcon size={26} /> },
  { topic: 'meeting', icon: <CalendarIcon size={26} /> },
];

export default function FeedbackPage() {
  const t = useT();
  useDocumentTitle(t('shell.nav.feedback'));
  const supportEmail = peekRuntimeConfig()?.supportEmail ?? 'support@cwt.local';
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t('shell.nav.feedback')}</p>
        <h1 className={styles.title}>{t('shell.feedback.title')}</h1>
        <p className={styles.lead}>{t('shell.feedback.lead')}</p>
      </header>
      <ul className={styles.cards}>
        {CARDS.map((card) => {
          const base = FEEDBACK_TOPICS[card.topic].replace(/\.title$/, '');
          const title = t(`${base}.title`);
          const action = t(`${base}.action`);
          return (
            <li key={card.topic} className={styles.feedbackCard}>
              <span className={styles.cardIcon}>{card.icon}</span>
              <h2 className={styles.tileTitle}>{title}</h2>
              <p className={styles.tileText}>{t(`${base}.text`)}</p>
              <Link
                to={`${PAGES.support.href}?topic=${card.topic}#contact`}
                className={buttonClassName('secondary', 'sm')}
                aria-label={`${action}: ${title}`}
              >
                {action}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>
        <MessageWithLink
          id="shell.feedback.email"
          link={<a href={`mailto:${supportEmail}`}>{supportEmail}</a>}
        />
      </p>
    </article>
  );
}
