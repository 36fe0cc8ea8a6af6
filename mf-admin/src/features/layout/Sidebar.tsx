import { ADMIN_PAGES, PAGES } from '@cwt/contracts';
import { useT } from '@cwt/core';
import { Link, useLocation } from '@cwt/router';
import { Icon, useOutsideClick } from '@cwt/ui';
import { type RefObject, useRef } from 'react';
import styles from './Sidebar.module.css';

/** Sidebar destinations (the contracts' admin screens), each label a catalogue id. */
export const ADMIN_LINKS = [
  {
    to: ADMIN_PAGES.dashboard.href,
    label: 'admin.nav.dashboard',
    icon: 'M3 13h8V3H3zM13 21h8V11h-8zM3 21h8v-6H3zM13 9h8V3h-8z',
  },
  { to: ADMIN_PAGES.blogs.href, label: 'admin.nav.blogs', icon: 'M4 4h16v16H4zM8 8h8M8 12h8M8 16h5' },
  {
    to: ADMIN_PAGES.categories.href,
    label: 'admin.nav.categories',
    icon: 'M3 7l9-4 9 4-9 4zM3 12l9 4 9-4M3 17l9 4 9-4',
  },
  {
    to: ADMIN_PAGES.customers.href,
    label: 'admin.nav.customers',
    icon: 'M17 21a5 5 0 0 0-10 0M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M21 21a4 4 0 0 0-3-3.9',
  },
  { to: ADMIN_PAGES.reportItems.href, label: 'admin.nav.reportItems', icon: 'M4 22V4h13l-2 4 2 4H4' },
  {
    to: ADMIN_PAGES.settings.href,
    label: 'admin.nav.settings',
    icon: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6M19 12l2-1-2-4-2 .5-1.5-1L15 4h-6l-.5 2.5-1.5 1L5 7 3 11l2 1-2 1 2 4 2-.5 1.5 1L9 20h6l.5-2.5 1.5-1 2 .5 2-4z',
  },
  {
    to: ADMIN_PAGES.supportMessages.href,
    label: 'admin.nav.supportMessages',
    icon: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  },
] as const;

/** The pathname below /admin without slashes: '' for /admin and /admin/. */
export function adminSection(pathname: string): string {
  const m = /^\/admin\/?(.*)$/.exec(pathname);
  return (m?.[1] ?? pathname).replace(/\/+$/, '');
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The header toggle: a click on it is not an "outside" click. */
  ignoreRef?: RefObject<HTMLElement | null>;
}

/** 5rem dark rail: CWT badge to /, one icon link per screen, exact-path highlight, closes on an outside click. */
export function Sidebar({ open, onClose, ignoreRef }: Props) {
  const t = useT();
  const { pathname } = useLocation();
  const current = adminSection(pathname);
  const ref = useRef<HTMLElement>(null);
  useOutsideClick(
    ref,
    (event) => {
      if (ignoreRef?.current?.contains(event.target as Node)) return;
      onClose();
    },
    open,
  );
  return (
    <nav
      id="admin-sidebar"
      ref={ref}
      aria-label={t('admin.nav.label')}
      className={open ? styles.sidebar : styles.closed}
      aria-hidden={!open}
      inert={!open}
    >
      <Link to={PAGES.home.href} className={styles.badge} aria-label={t('admin.nav.home')}>
        CWT
      </Link>
      <ul className={styles.list}>
        {ADMIN_LINKS.map((link) => {
          const active = current === adminSection(link.to);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                className={active ? styles.active : styles.link}
                aria-current={active ? 'page' : undefined}
                title={t(link.label)}
              >
                <Icon size={22} strokeWidth={1.8}>
                  <path d={link.icon} />
                </Icon>
                <span className={styles.label}>{t(link.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
