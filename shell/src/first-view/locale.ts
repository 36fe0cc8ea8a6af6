// The language of a served page: negotiated per request from the `locale` cookie and Accept-Language
// (contracts' negotiateLocale), and written into the document so the browser starts in it.
import { type Locale, negotiateLocale } from '@cwt/contracts';
import { applyLocale, localeCookieValue, pageTitle, SERVED_LOCALE_ATTRIBUTE, t } from '@cwt/core';
import { DESCRIPTION, escapeHtml, TITLE } from './html';

/** What the shell's server reads of a request to choose its language. */
export interface LocaleRequest {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

export function requestLocale({ cookie, acceptLanguage }: LocaleRequest): Locale {
  return negotiateLocale(localeCookieValue(cookie), acceptLanguage);
}

const HTML_OPEN = /<html lang="[^"]*"/;
const NOSCRIPT = /<noscript>[^<]*<\/noscript>/;
const BOOT_TEXT = /(<div class="cwt-boot" role="status">)[^<]*(<\/div>)/;

/**
 * A built page (index.html, app.html) in `locale`: `<html lang>` and the served
 * language's marker (core starts in it, so hydration shows no other language), the site's title and
 * description, the no-JavaScript line and the loading line. A page's own title and description
 * (a post's) are put in afterwards.
 */
export function localizeDocument(html: string, locale: Locale): string {
  // Rendering is synchronous: the language set here is the one of this page only.
  applyLocale(locale);
  const description = escapeHtml(t('shell.meta.description'));
  return html
    .replace(HTML_OPEN, () => `<html lang="${locale}" ${SERVED_LOCALE_ATTRIBUTE}="${locale}"`)
    .replace(TITLE, () => `<title>${escapeHtml(pageTitle())}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${description}">`)
    .replace(NOSCRIPT, () => `<noscript>${escapeHtml(t('shell.noscript'))}</noscript>`)
    .replace(
      BOOT_TEXT,
      (_match, open: string, close: string) => `${open}${escapeHtml(t('shell.boot.loading'))}${close}`,
    );
}
