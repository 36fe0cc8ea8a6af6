import { PAGES } from '@cwt/contracts';
import { signOut, toggleTheme, useSession, useT, useTheme } from '@cwt/core';
import { NavLink, Outlet, useLocation, useNavigate } from '@cwt/router';
import { BellIcon, SearchIcon, Spinner } from '@cwt/ui';
import { Suspense, useEffect, useState } from 'react';
import { DeferredRemote } from '../remotes/DeferredRemote';
import { TOP_NAV } from './nav-items';
import styles from './PublicLayout.module.css';
import { SideMenu } from './SideMenu';
import { TopBar, type TopBarUser } from './TopBar';

const DRAWER_ID = 'cwt-nav-drawer';

/** Shown until the reader's search box loads, and instead of it if the reader is down. */
export function SearchPlaceholder() {
  const t = useT();
  return (
    <div className={styles.searchPlaceholder}>
      <SearchIcon size={16} />
      <input
        type="search"
        placeholder={t('shell.search.placeholder')}
        aria-label={t('shell.search.label')}
        disabled
      />
    </div>
  );
}

function BellPlaceholder() {
  const t = useT();
  return (
    <span className={styles.bellPlaceholder} title={t('shell.bell.title')}>
      <BellIcon />
    </span>
  );
}

/** The top bar and session wiring, for the public layout. */
export function ConnectedTopBar({ menuOpen, onMenuToggle }: { menuOpen: boolean; onMenuToggle: () => void }) {
  const session = useSession();
  const { theme } = useTheme();
  const navigate = useNavigate();
  const user: TopBarUser | null = session.isSignedIn
    ? {
        username: session.username ?? '',
        profilePicture: session.profilePicture,
        userId: session.userId,
        isAdmin: session.isAdmin,
      }
    : null;
  return (
    <TopBar
      user={user}
      theme={theme}
      onToggleTheme={toggleTheme}
      onLogout={() => {
        signOut();
        navigate(PAGES.home.href);
      }}
      searchSlot={<DeferredRemote id="reader/SearchBox" placeholder={<SearchPlaceholder />} />}
      bellSlot={
        user ? <DeferredRemote id="social/NotificationBell" placeholder={<BellPlaceholder />} /> : null
      }
      menuOpen={menuOpen}
      onMenuToggle={onMenuToggle}
      drawerId={DRAWER_ID}
    />
  );
}

export function PageFallback() {
  const t = useT();
  return (
    <div className={styles.pageFallback}>
      <Spinner label={t('shell.page.loading')} />
    </div>
  );
}

/** Top bar + side menu + the page: every public route. */
export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const signedIn = useSession((s) => s.isSignedIn);
  const t = useT();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on every route change is the point.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <div className={styles.shell}>
      {/* A button, not '#main': <base href="/"> would make that fragment link go to the home page. */}
      <button type="button" className={styles.skip} onClick={() => document.getElementById('main')?.focus()}>
        {t('shell.skip')}
      </button>
      <ConnectedTopBar menuOpen={menuOpen} onMenuToggle={() => setMenuOpen((open) => !open)} />
      <div className={styles.body}>
        <SideMenu className={styles.side} />
        {menuOpen && (
          <button
            type="button"
            className={styles.backdrop}
            aria-label={t('shell.menu.close')}
            onClick={close}
          />
        )}
        <SideMenu
          id={DRAWER_ID}
          className={`${styles.drawer} ${menuOpen ? styles.drawerOpen : ''}`}
          onNavigate={close}
          before={
            <nav aria-label={t('shell.nav.site')} className={styles.drawerNav}>
              {TOP_NAV.map((item) => (
                <NavLink key={item.to} to={item.to} end onClick={close} className={styles.drawerLink}>
                  {t(item.message)}
                </NavLink>
              ))}
              {!signedIn && (
                <NavLink to={PAGES.login.href} onClick={close} className={styles.drawerLink}>
                  {t('shell.auth.login')}
                </NavLink>
              )}
            </nav>
          }
        />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
