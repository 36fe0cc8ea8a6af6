import { useOtherLanguage, useT } from '@cwt/core';
import { useNavigate } from '@cwt/router';
import { Icon, LanguageToggle, MenuIcon } from '@cwt/ui';
import { type FormEvent, type RefObject, useState } from 'react';
import styles from './AdminHeader.module.css';

interface Props {
  onToggleSidebar: () => void;
  toggleRef?: RefObject<HTMLButtonElement | null>;
  sidebarOpen: boolean;
}

const HeaderIcon = ({ d, label }: { d: string; label: string }) => (
  <span className={styles.icon} role="img" aria-label={label}>
    <Icon>
      <path d={d} />
    </Icon>
  </span>
);

/**
 * 60 px header: sidebar toggle, search (to /search?query=, untrimmed, no minimum, then cleared), the
 * language switch (the admin area has no public top bar), icons.
 */
export function AdminHeader({ onToggleSidebar, toggleRef, sidebarOpen }: Props) {
  const t = useT();
  const otherLanguage = useOtherLanguage();
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`/search?query=${encodeURIComponent(query)}`);
    setQuery('');
  };
  return (
    <header className={styles.header}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        onClick={onToggleSidebar}
        aria-label={t(sidebarOpen ? 'admin.header.closeSidebar' : 'admin.header.openSidebar')}
        aria-expanded={sidebarOpen}
        aria-controls="admin-sidebar"
      >
        <MenuIcon size={22} />
      </button>
      <search className={styles.search}>
        <form onSubmit={submit}>
          <input
            type="search"
            aria-label={t('admin.header.search')}
            placeholder={t('admin.header.searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </form>
      </search>
      <div className={styles.icons}>
        <LanguageToggle {...otherLanguage} />
        <HeaderIcon
          label={t('admin.header.notifications')}
          d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
        />
        <HeaderIcon label={t('admin.header.mail')} d="M4 4h16v16H4zM4 6l8 7 8-7" />
        <HeaderIcon
          label={t('admin.header.user')}
          d="M20 21a8 8 0 0 0-16 0M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8"
        />
      </div>
    </header>
  );
}
