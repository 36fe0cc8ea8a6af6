import { setTheme, useDocumentTitle, useTheme } from '@cwt/core';
import styles from '@/shared/Admin.module.css';

/** Dark Mode through the shared theme store: stored as dark/light and applied to the whole site. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const { theme } = useTheme();
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>Settings</h1>
      </div>
      <div className={styles.form}>
        <label style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <input
            type="checkbox"
            role="switch"
            checked={theme === 'dark'}
            aria-checked={theme === 'dark'}
            onChange={(e) => setTheme(e.target.checked ? 'dark' : 'light')}
          />
          Dark Mode
        </label>
      </div>
    </section>
  );
}
