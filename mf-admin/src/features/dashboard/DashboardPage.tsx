import type { AdminStats } from '@cwt/contracts';
import { ApiError, MONTH_NAMES } from '@cwt/core';
import { useAdminStats } from '@cwt/core/admin';
import { useEffect, useState } from 'react';
import { BlogsByCategoryChart, BlogsByMonthChart } from './charts';
import styles from './Dashboard.module.css';
import { StatCards } from './StatCards';

/** The spec's users-call messages, reused for the statistics call that replaces it. */
export function statsErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 401
    ? 'Unauthorized: Invalid or expired token'
    : 'Failed to fetch users';
}

export function DashboardView({ stats, error }: { stats: AdminStats | undefined; error?: unknown }) {
  return (
    <>
      {error ? (
        <p role="alert" className={styles.error}>
          {statsErrorMessage(error)}
        </p>
      ) : null}
      <StatCards
        posts={stats?.posts ?? null}
        categories={stats?.categories ?? null}
        users={stats?.users ?? null}
      />
    </>
  );
}

export default function DashboardPage() {
  // '' = every post (the spec's chart); a month narrows the per-day series, January included.
  const [month, setMonth] = useState('');
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const query = month ? { month: Number(month), year: Number(year) } : {};
  const { data, error } = useAdminStats(query);
  useEffect(() => {
    document.title = 'DASHBOARD · CWT';
  }, []);
  return (
    <section>
      <h1 className={styles.title}>DASHBOARD</h1>
      <DashboardView stats={data} error={error} />
      <div className={styles.filters}>
        <label>
          Month{' '}
          <select value={month} onChange={(e) => setMonth(e.target.value)}>
            <option value="">All</option>
            {MONTH_NAMES.map((m, i) => (
              <option key={m} value={i + 1}>
                {m}
              </option>
            ))}
          </select>
        </label>
        {month ? (
          <label>
            Year{' '}
            <input
              type="number"
              min={2000}
              max={2100}
              value={year}
              onChange={(e) => setYear(e.target.value)}
              className={styles.year}
            />
          </label>
        ) : null}
      </div>
      <div className={styles.charts}>
        <section className={styles.chartCard}>
          <h2>Blogs by Month</h2>
          {data ? <BlogsByMonthChart data={data.postsByDay} /> : null}
        </section>
        <section className={styles.chartCard}>
          <h2>Blogs by Category</h2>
          {data ? <BlogsByCategoryChart data={data.postsByCategory} /> : null}
        </section>
      </div>
    </section>
  );
}
