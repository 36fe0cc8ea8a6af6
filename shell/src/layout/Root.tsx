import { PAGES } from '@cwt/contracts';
import { on, signOut, t } from '@cwt/core';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from '@cwt/router';
import { AppToaster, notify } from '@cwt/ui';
import { useEffect } from 'react';

/** Above every route (public and admin): the one toaster and the session-expiry handling. */
export function Root() {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(
    () =>
      on('session:expired', () => {
        // Core has already cleared the session; signing out again is harmless and keeps this self-contained.
        signOut();
        notify.warning(t('shell.session.expired'));
        navigate(PAGES.login.href, { replace: true, state: { from: location.pathname + location.search } });
      }),
    [navigate, location.pathname, location.search],
  );

  return (
    <>
      <Outlet />
      {/* Below the 64 px top bar: a toast must never cover the account menu. */}
      <AppToaster offsetTop={72} />
      <ScrollRestoration />
    </>
  );
}
