// The bell's live stream must not lose a notification that is committed while the bell connects: the
// stream-ticket or stream request is held back here, as on a slow network, and the author publishes
// meanwhile. Only a stream that resumes after what the list showed delivers it without a reload.
import { API, apiPath, type Notification } from '@cwt/contracts';
import type { Page, Request } from 'playwright-core';
import { authedCall, publishPost, registeredUser } from '../src/api';
import { site, useSitePages } from '../src/suite';
import { bell, signInLive } from '../src/ui';

/** How long the held-back request waits, as a slow mobile network would. */
const HOLD_MS = 1500;

const openPage = useSitePages();

type User = Awaited<ReturnType<typeof registeredUser>>;

const isStream = (r: Request) => new URL(r.url()).pathname === API.notificationsStream;

/**
 * Holds back the next request to `pathname`: `sent` resolves once the page has sent it, and the
 * request goes on to the API only after `release()` and HOLD_MS more, so whatever the test does in
 * between is committed before the API sees the request. With `drop`, the request never reaches the
 * API: it is answered by a stream that opens and ends at once, as a connection that drops does.
 */
async function holdBack(page: Page, pathname: string, { drop = false } = {}) {
  let markSent!: () => void;
  let release!: () => void;
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (held) return route.continue();
      held = true;
      markSent();
      await released;
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      if (!drop) return route.continue();
      const origin = route.request().headers().origin ?? site.url;
      await route.fulfill({
        status: 200,
        headers: {
          'content-type': 'text/event-stream',
          'access-control-allow-origin': origin,
          'access-control-allow-credentials': 'true',
        },
        body: 'retry: 3000\n: connected\n\n',
      });
    },
  );
  return { sent, release };
}

function publish(author: User, title: string) {
  return publishPost(site.apiUrl, author.token, title, '<p>Published while the bell connects.</p>');
}

async function unreadOnServer(user: User): Promise<number> {
  const res = await fetch(`${site.apiUrl}${API.notifications}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(res.status).toBe(200);
  return Number(res.headers.get('X-Unread-Count'));
}

test('a user with no notifications sees a post published while the stream ticket is in flight', async () => {
  const c = await registeredUser(site.apiUrl, 'quiet');
  const d = await registeredUser(site.apiUrl, 'author');
  await authedCall(site.apiUrl, c.token, apiPath(API.follow, { userId: d.id }), { method: 'POST' });
  const page = await openPage();
  await signInLive(page, site.url, c);

  const ticket = await holdBack(page, API.notificationsStreamTicket);
  await page.goto(`${site.url}/about`);
  await ticket.sent;
  // The list has answered by now (the ticket is asked for after it): empty, for a new user.
  await bell(page, 0).waitFor();
  const title = `Quiet start ${d.username}`;
  await publish(d, title);
  expect(await unreadOnServer(c)).toBe(1);
  ticket.release();

  await bell(page, 1).waitFor({ timeout: 10_000 });
  await bell(page, 1).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: new RegExp(title) })
    .waitFor();
});

test('a user with notifications sees a post published while the stream request is in flight', async () => {
  const c = await registeredUser(site.apiUrl, 'busy');
  const d = await registeredUser(site.apiUrl, 'author');
  const e = await registeredUser(site.apiUrl, 'fan');
  await authedCall(site.apiUrl, c.token, apiPath(API.follow, { userId: d.id }), { method: 'POST' });
  await authedCall(site.apiUrl, e.token, apiPath(API.follow, { userId: c.id }), { method: 'POST' });
  const first = await publish(d, `First draft ${d.username}`);
  // C has two notifications: e's follow (unread) and, newest, d's first post (already read).
  const listed = await authedCall<Notification[]>(site.apiUrl, c.token, API.notifications);
  expect(listed.map((n) => n.type)).toEqual(['NEW_POST', 'FOLLOW']);
  await authedCall(site.apiUrl, c.token, apiPath(API.notificationRead, { id: listed[0]!.id }), {
    method: 'PATCH',
  });

  const page = await openPage();
  await signInLive(page, site.url, c);
  const stream = await holdBack(page, API.notificationsStream);
  await page.goto(`${site.url}/about`);
  await stream.sent;
  await bell(page, 1).waitFor();
  // While the stream connects, d replaces the first post by a corrected one: the notification the
  // list showed as newest is gone with its post, and a new one arrives.
  await authedCall(site.apiUrl, d.token, apiPath(API.post, { id: first.id }), { method: 'DELETE' });
  const title = `Corrected ${d.username}`;
  await publish(d, title);
  expect(await unreadOnServer(c)).toBe(2);
  stream.release();

  await bell(page, 2).waitFor({ timeout: 10_000 });
  await bell(page, 2).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('button', { name: new RegExp(title) }).waitFor();
  expect(await panel.getByRole('button', { name: new RegExp(title) }).count()).toBe(1);
});

test('a stream that drops resumes where the list left off, with what was published meanwhile', async () => {
  const c = await registeredUser(site.apiUrl, 'dropped');
  const d = await registeredUser(site.apiUrl, 'author');
  await authedCall(site.apiUrl, c.token, apiPath(API.follow, { userId: d.id }), { method: 'POST' });
  const page = await openPage();
  await signInLive(page, site.url, c);

  const stream = await holdBack(page, API.notificationsStream, { drop: true });
  const streamUrls: URL[] = [];
  page.on('request', (r) => {
    if (isStream(r)) streamUrls.push(new URL(r.url()));
  });
  await page.goto(`${site.url}/about`);
  await stream.sent;
  await bell(page, 0).waitFor();
  const title = `Meanwhile ${d.username}`;
  await publish(d, title);
  stream.release();

  // The bell connects again by itself, with a fresh ticket, and the post comes in without a reload.
  await bell(page, 1).waitFor({ timeout: 10_000 });
  expect(streamUrls).toHaveLength(2);
  expect(streamUrls[1]!.searchParams.get('ticket')).not.toBe(streamUrls[0]!.searchParams.get('ticket'));
  await bell(page, 1).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: new RegExp(title) })
    .waitFor();
});
