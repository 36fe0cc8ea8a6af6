import type { Notification, NotificationPreferences } from '@cwt/contracts';
import { createPost, type TestUser, writeComment } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';
import { openStream } from './helpers/sse';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const ALL_ON = { LIKE: true, COMMENT: true, REPLY: true, MENTION: true, FOLLOW: true, NEW_POST: true };
const PREFS = '/api/users/me/notification-preferences';

const prefs = (user: TestUser) =>
  server.request<NotificationPreferences>('GET', PREFS, { token: user.token });
const setPrefs = (user: TestUser, kinds: unknown) =>
  server.request<NotificationPreferences & { message?: string }>('PUT', PREFS, {
    token: user.token,
    body: { kinds },
  });
const mute = (user: TestUser, postId: string, on = true) =>
  server.request<{ postId: string; muted: boolean; message?: string }>(
    on ? 'POST' : 'DELETE',
    `/api/posts/${postId}/thread-mute`,
    { token: user.token },
  );

async function inbox(user: TestUser): Promise<Notification[]> {
  return (await server.request<Notification[]>('GET', '/api/notifications', { token: user.token })).body;
}

describe('notification preferences', () => {
  test('every kind is on by default; PUT switches the kinds it names and keeps the others', async () => {
    const user = await server.newUser('prefs');
    expect((await prefs(user)).body).toEqual({ kinds: ALL_ON, mutedThreads: [] });

    const off = await setPrefs(user, { LIKE: false, FOLLOW: false });
    expect(off.status).toBe(200);
    expect(off.body.kinds).toEqual({ ...ALL_ON, LIKE: false, FOLLOW: false });
    const back = await setPrefs(user, { FOLLOW: true, MENTION: false });
    expect(back.body.kinds).toEqual({ ...ALL_ON, LIKE: false, MENTION: false });
    expect((await prefs(user)).body.kinds).toEqual(back.body.kinds);
  });

  test('400 for unknown kinds or values that are not booleans; 401 signed out', async () => {
    const user = await server.newUser('prefs');
    for (const kinds of [{ LIKES: false }, { LIKE: 'no' }, null, []]) {
      const res = await setPrefs(user, kinds);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await server.request('GET', PREFS)).status).toBe(401);
    expect((await server.request('PUT', PREFS, { body: { kinds: {} } })).status).toBe(401);
  });

  test('a kind switched off is not created: likes and follows stay silent, comments still notify', async () => {
    const author = await server.newUser('quiet');
    const fan = await server.newUser('fan');
    const post = await createPost(server, author, { title: 'Quiet please' });
    await setPrefs(author, { LIKE: false, FOLLOW: false });
    await server.request('POST', `/api/likes/post/${post.id}`, { token: fan.token });
    await server.request('POST', `/api/follows/${author.id}`, { token: fan.token });
    await writeComment(server, fan, post.id, 'Still talking');
    expect((await inbox(author)).map((n) => n.type)).toEqual(['COMMENT']);

    // Back on: later likes notify, earlier ones are not brought back.
    await setPrefs(author, { LIKE: true });
    const other = await server.newUser('fan');
    await server.request('POST', `/api/likes/post/${post.id}`, { token: other.token });
    const likes = (await inbox(author)).filter((n) => n.type === 'LIKE_POST');
    expect(likes).toEqual([
      expect.objectContaining({ actorCount: 1, actor: expect.objectContaining({ id: other.id }) }),
    ]);
  });

  test('new posts of followed authors can be switched off', async () => {
    const writer = await server.newUser('writer');
    const reader = await server.newUser('reader');
    await server.request('POST', `/api/follows/${writer.id}`, { token: reader.token });
    await setPrefs(reader, { NEW_POST: false });
    await createPost(server, writer, { title: 'Nobody told' });
    // The outbox fans out after the answer; a second reader who kept them on shows it has run.
    const keen = await server.newUser('keen');
    await server.request('POST', `/api/follows/${writer.id}`, { token: keen.token });
    await createPost(server, writer, { title: 'Told' });
    for (let i = 0; (await inbox(keen)).length < 1 && i < 100; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await inbox(keen)).toHaveLength(1);
    expect(await inbox(reader)).toEqual([]);
  });

  test('a muted thread: no comments or replies about that post, live or listed; other posts still notify', async () => {
    const author = await server.newUser('muter');
    const [fan, other] = await Promise.all([server.newUser('fan'), server.newUser('fan')]);
    const muted = await createPost(server, author, { title: 'Muted' });
    const open = await createPost(server, author, { title: 'Open' });
    const mine = await writeComment(server, author, open.id, 'My comment');

    const res = await mute(author, muted.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ postId: muted.id, muted: true });
    expect((await mute(author, muted.id)).status).toBe(200);
    const listed = (await prefs(author)).body.mutedThreads;
    expect(listed).toEqual([{ postId: muted.id, title: 'Muted', mutedAt: expect.any(String) }]);

    const list = await server.request('GET', '/api/notifications', { token: author.token });
    const ticket = await server.request<{ ticket: string }>('POST', '/api/notifications/stream-ticket', {
      token: author.token,
    });
    const stream = await openStream(
      `${server.url}/api/notifications/stream?ticket=${ticket.body.ticket}&cursor=${list.headers.get('x-stream-cursor')}`,
    );
    try {
      const top = await writeComment(server, fan, muted.id, 'Unheard');
      await writeComment(server, other, muted.id, 'Also unheard', top.id);
      // Likes are not about the thread: still told.
      await server.request('POST', `/api/likes/post/${muted.id}`, { token: fan.token });
      await writeComment(server, fan, open.id, 'Heard', mine.id);
      const first = JSON.parse((await stream.next()).data) as Notification;
      const second = JSON.parse((await stream.next()).data) as Notification;
      expect([first.type, second.type]).toEqual(['LIKE_POST', 'REPLY']);
    } finally {
      stream.close();
    }
    expect((await inbox(author)).map((n) => `${n.type}:${n.postId === muted.id ? 'muted' : 'open'}`)).toEqual(
      ['REPLY:open', 'LIKE_POST:muted'],
    );

    expect((await mute(author, muted.id, false)).body).toEqual({ postId: muted.id, muted: false });
    await writeComment(server, fan, muted.id, 'Heard again');
    expect((await inbox(author))[0]).toMatchObject({ type: 'COMMENT', postId: muted.id });
    expect((await prefs(author)).body.mutedThreads).toEqual([]);
  });

  test('thread mute: 404 for an unknown post, 400 for a malformed id, 401 signed out', async () => {
    const user = await server.newUser('muter');
    const unknown = await mute(user, '0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(typeof unknown.body.message).toBe('string');
    expect((await mute(user, 'nope')).status).toBe(400);
    expect((await server.request('POST', '/api/posts/0123456789abcdef01234567/thread-mute')).status).toBe(
      401,
    );
  });
});
