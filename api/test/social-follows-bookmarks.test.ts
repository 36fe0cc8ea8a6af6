import type { BookmarkItem, FollowResponse, FollowUser, UserProfile } from '@cwt/contracts';
import { createPost, notificationsFor, type TestUser } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  server = await startServer();
  a = await server.newUser('alice');
  b = await server.newUser('bob');
});
afterAll(() => server.close());

const UNKNOWN = '0123456789abcdef01234567';

describe('follows', () => {
  test('follow is idempotent, counts move, the followee is notified once, unfollow reverses', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await server.request<FollowResponse>('POST', `/api/follows/${b.id}`, {
        token: a.token,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ following: true, followerNumber: 1, followingNumber: 0 });
    }
    const profile = await server.request<UserProfile>('GET', `/api/users/${b.id}`, { token: a.token });
    expect(profile.body).toMatchObject({ followerNumber: 1, followingNumber: 0, amIFollowing: true });
    const anon = await server.request<UserProfile>('GET', `/api/users/${b.id}`);
    expect(anon.body.amIFollowing).toBe(false);

    const followers = await server.request<FollowUser[]>('GET', `/api/follows/${b.id}/followers`);
    expect(followers.status).toBe(200);
    expect(followers.headers.get('x-total-count')).toBe('1');
    expect(followers.body).toEqual([
      { id: a.id, _id: a.id, name: a.name, username: a.username, profilePicture: null },
    ]);
    const following = await server.request<FollowUser[]>('GET', `/api/follows/${a.id}/following`);
    expect(following.body.map((u) => u.id)).toEqual([b.id]);
    expect((await server.request<FollowUser[]>('GET', `/api/follows/${a.id}/followers`)).body).toEqual([]);

    const un = await server.request<FollowResponse>('DELETE', `/api/follows/${b.id}`, { token: a.token });
    expect(un.body).toEqual({ following: false, followerNumber: 0, followingNumber: 0 });
    const again = await server.request<FollowResponse>('DELETE', `/api/follows/${b.id}`, { token: a.token });
    expect(again.status).toBe(200);
    // Follow-unfollow-follow does not notify twice.
    await server.request('POST', `/api/follows/${b.id}`, { token: a.token });
    const rows = (await notificationsFor(server, b.id)).filter((n) => n.type === 'FOLLOW');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: a.id,
      post_id: null,
      message: `${a.name} started following you`,
    });
  });

  test('400 for yourself, 404 unknown user, 401 anonymous, 400 malformed id', async () => {
    const self = await server.request<{ message: string }>('POST', `/api/follows/${a.id}`, {
      token: a.token,
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You can't follow yourself");
    expect((await server.request('POST', `/api/follows/${UNKNOWN}`, { token: a.token })).status).toBe(404);
    expect((await server.request('POST', `/api/follows/${b.id}`)).status).toBe(401);
    expect((await server.request('POST', '/api/follows/nope', { token: a.token })).status).toBe(400);
    expect((await server.request('GET', `/api/follows/${UNKNOWN}/followers`)).status).toBe(404);
  });
});

describe('bookmarks', () => {
  test('save is idempotent, the list is newest saved first with savedAt, only your own', async () => {
    const p1 = await createPost(server, b, { title: 'Bookmark one' });
    const p2 = await createPost(server, b, { title: 'Bookmark two' });
    for (const p of [p1, p2, p1]) {
      const res = await server.request('POST', `/bookmarks/post/${p.id}`, { token: a.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ saved: true, isSaved: true });
    }
    const list = await server.request<BookmarkItem[]>('GET', '/bookmarks', { token: a.token });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.body.map((p) => p.title)).toEqual(['Bookmark two', 'Bookmark one']);
    expect(list.body[0]).toMatchObject({ saved: true, isSaved: true, savedAt: expect.any(String) });
    expect(Date.parse(list.body[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(list.body[1]!.savedAt));

    const paged = await server.request<BookmarkItem[]>('GET', '/bookmarks?page=1&size=1', { token: a.token });
    expect(paged.body.map((p) => p.title)).toEqual(['Bookmark one']);

    // Someone else sees nothing of a's.
    const theirs = await server.request<BookmarkItem[]>('GET', '/bookmarks', { token: b.token });
    expect(theirs.body).toEqual([]);
    expect(theirs.headers.get('x-total-count')).toBe('0');

    const del = await server.request('DELETE', `/bookmarks/post/${p1.id}`, { token: a.token });
    expect(del.body).toEqual({ saved: false, isSaved: false });
    expect((await server.request('DELETE', `/bookmarks/post/${p1.id}`, { token: a.token })).status).toBe(200);
    const after = await server.request<BookmarkItem[]>('GET', '/bookmarks', { token: a.token });
    expect(after.body.map((p) => p.title)).toEqual(['Bookmark two']);
  });

  test('401 anonymous, 404 unknown post, 400 malformed id', async () => {
    expect((await server.request('GET', '/bookmarks')).status).toBe(401);
    expect((await server.request('POST', `/bookmarks/post/${UNKNOWN}`)).status).toBe(401);
    expect((await server.request('POST', `/bookmarks/post/${UNKNOWN}`, { token: a.token })).status).toBe(404);
    expect((await server.request('POST', '/bookmarks/post/x', { token: a.token })).status).toBe(400);
  });
});
