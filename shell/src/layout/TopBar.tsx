import { PAGES } from '@cwt/contracts';
import { type Theme, useT } from '@cwt/core';
import { Link, NavLink, useLocation, useNavigate } from '@cwt/router';
import {
  Avatar,
  buttonClassName,
  ChevronDownIcon,
  CloseIcon,
  Menu,
  MenuIcon,
  type MenuItem,
  PenIcon,
  ThemeToggle,
} from '@cwt/ui';
import type { MouseEvent, ReactNode } from 'react';
import { LanguageSwitch, useLanguageMenuItem } from './LanguageSwitch';
import { TOP_NAV } from './nav-items';
import styles from './TopBar.module.css';

export interface TopBarUser {
  username: string;
  profilePicture: string | null;
  userId: string | null;
  isAdmin: boolean;
}

export interface TopBarProps {
  /** Null when signed out. */
  user: TopBarUser | null;
  theme: Theme;
  onToggleTheme: () => void;
  onLogout: () => void;
  /** The reader's search box (or its plain fallback). */
  searchSlot?: ReactNode;
  /** The social remote's notification bell (signed in only). */
  bellSlot?: ReactNode;
  /** Small screens: the navigation drawer's state. */
  menuOpen: boolean;
  onMenuToggle: () => void;
  drawerId?: string;
}

/** The public top bar: presentational, so stories and tests drive it with props. */
export function TopBar({
  user,
  theme,
  onToggleTheme,
  onLogout,
  searchSlot,
  bellSlot,
  menuOpen,
  onMenuToggle,
  drawerId = 'cwt-nav-drawer',
}: TopBarProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const languageItem = useLanguageMenuItem();

  const onHomeClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The spec: Home reloads the page when already on /.
    if (location.pathname === PAGES.home.href) {
      event.preventDefault();
      window.location.reload();
    }
  };

  const go = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(to);
  };

  const userItems: MenuItem[] = user
    ? [
        ...(user.userId
          ? [
              {
                label: t('shell.user.profile'),
                href: PAGES.profile.href(user.userId),
                onSelect: go(PAGES.profile.href(user.userId)),
              },
            ]
          : []),
        { label: t('shell.user.drafts'), href: PAGES.drafts.href, onSelect: go(PAGES.drafts.href) },
        { label: t('shell.user.account'), href: PAGES.account.href, onSelect: go(PAGES.account.href) },
        ...(user.isAdmin
          ? [{ label: t('shell.user.admin'), href: PAGES.admin.href, onSelect: go(PAGES.admin.href) }]
          : []),
        languageItem,
        { label: t('shell.user.logout'), onSelect: onLogout },
      ]
    : [];

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.hamburger}
          aria-label={t(menuOpen ? 'shell.menu.close' : 'shell.menu.open')}
          aria-expanded={menuOpen}
          aria-controls={drawerId}
          onClick={onMenuToggle}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <Link to={PAGES.home.href} className={styles.logo} onClick={onHomeClick}>
          <span className={styles.logoMark} aria-hidden="true">
            C
          </span>
          <span className={styles.logoText}>CWT</span>
        </Link>

        <nav className={styles.nav} aria-label={t('shell.nav.main')}>
          {TOP_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end
              className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
              onClick={item.to === PAGES.home.href ? onHomeClick : undefined}
            >
              {t(item.message)}
            </NavLink>
          ))}
        </nav>

        <div className={styles.search}>{searchSlot}</div>

        <div className={styles.actions}>
          <LanguageSwitch variant="compact" className={styles.language} />
          <ThemeToggle theme={theme} onToggle={onToggleTheme} />
          {user ? (
            <>
              <Link
                to={PAGES.newPost.href}
                aria-label={t('shell.newPost')}
                className={`${buttonClassName('primary', 'sm')} ${styles.newPost}`}
              >
                <PenIcon size={16} />
                <span className={styles.newPostText}>{t('shell.newPost')}</span>
              </Link>
              {bellSlot && <div className={styles.bell}>{bellSlot}</div>}
              <Menu
                align="end"
                items={userItems}
                trigger={(props) => (
                  <button
                    {...props}
                    className={styles.userButton}
                    aria-label={t('shell.user.menu', { username: user.username })}
                  >
                    <Avatar src={user.profilePicture} name={user.username} size="sm" />
                    <span className={styles.username}>{user.username}</span>
                    <ChevronDownIcon size={16} className={styles.chevron} />
                  </button>
                )}
              />
            </>
          ) : (
            <>
              {/* data-signed-out: hidden in the prerendered page of a signed-in visitor (index.html) */}
              <Link
                to={PAGES.login.href}
                className={`${buttonClassName('ghost', 'sm')} ${styles.loginLink}`}
                data-signed-out=""
              >
                {t('shell.auth.login')}
              </Link>
              <Link to={PAGES.register.href} className={buttonClassName('primary', 'sm')} data-signed-out="">
                {t('shell.auth.signUp')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
