import { API, type LoginResponse } from '@cwt/contracts';
import { apiRequest, isAdmin, isApiError, peekRuntimeConfig, setFlag, signIn } from '@cwt/core';
import { useLocation, useNavigate } from '@cwt/router';
import { notify } from '@cwt/ui';
import { lazy, Suspense, useState } from 'react';
import styles from './AuthPage.module.css';
import { postLoginTarget } from './redirects';

const GoogleLoginWidget = lazy(() => import('./GoogleLoginWidget'));

export const GOOGLE_LOGIN_FAILED = 'Google login failed!';
export const CONNECTION_ERROR = 'Lỗi kết nối đến server';
export const LOGIN_SUCCESS = 'Đăng nhập thành công!';

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
      notify.success(LOGIN_SUCCESS);
      navigate(postLoginTarget(admin, location.state), { replace: true });
    } catch (err) {
      if (isApiError(err) && err.status === 0) fail(CONNECTION_ERROR);
      else if (isApiError(err) && err.message) fail(err.message);
      else fail(GOOGLE_LOGIN_FAILED);
    }
  };

  return (
    <div className={styles.google} data-testid="google-signin">
      <div className={styles.divider}>
        <span>or</span>
      </div>
      <Suspense fallback={null}>
        <GoogleLoginWidget
          clientId={clientId}
          onCredential={(token) => void onCredential(token)}
          onError={() => fail(GOOGLE_LOGIN_FAILED)}
        />
      </Suspense>
    </div>
  );
}
