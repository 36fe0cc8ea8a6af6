// UI-side helpers for end-to-end tests: drive the site the way a person does.
import type { Page } from 'playwright-core';

export async function loginThroughUi(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function openUserMenu(page: Page, username: string) {
  await page.getByRole('button', { name: new RegExp(username) }).click();
}
