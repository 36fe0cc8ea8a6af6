import type { Comment, LoginResponse, Notification, Post } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import {
  createPost,
  notificationsFor,
  scalar,
  startCommentCast,
  type TestUser,
  UNKNOWN_ID as UNKNOWN,
  writeComment,
} from './helpers/fixtures';
import type { TestServer } from './helpers/server';

let server: TestServer;
let author: TestUser;
let alice: TestUser;
let bob: TestUser;
let admin: LoginResponse;
beforeAll(async () => {
  ({ server, author, alice, bob, admin } = await startCommentCast());
});
afterAll(() => server.close());

const write = (user: TestUser, postId: string, content: string, parentId?: string) =>
  writeComment(server, user, postId, content, parentId);

function replies(commentId: string, viewer: { token: string } | null = null, query = '') {
  return server.request<Comment[]>(
    'GET',
    `/api/comments/${commentId}/replies${query}`,
    viewer ? { token: viewer.token } : {},
  );
}

function topLevel(postId: string, viewer: { token: string } | null = null) {
  return server.request<Comment[]>('GET', `/api/comments/${postId}`, viewer ? { token: viewer.token } : {});
}

async function commentCount(postId: string): Promise<number> {
  return (await server.request<Post>('GET', `/api/posts/${postId}`)).body.commentCount;
}

function remove(user: TestUser, commentId: string) {
  return server.request('DELETE', `/api/comments/${commentId}`, { token: user.token });
}

/** A post with a chain of replies 1 > 2 > 3 > 4 > 5 deep, written by alternating users. */
async function chain(depth: number): Promise<{ post: Post; ids: string[] }> {
  const post = await createPost(server, author, { title: `Thread ${depth}` });
  const ids: string[] = [];
  for (let i = 0; i < depth; i++) {
    const c = await write(i % 2 === 0 ? alice : bob, post.id, `level ${i + 1}`, ids[i - 1]);
    ids.push(c.id);
  }
  return { post, ids };
}

describe('replies', () => {
  test('a reply names its parent and depth; the list shows top-level comments with replyCount', async () => {
    const post = await createPost(server, author, { title: 'Replies' });
    const top = await write(alice, post.id, 'Top');
    expect(top).toMatchObject({ parentId: null, depth: 1, replyCount: 0, replyTo: null, state: 'visible' });
    const reply = await write(bob, post.id, 'Answer', top.id);
    expect(reply).toMatchObject({
      parentId: top.id,
      depth: 2,
      replyCount: 0,
      replyTo: null,
      state: 'visible',
    });

    const list = await topLevel(post.id);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body.map((c) => [c.id, c.replyCount])).toEqual([[top.id, 1]]);
    const direct = await replies(top.id);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('x-total-count')).toBe('1');
    expect(direct.body.map((c) => c.content)).toEqual(['Answer']);
    // Every level counts.
    expect(await commentCount(post.id)).toBe(2);
  });

  test('replies page oldest first', async () => {
    const post = await createPost(server, author, { title: 'Many replies' });
    const top = await write(alice, post.id, 'Top');
    for (const n of [1, 2, 3, 4, 5]) await write(bob, post.id, `r${n}`, top.id);
    const first = await replies(top.id, null, '?page=0&size=2');
    expect(first.body.map((c) => c.content)).toEqual(['r1', 'r2']);
    expect(first.headers.get('x-total-count')).toBe('5');
    const last = await replies(top.id, null, '?page=2&size=2');
    expect(last.body.map((c) => c.content)).toEqual(['r5']);
  });

  test('past level 3, replies attach to the level-3 ancestor, in time order, with replyTo', async () => {
    const { post, ids } = await chain(5);
    const [, , third, fourth, fifth] = ids as [string, string, string, string, string];
    const extra = await write(alice, post.id, 'to the third again', third);
    const deep = await replies(third);
    expect(deep.body.map((c) => [c.content, c.depth, c.replyTo])).toEqual([
      ['level 4', 4, { id: third, username: alice.username }],
      ['level 5', 5, { id: fourth, username: bob.username }],
      ['to the third again', 4, { id: third, username: alice.username }],
    ]);
    expect(deep.body.map((c) => c.id)).toEqual([fourth, fifth, extra.id]);
    // The level-3 comment counts its whole subtree, as its replies list does.
    const second = await replies(ids[1]!);
    expect(second.body.map((c) => [c.id, c.replyCount, c.replyTo])).toEqual([[third, 3, null]]);
  });

  test('parentId must be a visible comment of the same post: 400 otherwise', async () => {
    const post = await createPost(server, author, { title: 'Parents' });
    const other = await createPost(server, author, { title: 'Elsewhere' });
    const elsewhere = await write(alice, other.id, 'Not here');
    for (const parentId of [UNKNOWN, elsewhere.id, 'nope']) {
      const res = await server.request('POST', `/api/comments/${post.id}`, {
        token: bob.token,
        body: { content: 'Reply', parentId },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String) });
    }
    const hidden = await write(alice, post.id, 'Will be hidden');
    await server.database.db.execute(sql`update comments set hidden = true where id = ${hidden.id}`);
    const toHidden = await server.request('POST', `/api/comments/${post.id}`, {
      token: bob.token,
      body: { content: 'Reply', parentId: hidden.id },
    });
    expect(toHidden.status).toBe(400);
  });

  test('replies of an unknown comment: 404; malformed id: 400', async () => {
    expect((await replies(UNKNOWN)).status).toBe(404);
    expect((await replies('nope')).status).toBe(400);
  });

  test("the parent's author is notified of a reply (with the comment to open); not when replying to oneself", async () => {
    const post = await createPost(server, author, { title: 'Notify' });
    const top = await write(alice, post.id, 'Top');
    const reply = await write(bob, post.id, 'Reply', top.id);
    await write(alice, post.id, 'Own reply', top.id);
    const toAlice = (await notificationsFor(server, alice.id)).filter((n) => n.post_id === post.id);
    expect(toAlice).toEqual([
      expect.objectContaining({ type: 'REPLY', actor_id: bob.id, target_id: reply.id, title: 'New reply' }),
    ]);
    // The post's author hears of every comment, replies included, once each.
    const toAuthor = (await notificationsFor(server, author.id)).filter((n) => n.post_id === post.id);
    expect(toAuthor.map((n) => n.type)).toEqual(['COMMENT', 'COMMENT', 'COMMENT']);
    const list = await server.request<Notification[]>('GET', '/api/notifications', { token: alice.token });
    const wire = list.body.find((n) => n.type === 'REPLY' && n.postId === post.id);
    expect(wire).toMatchObject({ commentId: reply.id, actor: { id: bob.id } });
  });

  test('a reply to the post author notifies them once, as the REPLY', async () => {
    const post = await createPost(server, author, { title: 'Once' });
    const top = await write(author, post.id, 'Mine');
    await write(bob, post.id, 'Hi', top.id);
    const toAuthor = (await notificationsFor(server, author.id)).filter((n) => n.post_id === post.id);
    expect(toAuthor.map((n) => n.type)).toEqual(['REPLY']);
  });
});

describe('tombstones', () => {
  test('deleting a comment with replies leaves "[deleted]": no author, no text; its replies stay', async () => {
    const post = await createPost(server, author, { title: 'Tombstone' });
    const top = await write(alice, post.id, 'Gone soon');
    await server.request('POST', `/api/likes/comment/${top.id}`, { token: bob.token });
    const reply = await write(bob, post.id, 'Still here', top.id);
    expect(await commentCount(post.id)).toBe(2);
    expect((await remove(alice, top.id)).status).toBe(200);

    const list = await topLevel(post.id, bob);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: top.id,
        state: 'deleted',
        content: '',
        user: null,
        likeCount: 0,
        liked: false,
        canDelete: false,
        replyCount: 1,
      }),
    ]);
    expect((await replies(top.id)).body.map((c) => c.id)).toEqual([reply.id]);
    expect(await commentCount(post.id)).toBe(1);
    // A tombstone cannot be deleted, liked or replied to again.
    expect((await remove(alice, top.id)).status).toBe(404);
    expect((await server.request('POST', `/api/likes/comment/${top.id}`, { token: bob.token })).status).toBe(
      404,
    );
    const again = await server.request('POST', `/api/comments/${post.id}`, {
      token: bob.token,
      body: { content: 'x', parentId: top.id },
    });
    expect(again.status).toBe(400);

    // The last reply going takes the tombstone with it.
    expect((await remove(bob, reply.id)).status).toBe(200);
    expect((await topLevel(post.id)).body).toEqual([]);
    expect(
      await scalar(server, sql`select count(*)::int as n from comments where post_id = ${post.id}`),
    ).toBe(0);
    expect(await commentCount(post.id)).toBe(0);
  });

  test('deleting a leaf removes it', async () => {
    const post = await createPost(server, author, { title: 'Leaf' });
    const top = await write(alice, post.id, 'Top');
    const leaf = await write(bob, post.id, 'Leaf', top.id);
    expect((await remove(bob, leaf.id)).status).toBe(200);
    expect((await replies(top.id)).body).toEqual([]);
    expect((await topLevel(post.id)).body[0]).toMatchObject({ id: top.id, replyCount: 0, state: 'visible' });
  });

  test('reports on a tombstone are removed, and none can be filed', async () => {
    const post = await createPost(server, author, { title: 'Reported' });
    const top = await write(alice, post.id, 'Reported thing');
    await write(bob, post.id, 'Reply', top.id);
    const filed = await server.request('POST', '/api/report-items', {
      token: admin.token,
      body: { contentId: top.id, type: 'Com', percentToxic: 0.9 },
    });
    expect(filed.status).toBe(201);
    await remove(alice, top.id);
    const left = sql`select count(*)::int as n from report_items where content_id = ${top.id}`;
    expect(await scalar(server, left)).toBe(0);
    const again = await server.request('POST', '/api/report-items', {
      token: admin.token,
      body: { contentId: top.id, type: 'Com', percentToxic: 0.9 },
    });
    expect(again.status).toBe(400);
  });

  test('a hidden comment with replies reads "[hidden]" to others, itself to its author and admins', async () => {
    const post = await createPost(server, author, { title: 'Hidden' });
    const top = await write(alice, post.id, 'Moderated');
    const reply = await write(bob, post.id, 'Reply', top.id);
    const leaf = await write(alice, post.id, 'Hidden leaf');
    await server.database.db.execute(
      sql`update comments set hidden = true where id in (${top.id}, ${leaf.id})`,
    );
    const asBob = (await topLevel(post.id, bob)).body;
    expect(asBob).toEqual([
      expect.objectContaining({ id: top.id, state: 'hidden', content: '', user: null, replyCount: 1 }),
    ]);
    expect((await replies(top.id)).body.map((c) => c.id)).toEqual([reply.id]);
    const asAlice = (await topLevel(post.id, alice)).body;
    expect(asAlice.map((c) => [c.content, c.state])).toEqual([
      ['Moderated', 'visible'],
      ['Hidden leaf', 'visible'],
    ]);
    const asAdmin = (await topLevel(post.id, admin)).body;
    expect(asAdmin.map((c) => c.state)).toEqual(['visible', 'visible']);
  });

  test('deleting an account tombstones its comments that have replies; the rest go; counts stay exact', async () => {
    const leaving = await server.newUser('leaving');
    const post = await createPost(server, author, { title: 'Account' });
    const answered = await write(leaving, post.id, 'Answered');
    const reply = await write(bob, post.id, 'Answer', answered.id);
    const ownThread = await write(leaving, post.id, 'Only my own reply under it');
    await write(leaving, post.id, 'Mine', ownThread.id);
    await write(leaving, post.id, 'Plain');
    expect(await commentCount(post.id)).toBe(5);
    const res = await server.request('DELETE', '/api/users/me', {
      token: leaving.token,
      body: { password: leaving.password },
    });
    expect(res.status).toBe(200);
    const list = (await topLevel(post.id)).body;
    expect(list.map((c) => [c.id, c.state, c.user])).toEqual([[answered.id, 'deleted', null]]);
    expect((await replies(answered.id)).body.map((c) => c.id)).toEqual([reply.id]);
    expect(await commentCount(post.id)).toBe(1);
  });

  test('an admin removing a user with their content tombstones the same way', async () => {
    const leaving = await server.newUser('removed');
    const post = await createPost(server, author, { title: 'Admin removal' });
    const answered = await write(leaving, post.id, 'Answered');
    const reply = await write(bob, post.id, 'Answer', answered.id);
    const res = await server.request('DELETE', `/api/admin/users/${leaving.id}?content=delete`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect((await topLevel(post.id)).body.map((c) => [c.id, c.state])).toEqual([[answered.id, 'deleted']]);
    expect((await replies(answered.id)).body.map((c) => c.id)).toEqual([reply.id]);
    expect(await commentCount(post.id)).toBe(1);
  });
});
