import type { Locale, NotificationText, NotificationType, SYSTEM_NOTICES } from '@cwt/contracts';
import type { MessageId } from '../i18n/en';
import { translate } from '../i18n/translate';

/** Each text's ids: per type, and per notice for system messages. */
type TextBase = Exclude<NotificationType, 'SYSTEM'> | `SYSTEM.${(typeof SYSTEM_NOTICES)[number]}`;
const idOf = (base: TextBase, part: 'title' | 'message'): MessageId =>
  `notification.${base}.${part}` as const;

/**
 * A notification's stored `title` and `message` in `locale`, from its type and params: how every
 * writer renders one, and how a group is rendered again when it changes or is read.
 */
export function renderNotification(locale: Locale, n: NotificationText): { title: string; message: string } {
  const base: TextBase = n.type === 'SYSTEM' ? `SYSTEM.${n.params.notice}` : n.type;
  const values =
    n.type === 'SYSTEM'
      ? n.params
      : { ...n.params, actor: n.params.actor.trim() || translate(locale, 'notification.someone') };
  return {
    title: translate(locale, idOf(base, 'title'), values),
    message: translate(locale, idOf(base, 'message'), values),
  };
}
