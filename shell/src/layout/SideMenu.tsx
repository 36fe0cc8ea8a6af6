import { PAGES } from '@cwt/contracts';
import { useT } from '@cwt/core';
import { NavLink } from '@cwt/router';
import { BookmarkIcon, ChatIcon, FlameIcon, HistoryIcon, TagIcon } from '@cwt/ui';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './LanguageSwitch';
import { COPYRIGHT, SIDE_NAV } from './nav-items';
import styles from './SideMenu.module.css';

const ICONS: Record<(typeof SIDE_NAV)[number]['icon'], ReactNode> = {
  bookmark: <BookmarkIcon size={18} />,
  tag: <TagIcon size={18} />,
  flame: <FlameIcon size={18} />,
  chat: <ChatIcon size={18} />,
  history: <HistoryIcon size={18} />,
};

interface SideMenuProps {
  /** Extra links above the menu (the drawer adds the top-bar links on small screens). */
  before?: ReactNode;
  onNavigate?: () => void;
  className?: string;
  id?: string;
}

export function SideMenu({ before, onNavigate, className, id }: SideMenuProps) {
  const t = useT();
  return (
    <aside id={id} className={className ? `${styles.menu} ${className}` : styles.menu}>
      {before}
      <nav aria-label={t('shell.side.explore')} className={styles.nav}>
        <p className={styles.heading}>{t('shell.side.explore')}</p>
        <ul className={styles.list}>
          {SIDE_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to !== PAGES.tags.href}
                onClick={onNavigate}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                <span className={styles.icon}>{ICONS[item.icon]}</span>
                {t(item.message)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <footer className={styles.footer}>
        <p>{COPYRIGHT}</p>
        <p className={styles.tagline}>{t('shell.side.tagline')}</p>
        <p>
          <LanguageSwitch variant="link" />
        </p>
      </footer>
    </aside>
  );
}
