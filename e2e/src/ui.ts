// UI-side helpers for end-to-end tests: drive the site the way a person does.
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
