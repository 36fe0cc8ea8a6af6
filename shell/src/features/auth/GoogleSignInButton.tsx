import { peekRuntimeConfig } from '@cwt/core';
import styles from './AuthPage.module.css';

/**
 * Slot for Google sign-in (spec: POST /api/auth/google). Renders nothing unless /config.json sets a
 * googleClientId. The follow-up issue loads Google's client script (the only allowed external script),
 * renders its button into this container and sends the credential through the core client.
 */
export function GoogleSignInButton() {
  const clientId = peekRuntimeConfig()?.googleClientId;
  if (!clientId) return null;
  return (
    <div className={styles.google}>
      <div className={styles.divider}>
        <span>or</span>
      </div>
      <div data-google-client-id={clientId} data-testid="google-signin-slot" />
    </div>
  );
}
