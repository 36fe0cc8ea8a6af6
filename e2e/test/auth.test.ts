import { uniqueUser } from '../src/api';
import { expectAccessible } from '../src/browser';
import { ADMIN } from '../src/site';
import { page, site, useBrowserSuite } from '../src/suite';
import { loginThroughUi, openUserMenu, signedInAtHome } from '../src/ui';

useBrowserSuite();

test('a visitor registers, signs in, sees their name in the top bar and signs out', async () => {
  const user = uniqueUser();
  await page.goto(`${site.url}/register`);
  await expectAccessible(page, 'register');
  await page.getByLabel(/^Name/).fill(user.name);
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Username/).fill(user.username);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('Signup successful! Please log in.').first().waitFor();
  await page.waitForURL(`${site.url}/login`);
  await expectAccessible(page, 'login');

  await loginThroughUi(page, site.url, user.username, user.password);
  await signedInAtHome(page, site.url);
  const banner = page.getByRole('banner');
  await banner.getByText(user.username).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await openUserMenu(page, user.username);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await banner.getByRole('link', { name: 'Login' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBeNull();
});

test('wrong credentials show the error inline and keep the visitor on /login', async () => {
  await loginThroughUi(page, site.url, 'nobody-here', 'wrong-password');
  await page.getByRole('alert').filter({ hasText: 'Invalid username or password!' }).first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('an ADMIN is sent to /admin after login', async () => {
  await loginThroughUi(page, site.url, ADMIN.username, ADMIN.password);
  await page.waitForURL(`${site.url}/admin`);
  await page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
  // The admin area has its own chrome: the public top bar is not rendered there.
  expect(await page.getByRole('link', { name: 'Support', exact: true }).count()).toBe(0);
});

test('a USER typing /admin lands on /', async () => {
  const user = uniqueUser('plain');
  await page.goto(`${site.url}/register`);
  await page.getByLabel(/^Name/).fill(user.name);
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Username/).fill(user.username);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${site.url}/login`);
  await loginThroughUi(page, site.url, user.username, user.password);
  await page.waitForURL(`${site.url}/`);
  await page.goto(`${site.url}/admin`);
  await page.waitForURL(`${site.url}/`);
  expect(await page.getByRole('heading', { name: 'DASHBOARD' }).count()).toBe(0);
});
