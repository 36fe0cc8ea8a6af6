import type { Notification } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { createPost, loginAdmin, type TestUser, writeComment } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';
import { openStream } from './helpers/sse';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const fans = (n: number, prefix = 'fan') =>
  Promise.all(Array.from({ length: n }, () => server.newUser(prefix)));

async function inbox(user: TestUser, query = '') {
  const res = await server.request<Notification[]>('GET', `/api/notifications${query}`, {
    token: user.token,
  });
  expect(res.status).toBe(200);
  return {
    items: res.body,
    unread: Number(res.headers.get('x-unread-count')),
    cursor: res.headers.get('x-stream-cursor')!,
  };
}

const like = (user: TestUser, postId: string, on = true) =>
  server.request(on ? 'POST' : 'DELETE', `/api/likes/post/${postId}`, { token: user.token });

/** Moves every group of `user` a day and a minute into the past: the next event starts a new one. */
const ageGroups = (user: TestUser) =>
  server.database.db.execute(
    sql`update notifications set group_started_at = group_started_at - interval '1 day 1 minute',
        created_at = created_at - interval '1 day 1 minute' where recipient_id = ${user.id}`,
  );

describe('grouped notifications', () => {
  test('likes of one post within a day are one row, named by the newest liker, counted as one unread', async () => {
    const author = await server.newUser('author');
    const post = await createPost(server, author, { title: 'Grouped' });
    const [lan, minh, huy] = await fans(3);
    for (const fan of [lan!, minh!, huy!]) await like(fan, post.id);

    const { items, unread } = await inbox(author);
    expect(items).toHaveLength(1);
    expect(unread).toBe(1);
    expect(items[0]).toMatchObject({
      type: 'LIKE_POST',
      postId: post.id,
      read: false,
      actorCount: 3,
      actor: { id: huy!.id },
      message: `${huy!.name} and 2 others liked your post "Grouped"`,
    });
    expect(items[0]!.actors.map((a) => a.id)).toEqual([huy!.id, minh!.id, lan!.id]);
    expect(items[0]!.title).toBe('New likes');

    // A liker's account is deleted: they no longer count, and the group is the newest one left's.
    const admin = await loginAdmin(server);
    expect(
      (await server.request('DELETE', `/api/admin/users/${huy!.id}`, { token: admin.token })).status,
    ).toBe(200);
    const [after] = (await inbox(author)).items;
    expect(after).toMatchObject({
      actorCount: 2,
      actor: { id: minh!.id },
      message: `${minh!.name} and 1 other liked your post "Grouped"`,
    });
  });

  test('a group is marked read as one; a new like makes it unread again with the new liker on top', async () => {
    const author = await server.newUser('author');
    const post = await createPost(server, author, { title: 'Read me' });
    const [a, b] = await fans(2);
    await like(a!, post.id);
    const [group] = (await inbox(author)).items;
    expect(group!.message).toBe(`${a!.name} liked your post "Read me"`);
    expect(
      (await server.request('PATCH', `/api/notifications/${group!.id}/read`, { token: author.token })).status,
    ).toBe(200);
    expect((await inbox(author)).unread).toBe(0);

    await like(b!, post.id);
    const after = await inbox(author);
    expect(after.unread).toBe(1);
    expect(after.items).toEqual([
      expect.objectContaining({
        id: group!.id,
        read: false,
        actorCount: 2,
        actor: expect.objectContaining({ id: b!.id }),
        message: `${b!.name} and 1 other liked your post "Read me"`,
      }),
    ]);
  });

  test('unlike takes the liker out of the count; liking again counts them without telling twice', async () => {
    const author = await server.newUser('author');
    const post = await createPost(server, author, { title: 'Counted' });
    const [a, b] = await fans(2);
    await like(a!, post.id);
    await like(b!, post.id);
    await server.request('PATCH', '/api/notifications/read-all', { token: author.token });

    await like(b!, post.id, false);
    let { items, unread } = await inbox(author);
    expect(items[0]).toMatchObject({ actorCount: 1, actor: { id: a!.id }, read: true });
    expect(items[0]!.message).toBe(`${a!.name} liked your post "Counted"`);
    expect(unread).toBe(0);

    await like(b!, post.id);
    ({ items, unread } = await inbox(author));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ actorCount: 2, read: true });
    expect(unread).toBe(0);

    // Everyone gone: the group goes too.
    await like(a!, post.id, false);
    await like(b!, post.id, false);
    expect((await inbox(author)).items).toEqual([]);
  });

  test('a like a day after the group started starts a new group', async () => {
    const author = await server.newUser('author');
    const post = await createPost(server, author, { title: 'Days' });
    const [a, b] = await fans(2);
    await like(a!, post.id);
    await ageGroups(author);
    await like(b!, post.id);
    const { items, unread } = await inbox(author);
    expect(items.map((n) => [n.actor?.id, n.actorCount])).toEqual([
      [b!.id, 1],
      [a!.id, 1],
    ]);
    expect(unread).toBe(2);
  });

  test('follows and comment likes group per target; comments and replies stay single', async () => {
    const author = await server.newUser('author');
    const post = await createPost(server, author, { title: 'Mixed' });
    const [a, b] = await fans(2);
    for (const fan of [a!, b!])
      await server.request('POST', `/api/follows/${author.id}`, { token: fan.token });
    const comment = await writeComment(server, author, post.id, 'My own comment');
    for (const fan of [a!, b!]) {
      await server.request('POST', `/api/likes/comment/${comment.id}`, { token: fan.token });
      await writeComment(server, fan, post.id, `Hello from ${fan.username}`);
    }
    await writeComment(server, a!, post.id, 'A reply', comment.id);

    const { items, unread } = await inbox(author);
    const kinds = items.map((n) => `${n.type}:${n.actorCount}`).sort();
    expect(kinds).toEqual(['COMMENT:1', 'COMMENT:1', 'FOLLOW:2', 'LIKE_COMMENT:2', 'REPLY:1']);
    expect(unread).toBe(5);
    expect(items.find((n) => n.type === 'FOLLOW')!.message).toBe(
      `${b!.name} and 1 other started following you`,
    );
    expect(items.find((n) => n.type === 'REPLY')!.actors).toEqual([expect.objectContaining({ id: a!.id })]);

    await server.request('DELETE', `/api/follows/${author.id}`, { token: a!.token });
    expect((await inbox(author)).items.find((n) => n.type === 'FOLLOW')).toMatchObject({ actorCount: 1 });
  });

  test('the live stream sends the changed group again (same id, new cursor), not a second row', async () => {
    const author = await server.newUser('author');
    const post = await createPost(server, author, { title: 'Live' });
    const [a, b] = await fans(2);
    await like(a!, post.id);
    const { items, cursor } = await inbox(author);
    const ticket = await server.request<{ ticket: string }>('POST', '/api/notifications/stream-ticket', {
      token: author.token,
    });
    const stream = await openStream(
      `${server.url}/api/notifications/stream?ticket=${ticket.body.ticket}&cursor=${cursor}`,
    );
    try {
      await like(b!, post.id);
      const event = await stream.next();
      expect(Number(event.id)).toBeGreaterThan(Number(cursor));
      expect(JSON.parse(event.data)).toMatchObject({
        id: items[0]!.id,
        actorCount: 2,
        actor: { id: b!.id },
        read: false,
      });
    } finally {
      stream.close();
    }
  });

  test('concurrent likes on one post make one group counting them all', async () => {
    const author = await server.newUser('author');
    const post = await createPost(server, author, { title: 'Rush' });
    const many = await fans(8, 'rush');
    await Promise.all(many.map((fan) => like(fan, post.id)));
    const { items } = await inbox(author);
    expect(items).toHaveLength(1);
    expect(items[0]!.actorCount).toBe(8);
    expect(items[0]!.actors).toHaveLength(3);
  });
});
