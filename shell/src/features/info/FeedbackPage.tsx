import { PAGES } from '@cwt/contracts';
import { peekRuntimeConfig, useDocumentTitle } from '@cwt/core';
import { Link } from '@cwt/router';
import { buttonClassName } from '@cwt/ui';
import type { ReactNode } from 'react';
import { BugIcon, BulbIcon, CalendarIcon, ChatIcon } from '@/layout/icons';
import styles from './InfoPage.module.css';
import type { FeedbackTopic } from './topics';

const CARDS: { title: string; text: string; action: string; topic: FeedbackTopic; icon: ReactNode }[] = [
  {
    title: 'Feature request',
    text: 'Missing something? Tell us what would make CWT more useful for you.',
    action: 'REQUEST',
    topic: 'feature',
    icon: <BulbIcon size={26} />,
  },
  {
    title: 'Report a bug',
    text: 'Something broken or odd? Describe what happened and we will fix it.',
    action: 'REPORT',
    topic: 'bug',
    icon: <BugIcon size={26} />,
  },
  {
    title: 'General feedback',
    text: 'Share what you love, what you do not, and anything in between.',
    action: 'SUBMIT',
    topic: 'feedback',
    icon: <ChatIcon size={26} />,
  },
  {
    title: "Let's talk",
    text: 'Want to partner or dig deeper? Book a conversation with the team.',
    action: 'SCHEDULE A MEETING',
    topic: 'meeting',
    icon: <CalendarIcon size={26} />,
  },
];

export default function FeedbackPage() {
  useDocumentTitle('Feedback');
  const supportEmail = peekRuntimeConfig()?.supportEmail ?? 'support@cwt.local';
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Feedback</p>
        <h1 className={styles.title}>How can we make CWT better?</h1>
        <p className={styles.lead}>Your ideas shape what we build next.</p>
      </header>
      <ul className={styles.cards}>
        {CARDS.map((card) => (
          <li key={card.topic} className={styles.feedbackCard}>
            <span className={styles.cardIcon}>{card.icon}</span>
            <h2 className={styles.tileTitle}>{card.title}</h2>
            <p className={styles.tileText}>{card.text}</p>
            <Link
              to={`${PAGES.support.href}?topic=${card.topic}#contact`}
              className={buttonClassName('secondary', 'sm')}
              aria-label={`${card.action}: ${card.title}`}
            >
              {card.action}
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Prefer email? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </article>
  );
}
