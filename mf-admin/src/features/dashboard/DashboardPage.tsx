import type { AdminStats } from '@cwt/contracts';
import { ApiError, pageTitle, t, useT } from '@cwt/core';
import { useAdminStats } from '@cwt/core/admin';
import { useEffect, useState } from 'react';
import { BlogsByCategoryChart, BlogsByMonthChart } from './charts';
import styles from './Dashboard.module.css';
import { StatCards } from './StatCards';

/** The month filter's options: January to December. */
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The spec's users-call messages, reused for the statistics call that replaces it. */
export function statsErrorMessage(error: unknown): string {
  return t(
    error instanceof ApiError && error.status === 401
      ? 'admin.dashboard.unauthorized'
      : 'admin.dashboard.fetchFailed',
  );
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
  const t = useT();
  // '' = every post (the spec's chart); a month narrows the per-day series, January included.
  const [month, setMonth] = useState('');
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const query = month ? { month: Number(month), year: Number(year) } : {};
  const { data, error } = useAdminStats(query);
  // The spec's upper-case page title, as the heading says it (not the title case useDocumentTitle takes).
  const title = t('admin.dashboard.title');
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return (
    <section>
      <h1 className={styles.title}>{title}</h1>
      <DashboardView stats={data} error={error} />
      <div className={styles.filters}>
        <label>
          {t('admin.dashboard.month')}{' '}
          <select value={month} onChange={(e) => setMonth(e.target.value)}>
            <option value="">{t('admin.dashboard.allMonths')}</option>
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {t('admin.dashboard.monthName', { month: String(m) })}
              </option>
            ))}
          </select>
        </label>
        {month ? (
          <label>
            {t('admin.dashboard.year')}{' '}
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
          <h2>{t('admin.chart.byMonth')}</h2>
          {data ? <BlogsByMonthChart data={data.postsByDay} /> : null}
        </section>
        <section className={styles.chartCard}>
          <h2>{t('admin.chart.byCategory')}</h2>
          {data ? <BlogsByCategoryChart data={data.postsByCategory} /> : null}
        </section>
      </div>
    </section>
  );
}
