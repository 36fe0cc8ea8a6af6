import { Link } from '@cwt/router';
import styles from './Dashboard.module.css';

export interface StatCardsProps {
  posts: number | null;
  categories: number | null;
  users: number | null;
}

/** BLOGS, CATEGORIES and USER counts, each linking to its screen. */
export function StatCards({ posts, categories, users }: StatCardsProps) {
  const cards = [
    { label: 'BLOGS', value: posts, to: '/admin/products' },
    { label: 'CATEGORIES', value: categories, to: '/admin/categories' },
    { label: 'USER', value: users, to: '/admin/customers' },
  ];
  return (
    <ul className={styles.cards}>
      {cards.map((c) => (
        <li key={c.label}>
          <Link to={c.to} className={styles.card} data-testid={`stat-${c.label}`}>
            <span className={styles.cardLabel}>{c.label}</span>
            <span className={styles.cardValue}>{c.value ?? '—'}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
