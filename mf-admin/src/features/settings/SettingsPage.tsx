import { setTheme, useDocumentTitle, useT, useTheme } from '@cwt/core';
import styles from '@/shared/Admin.module.css';

/** Dark Mode through the shared theme store: stored as dark/light and applied to the whole site. */
export function SettingsPage() {
  const t = useT();
  useDocumentTitle(t('admin.settings.title'));
  const { theme } = useTheme();
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1>{t('admin.settings.title')}</h1>
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
          {t('admin.settings.darkMode')}
        </label>
      </div>
    </section>
  );
}
