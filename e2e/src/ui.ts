// UI-side helpers for end-to-end tests: drive the site the way a person does.
import { API, type Locale } from '@cwt/contracts';
import type { Locator, Page } from 'playwright-core';
import { TOASTS } from './browser';
import { escapeRegExp, messagesIn } from './messages';

/** Fills in and sends the login form, worded in `locale` (the page's language). */
export async function loginThroughUi(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
  locale: Locale = 'en',
) {
  const t = messagesIn(locale);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(startsWith(t('shell.field.username'))).fill(username);
  await page.getByLabel(startsWith(t('shell.field.password'))).fill(password);
  await page.getByRole('button', { name: t('shell.auth.login'), exact: true }).click();
}

/** Matches a text that begins with `literal` (a label followed by its required-field mark). */
export function startsWith(literal: string): RegExp {
  return new RegExp(`^${escapeRegExp(literal)}`);
}

/** Waits until no toast is showing (each goes after a few seconds). */
export async function toastsGone(page: Page): Promise<void> {
  await page.locator(`${TOASTS} > div`).first().waitFor({ state: 'hidden', timeout: 10_000 });
}

/**
 * After a sign-in through the form: home, once its 'Login successfully!' toast has shown and gone. The
 * home remote shows it when it mounts, which may be after the user menu opened: it then covered the
 * menu's items, and a click's hover paused it for good.
 */
export async function signedInAtHome(page: Page, baseUrl: string, locale: Locale = 'en'): Promise<void> {
  await page.waitForURL(`${baseUrl}/`);
  await page.locator(TOASTS).getByText(messagesIn(locale)('reader.home.loginSuccess')).waitFor();
  await toastsGone(page);
}

export async function openUserMenu(page: Page, username: string) {
  // The menu opens under the toasts' corner: a toast from the step before (signed in, saved) would
  // take its clicks until it has gone.
  await toastsGone(page);
  await page.getByRole('button', { name: new RegExp(username) }).click();
}

/** Signs in through the form and waits until the home page's bell has its live stream open. */
export async function signInLive(
  page: Page,
  baseUrl: string,
  user: { username: string; password: string },
): Promise<void> {
  const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === API.notificationsStream);
  await loginThroughUi(page, baseUrl, user.username, user.password);
  await page.waitForURL(`${baseUrl}/`);
  await streamOpen;
}

/** The top bar's bell, named by its unread count. */
export function bell(page: Page, unread: number) {
  return page.getByRole('banner').getByRole('button', {
    name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });
}

/**
 * Waits for `locator` like `locator.waitFor()`, but a timeout says what the page showed instead
 * (its URL, alerts, status lines and uncaught errors): a failure on a loaded CI machine is then
 * readable from the log alone.
 */
export async function waitForOrExplain(
  page: Page,
  locator: Locator,
  what: string,
  pageErrors: readonly string[] = [],
): Promise<void> {
  try {
    await locator.waitFor();
  } catch (e) {
    const alerts = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    const status = await page
      .getByRole('status')
      .allInnerTexts()
      .catch(() => []);
    const shown = [
      `url ${page.url()}`,
      `alerts ${JSON.stringify(alerts)}`,
      `status ${JSON.stringify(status)}`,
      `page errors ${JSON.stringify(pageErrors)}`,
    ].join('; ');
    throw new Error(`${what} did not appear (${shown}): ${(e as Error).message}`);
  }
}
