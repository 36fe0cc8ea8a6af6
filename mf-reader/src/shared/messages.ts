import { t } from '@cwt/core';
import { notify } from '@cwt/ui';

/**
 * The spec's alert when a signed-out reader likes, saves or deletes: one toast id, so repeated
 * clicks show it once.
 */
export function notifyLoginRequired(): void {
  notify.error(t('reader.loginRequired'), { id: 'login-required' });
}
