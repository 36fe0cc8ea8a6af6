// A notification's title and message from its type and params (issue 22), for the API (its stored
// `title`/`message`, in the recipient's language) and the clients (in the reader's active language,
// again whenever it changes). The texts themselves are ./i18n/<locale>.messages.json: one catalogue
// both read, so no ICU message is written twice.
//
// Why here: the texts are part of the wire contract (their arguments are NOTIFICATION_PARAMS), and
// @cwt/contracts is the one package both the API and the front end depend on; the API importing a
// remote's catalogue, or a remote the API's, would couple two apps (scripts/check-layers.mjs).
//
// No zod in this file, nor any import of a module that builds schemas: the social remote's bell
// renders with it, and zod must stay out of the front end's first view (docs/quality.md).
import type en from './i18n/en.messages.json';
import type { Locale } from './locale';
import type { NotificationParamsOf, NotificationText, NotificationType } from './notifications';

/** System notices (type SYSTEM), each a text of the catalogue. */
export const SYSTEM_NOTICES = [
  /** The recipient's post or comment was reported and hidden by the automatic moderation. */
  'CONTENT_HIDDEN',
] as const;
export type SystemNotice = (typeof SYSTEM_NOTICES)[number];

/** An id of the notification catalogue (`notification.<TYPE>.title`, ...). */
export type NotificationMessageId = keyof typeof en;

/** Renders a catalogue message: core's `t` on the front end, the API's `translate` in one locale. */
export type NotificationTranslate = (
  id: NotificationMessageId,
  values?: Record<string, string | number>,
) => string;

type Kind<V> = V extends number ? 'number' : 'string';
/**
 * Each type's params and whether each is a string or a number: what a client checks before it
 * renders a notification itself. Written out rather than read from NOTIFICATION_PARAMS, whose zod
 * schemas the front end must not load; the `satisfies` holds the two equal (a param added, removed
 * or retyped there fails the typecheck here).
 */
const PARAM_KINDS = {
  LIKE_POST: { actor: 'string', others: 'number', postTitle: 'string' },
  LIKE_COMMENT: { actor: 'string', others: 'number', comment: 'string' },
  COMMENT: { actor: 'string', postTitle: 'string' },
  REPLY: { actor: 'string', postTitle: 'string' },
  MENTION: { actor: 'string', postTitle: 'string', place: 'string' },
  FOLLOW: { actor: 'string', others: 'number' },
  NEW_POST: { actor: 'string', postTitle: 'string' },
  SYSTEM: { notice: 'string', content: 'string' },
} as const satisfies {
  [T in NotificationType]: { [K in keyof NotificationParamsOf<T>]-?: Kind<NotificationParamsOf<T>[K]> };
};

/** The catalogue's name for a notification's texts: its type, or for a system one, its notice. */
type TextBase = Exclude<NotificationType, 'SYSTEM'> | `SYSTEM.${SystemNotice}`;
const idOf = (base: TextBase, part: 'title' | 'message') => `notification.${base}.${part}` as const;

/**
 * A notification's title and message from the catalogue through `translate`. An actor without a name
 * (an account gone) is the catalogue's "Someone".
 */
export function renderNotificationText(
  n: NotificationText,
  translate: NotificationTranslate,
): { title: string; message: string } {
  const base: TextBase = n.type === 'SYSTEM' ? `SYSTEM.${n.params.notice}` : n.type;
  const values =
    n.type === 'SYSTEM'
      ? n.params
      : { ...n.params, actor: n.params.actor.trim() || translate('notification.someone') };
  return { title: translate(idOf(base, 'title'), values), message: translate(idOf(base, 'message'), values) };
}

/**
 * A notification from the wire as a text this build can render, or null when it cannot: no params
 * (an API from before issue 22), or a type, notice or param it does not know (a newer API). The
 * caller then shows the notification's stored `title` and `message`.
 */
export function readNotificationText(
  type: string,
  params: Readonly<Record<string, string | number>> | undefined,
): NotificationText | null {
  if (!params || !Object.hasOwn(PARAM_KINDS, type)) return null;
  const kinds: Readonly<Record<string, string>> = PARAM_KINDS[type as NotificationType];
  for (const [name, kind] of Object.entries(kinds)) if (typeof params[name] !== kind) return null;
  if (type === 'SYSTEM' && !(SYSTEM_NOTICES as readonly unknown[]).includes(params.notice)) return null;
  // Checked above against the type's params, which is what NotificationText states.
  return { type, params } as NotificationText;
}

/**
 * The catalogue for the front end's `registerCatalogue('notification', notificationCatalogue)`: each
 * locale's file, compiled at build time like every bundle's. The API reads the same files as ICU text
 * (`@cwt/contracts/i18n/<locale>.messages.json`).
 */
export const notificationCatalogue: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./i18n/en.messages.json'),
  vi: () => import('./i18n/vi.messages.json'),
};
