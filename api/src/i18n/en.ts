/**
 * The API's own texts in English (ICU MessageFormat): the mails. `vi.ts` has the same keys with the
 * same arguments (test/i18n-catalogues.test.ts). The notification texts are not here: clients render
 * them too, so they live in @cwt/contracts' catalogue (translate.ts adds them).
 */
export const en = {
  'mail.reset.subject': 'Reset your CWT password',
  'mail.reset.text':
    'Hello {name},\n\nSomeone (hopefully you) asked to reset your CWT password. The link works once, for 1 hour:\n\n{link}\n\nIf it was not you, ignore this e-mail; your password stays the same.\n',
  'mail.set.subject': 'Set your CWT password',
  'mail.set.text':
    'Hello {name},\n\nAn account was created for you on CWT. Set your password here (the link works once, for 1 hour):\n\n{link}\n',
  'mail.verify.subject': 'Confirm your e-mail for CWT',
  'mail.verify.text':
    'Hello {name},\n\nPlease confirm your e-mail address by opening this link (valid for 48 hours):\n\n{link}\n',
} as const;

export type MailMessageId = keyof typeof en;
/** The API's own catalogue: every mail id, translated. */
export type MailCatalogue = Record<MailMessageId, string>;
