import { API, type LoginResponse } from '@cwt/contracts';
import {
  adoptProfileLocale,
  apiRequest,
  errorText,
  isAdmin,
  isApiError,
  peekRuntimeConfig,
  setFlag,
  signIn,
  t,
  useT,
} from '@cwt/core';
import { useLocation, useNavigate } from '@cwt/router';
import { notify } from '@cwt/ui';
import { lazy, Suspense, useState } from 'react';
import styles from './AuthPage.module.css';
import { postLoginTarget } from './redirects';

const GoogleLoginWidget = lazy(() => import('./GoogleLoginWidget'));

export interface GoogleSignInButtonProps {
  /** Called just before the session is set, so the page's own "already signed in" redirect stands aside. */
  onSigningIn?: () => void;
}

/**
 * Google sign-in (POST /api/auth/google with the ID token). Renders nothing, and loads nothing from
 * Google, unless /config.json sets a googleClientId.
 */
export function GoogleSignInButton({ onSigningIn }: GoogleSignInButtonProps) {
  const clientId = peekRuntimeConfig()?.googleClientId;
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const translate = useT();
  if (!clientId) return null;

  const fail = (message: string) => {
    notify.error(message);
    setBusy(false);
  };

  const onCredential = async (token: string) => {
    if (busy) return;
    setBusy(true);
    try {
      const response = await apiRequest<LoginResponse>(API.googleLogin, {
        method: 'POST',
        body: { token },
        auth: 'none',
        credentials: 'include',
      });
      const admin = isAdmin({ token: response.token, userRole: response.userRole });
      if (!admin) setFlag('loginSuccess');
      onSigningIn?.();
      signIn(response);
      void adoptProfileLocale();
      notify.success(t('shell.google.success'));
      navigate(postLoginTarget(admin, location.state), { replace: true });
    } catch (err) {
      if (isApiError(err) && err.status === 0) fail(t('shell.google.connection'));
      else if (isApiError(err)) fail(errorText(err, 'shell.google.failed'));
      else fail(t('shell.google.failed'));
    }
  };

  return (
    <div className={styles.google} data-testid="google-signin">
      <div className={styles.divider}>
        <span>{translate('shell.google.or')}</span>
      </div>
      <Suspense fallback={null}>
        <GoogleLoginWidget
          clientId={clientId}
          onCredential={(token) => void onCredential(token)}
          onError={() => fail(t('shell.google.failed'))}
        />
      </Suspense>
    </div>
  );
}
