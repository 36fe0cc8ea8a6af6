import type { Notification } from '@cwt/contracts';
import { notify } from '../src/services/notifications';
import { createPost, type TestUser, UNKNOWN_ID as UNKNOWN } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';
import { openStream } from './helpers/sse';
import { waitFor } from './helpers/wait';

let server: TestServer;
let a: TestUser;
let b: TestUser;
let c: TestUser;
beforeAll(async () => {
  server = await startServer();
  a = await server.newUser('alice');
  b = await server.newUser('bob');
  c = await server.newUser('carol');
});
afterAll(() => server.close());

async function ticketFor(user: TestUser): Promise<string> {
  const res = await server.request<{ ticket: string; expiresIn: number }>(
    'POST',
    '/api/notifications/stream-ticket',
    { token: user.token },
  );
  expect(res.status).toBe(200);
  expect(res.body.expiresIn).toBe(60);
  return res.body.ticket;
}

describe('notifications', () => {
  test('list, unread count, read one (owner only), read all', async () => {
    await server.request('POST', `/api/follows/${a.id}`, { token: b.token });
    const post = await createPost(server, a, { title: 'Liked one' });
    await server.request('POST', `/api/likes/post/${post.id}`, { token: b.token });

    const list = await server.request<Notification[]>('GET', '/api/notifications', { token: a.token });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.headers.get('x-unread-count')).toBe('2');
    const [like, follow] = list.body;
    expect(like).toMatchObject({ type: 'LIKE_POST', postId: post.id, read: false });
    expect(follow).toMatchObject({
      type: 'FOLLOW',
      postId: null,
      title: 'New follower',
      actor: { id: b.id, _id: b.id, username: b.username, name: b.name },
    });
    expect(follow!.date).toBe(follow!.createdAt);

    // Not yours: 404 whether it exists or not, and nothing changes.
    const foreign = await server.request('PATCH', `/api/notifications/${like!.id}/read`, { token: c.token });
    expect(foreign.status).toBe(404);
    expect(
      (await server.request('PATCH', `/api/notifications/${UNKNOWN}/read`, { token: a.token })).status,
    ).toBe(404);
    const cList = await server.request<Notification[]>('GET', '/api/notifications', { token: c.token });
    expect(cList.body).toEqual([]);

    const read = await server.request('PATCH', `/api/notifications/${like!.id}/read`, { token: a.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ postId: post.id });
    const unread = await server.request<Notification[]>('GET', '/api/notifications?unread=true', {
      token: a.token,
    });
    expect(unread.body.map((n) => n.id)).toEqual([follow!.id]);
    expect(unread.headers.get('x-unread-count')).toBe('1');

    const all = await server.request('PATCH', '/api/notifications/read-all', { token: a.token });
    expect(all.body).toEqual({ updated: 1 });
    const after = await server.request<Notification[]>('GET', '/api/notifications?size=1&page=1', {
      token: a.token,
    });
    expect(after.body.map((n) => n.id)).toEqual([follow!.id]);
    expect(after.headers.get('x-unread-count')).toBe('0');
  });

  test('401 anonymous everywhere, 400 malformed id', async () => {
    expect((await server.request('GET', '/api/notifications')).status).toBe(401);
    expect((await server.request('PATCH', '/api/notifications/read-all')).status).toBe(401);
    expect((await server.request('PATCH', `/api/notifications/${UNKNOWN}/read`)).status).toBe(401);
    expect((await server.request('POST', '/api/notifications/stream-ticket')).status).toBe(401);
    expect((await server.request('PATCH', '/api/notifications/x/read', { token: a.token })).status).toBe(400);
  });
});

describe('live stream', () => {
  test('delivers the new notifications of the ticket holder only, as SSE with retry', async () => {
    const streamA = await openStream(`${server.url}/api/notifications/stream?ticket=${await ticketFor(a)}`);
    const streamC = await openStream(`${server.url}/api/notifications/stream?ticket=${await ticketFor(c)}`);
    try {
      expect(streamA.status).toBe(200);
      expect(streamA.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await server.request('POST', `/api/follows/${a.id}`, { token: c.token });
      const event = await streamA.next();
      const n = JSON.parse(event.data) as Notification;
      expect(n).toMatchObject({ type: 'FOLLOW', actor: { id: c.id }, read: false });
      // The id is the stream cursor (a commit-ordered position), not the notification's id.
      expect(event.id).toMatch(/^\d+$/);
      expect(streamA.raw()).toMatch(/^retry: \d+\n/);

      // A follower of b hears b's new post; a does not hear about c's own actions on others.
      await server.request('POST', `/api/follows/${b.id}`, { token: c.token });
      const post = await createPost(server, b, { title: 'Fresh from b' });
      const forC = JSON.parse((await streamC.next()).data) as Notification;
      expect(forC).toMatchObject({ type: 'NEW_POST', postId: post.id });
      expect(streamA.raw()).not.toContain('Fresh from b');
    } finally {
      streamA.close();
      streamC.close();
    }
  });

  test('a reconnect resumes after the last event id: query cursor or Last-Event-ID header', async () => {
    const before = await server.request('GET', '/api/notifications?size=1', { token: a.token });
    const cursor = before.headers.get('x-stream-cursor')!;
    const d = await server.newUser('dave');
    await server.request('POST', `/api/follows/${a.id}`, { token: d.token });
    const first = await openStream(
      `${server.url}/api/notifications/stream?ticket=${await ticketFor(a)}&cursor=${cursor}`,
    );
    let lastId: string;
    try {
      const missed = await first.next();
      expect(JSON.parse(missed.data)).toMatchObject({ type: 'FOLLOW', actor: { id: d.id } });
      lastId = missed.id!;
      expect(Number(lastId)).toBeGreaterThan(Number(cursor));
    } finally {
      first.close();
    }
    // Dropped; meanwhile e follows. EventSource's own retry sends Last-Event-ID.
    const e = await server.newUser('erin');
    await server.request('POST', `/api/follows/${a.id}`, { token: e.token });
    const second = await openStream(`${server.url}/api/notifications/stream?ticket=${await ticketFor(a)}`, {
      'last-event-id': lastId,
    });
    try {
      const next = await second.next();
      // e joined the day's group of new followers, which d started: that group comes again, once,
      // with e on top; d's own event is not sent again.
      expect(JSON.parse(next.data)).toMatchObject({ type: 'FOLLOW', actor: { id: e.id } });
      expect(second.raw().match(/event: notification/g)).toHaveLength(1);
    } finally {
      second.close();
    }
  });

  test('rejects bearer tokens, garbage and tickets of a signed-out session', async () => {
    const asToken = await server.request('GET', `/api/notifications/stream?ticket=${a.token}`);
    expect(asToken.status).toBe(401);
    expect((await server.request('GET', '/api/notifications/stream?ticket=nope')).status).toBe(401);
    expect((await server.request('GET', '/api/notifications/stream')).status).toBe(400);
    for (const cursor of ['-1', '1.5', 'abc', '9'.repeat(16), '65f0a1b2c3d4e5f6a7b8c9d0']) {
      const bad = await server.request<{ message: string }>(
        'GET',
        `/api/notifications/stream?ticket=${await ticketFor(a)}&cursor=${cursor}`,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/cursor/);
    }
    // A ticket is no bearer token either.
    const ticket = await ticketFor(c);
    expect((await server.request('GET', '/api/notifications', { token: ticket })).status).toBe(401);
    // A password change (token version bump) voids outstanding tickets.
    const changed = await server.request('PUT', '/api/users', {
      token: c.token,
      body: { password: 'another-pass-9', currentPassword: c.password },
    });
    expect(changed.status).toBe(200);
    expect((await server.request('GET', `/api/notifications/stream?ticket=${ticket}`)).status).toBe(401);
  });
});

describe('notifications and the read cache', () => {
  test('a client refetching on the live event reads the new notification', async () => {
    const reader = await server.newUser('cache-reader');
    const stream = await openStream(
      `${server.url}/api/notifications/stream?ticket=${await ticketFor(reader)}`,
    );
    try {
      // Read (and cached) after the ticket request, which is itself a write.
      const first = await server.request<Notification[]>('GET', '/api/notifications', {
        token: reader.token,
      });
      expect(first.body).toEqual([]);
      // Created the way every service does, but with no HTTP write to drop the cache afterwards:
      // only the live event itself can make the next read fresh.
      await notify(server.database.db, [
        {
          recipientId: reader.id,
          actorId: null,
          type: 'SYSTEM',
          params: { notice: 'CONTENT_HIDDEN', content: 'post' },
          postId: null,
          targetId: null,
        },
      ]);
      await stream.next();

      const after = await server.request<Notification[]>('GET', '/api/notifications', {
        token: reader.token,
      });
      expect(after.body.map((n) => n.title)).toEqual(['Your post was hidden']);
      expect(after.headers.get('x-unread-count')).toBe('1');
    } finally {
      stream.close();
    }
  });
});

describe('stream cursor (X-Stream-Cursor)', () => {
  test('an empty list carries a cursor; the stream replays what was committed after it', async () => {
    const author = await server.newUser('author');
    const reader = await server.newUser('newcomer');
    await server.request('POST', `/api/follows/${author.id}`, { token: reader.token });
    const list = await server.request<Notification[]>('GET', '/api/notifications', { token: reader.token });
    expect(list.body).toEqual([]);
    const cursor = list.headers.get('x-stream-cursor');
    expect(cursor).toMatch(/^\d+$/);

    // Published while the client asks for its ticket: before the stream exists.
    const post = await createPost(server, author, { title: 'Before the stream' });
    const stream = await openStream(
      `${server.url}/api/notifications/stream?ticket=${await ticketFor(reader)}&cursor=${cursor}`,
    );
    try {
      const replayed = await stream.next();
      expect(JSON.parse(replayed.data)).toMatchObject({ type: 'NEW_POST', postId: post.id });
      // Then live, after the replay, with cursors in commit order.
      const later = await createPost(server, author, { title: 'After the replay' });
      const live = await stream.next();
      expect(JSON.parse(live.data)).toMatchObject({ type: 'NEW_POST', postId: later.id });
      expect(Number(live.id)).toBeGreaterThan(Number(replayed.id));
      expect(stream.raw().match(/event: notification/g)).toHaveLength(2);
    } finally {
      stream.close();
    }
    // The list now shows both, and its cursor is the last event's.
    const after = await server.request<Notification[]>('GET', '/api/notifications', { token: reader.token });
    expect(after.body).toHaveLength(2);
    expect(Number(after.headers.get('x-stream-cursor'))).toBeGreaterThan(Number(cursor));
  });

  test('the cursor survives the deletion of the newest listed notification', async () => {
    const author = await server.newUser('author');
    const reader = await server.newUser('reader');
    await server.request('POST', `/api/follows/${author.id}`, { token: reader.token });
    const first = await createPost(server, author, { title: 'Typo in the title' });
    const listed = () => server.request<Notification[]>('GET', '/api/notifications', { token: reader.token });
    // A new post's followers hear of it through the outbox, just after the answer.
    await waitFor(async () => (await listed()).body.length > 0);
    const list = await listed();
    expect(list.body.map((n) => n.postId)).toEqual([first.id]);
    const cursor = list.headers.get('x-stream-cursor');
    // The post, and with it the notification the list showed, goes; its correction comes.
    expect((await server.request('DELETE', `/api/posts/${first.id}`, { token: author.token })).status).toBe(
      200,
    );
    const second = await createPost(server, author, { title: 'No typo in the title' });
    const stream = await openStream(
      `${server.url}/api/notifications/stream?ticket=${await ticketFor(reader)}&cursor=${cursor}`,
    );
    try {
      expect(JSON.parse((await stream.next()).data)).toMatchObject({ postId: second.id });
    } finally {
      stream.close();
    }
  });

  test('without a cursor the stream starts from now', async () => {
    const author = await server.newUser('author');
    const reader = await server.newUser('reader');
    await server.request('POST', `/api/follows/${author.id}`, { token: reader.token });
    await createPost(server, author, { title: 'Old news' });
    await waitFor(
      async () =>
        (await server.request<Notification[]>('GET', '/api/notifications', { token: reader.token })).body
          .length > 0,
    );
    const stream = await openStream(
      `${server.url}/api/notifications/stream?ticket=${await ticketFor(reader)}`,
    );
    try {
      const fresh = await createPost(server, author, { title: 'Fresh news' });
      expect(JSON.parse((await stream.next()).data)).toMatchObject({ postId: fresh.id });
      expect(stream.raw()).not.toContain('Old news');
    } finally {
      stream.close();
    }
  });

  test('another origin can read the header (CORS exposes it)', async () => {
    const origin = server.config.corsOrigins[0]!;
    const res = await server.request('GET', '/api/notifications', { token: a.token, headers: { origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['x-stream-cursor', 'x-unread-count', 'x-total-count']));
  });
});
