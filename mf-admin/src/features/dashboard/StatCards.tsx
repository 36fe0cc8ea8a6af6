import { useT } from '@cwt/core';
import { Link } from '@cwt/router';
import styles from './Dashboard.module.css';

export interface StatCardsProps {
  posts: number | null;
  categories: number | null;
  users: number | null;
}

/** BLOGS, CATEGORIES and USER counts, each linking to its screen. */
export function StatCards({ posts, categories, users }: StatCardsProps) {
  const t = useT();
  // The key names the card for tests (stat-BLOGS) and its label (admin.dashboard.stat.BLOGS).
  const cards = [
    { key: 'BLOGS', value: posts, to: '/admin/products' },
    { key: 'CATEGORIES', value: categories, to: '/admin/categories' },
    { key: 'USER', value: users, to: '/admin/customers' },
  ];
  return (
    <ul className={styles.cards}>
      {cards.map((c) => (
        <li key={c.key}>
          <Link to={c.to} className={styles.card} data-testid={`stat-${c.key}`}>
            <span className={styles.cardLabel}>{t(`admin.dashboard.stat.${c.key}`)}</span>
            <span className={styles.cardValue}>{c.value ?? '—'}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
