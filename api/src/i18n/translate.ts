import { DEFAULT_LOCALE, LOCALES, type Locale, type NotificationMessageId } from '@cwt/contracts';
// The notification texts are the clients' too, so they live in @cwt/contracts' catalogue; read here as
// ICU text (the front end's build compiles the same files). docs/i18n.md, "Notifications".
import notificationsEn from '@cwt/contracts/i18n/en.messages.json';
import notificationsVi from '@cwt/contracts/i18n/vi.messages.json';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { en, type MailMessageId } from './en';
import { vi } from './vi';

/**
 * The API's catalogues through @lingui/core, the library the front end uses, so an ICU message means
 * the same on both sides. The front end compiles its catalogues at build time; the API compiles its
 * few dozen messages once at start (under a millisecond), which saves it a build step.
 */
export type MessageId = MailMessageId | NotificationMessageId;
/** Every text the API renders, in one language: its mails and the notifications. */
export type Catalogue = Record<MessageId, string>;
export const CATALOGUES: Record<Locale, Catalogue> = {
  en: { ...notificationsEn, ...en },
  vi: { ...notificationsVi, ...vi },
};

/** A message that does not parse stops the API at start (and its tests), never a request. */
function compile(catalogue: Catalogue): Messages {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => [id, compileMessageOrThrow(message)]),
  );
}

/** One instance per locale: each renders only its own language, so no request switches another's. */
const instances = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, messages: { [locale]: compile(CATALOGUES[locale]) } }),
  ]),
) as Record<Locale, I18n>;

export type MessageValues = Record<string, string | number>;

/** The message `id` in `locale`, its ICU arguments filled from `values`. */
export function translate(locale: Locale, id: MessageId, values: MessageValues = {}): string {
  return instances[locale]._(id, values);
}

/** A member's stored locale, or the default when they have not chosen one. */
export function localeOrDefault(locale: Locale | null | undefined): Locale {
  return locale ?? DEFAULT_LOCALE;
}
