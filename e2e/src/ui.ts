// UI-side helpers for end-to-end tests: drive the site the way a person does.
import { API } from '@cwt/contracts';
import type { Page } from 'playwright-core';

export async function loginThroughUi(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function openUserMenu(page: Page, username: string) {
  // The menu opens under the toasts' corner: a toast from the step before (signed in, saved) would
  // take its clicks until it has gone.
  await page.locator('[data-rht-toaster] > div').first().waitFor({ state: 'hidden', timeout: 10_000 });
  await page.getByRole('button', { name: new RegExp(username) }).click();
}

/** Signs in through the form, lands on home and waits until the bell has its live stream open. */
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
export function bellButton(page: Page, unread: number) {
  return page.getByRole('banner').getByRole('button', {
    name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });
}
