import { type Locale, type NotificationText, renderNotificationText } from '@cwt/contracts';
import { translate } from '../i18n/translate';

/**
 * A notification's stored `title` and `message` in `locale`, from its type and params: how every
 * writer renders one, and how a group is rendered again when it changes or is read. Clients render
 * the same texts with the same function in their own language (docs/i18n.md, "Notifications").
 */
export function renderNotification(locale: Locale, n: NotificationText): { title: string; message: string } {
  return renderNotificationText(n, (id, values) => translate(locale, id, values));
}
