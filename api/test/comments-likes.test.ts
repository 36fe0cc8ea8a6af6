import type { Comment, LikeResponse, Post } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import {
  createPost,
  loginAdmin,
  notificationsFor,
  scalar,
  type TestUser,
  UNKNOWN_ID as UNKNOWN,
} from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let author: TestUser;
let reader: TestUser;
let post: Post;
beforeAll(async () => {
  server = await startServer();
  author = await server.newUser('author');
  reader = await server.newUser('reader');
  post = await createPost(server, author, { title: 'Comments live here' });
});
afterAll(() => server.close());

function comment(user: { token: string } | null, postId: string, content: unknown) {
  return server.request<Comment>('POST', `/api/comments/${postId}`, {
    ...(user ? { token: user.token } : {}),
    body: { content },
  });
}

describe('comments', () => {
  test('POST trims, returns the comment with the viewer flags, and bumps commentCount', async () => {
    const res = await comment(reader, post.id, '  First!  ');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      content: 'First!',
      postId: post.id,
      likeCount: 0,
      liked: false,
      canDelete: true,
      user: { id: reader.id, username: reader.username, name: expect.any(String) },
    });
    expect(res.body.id).toBe(res.body._id);
    const detail = await server.request<Post>('GET', `/api/posts/${post.id}`);
    expect(detail.body.commentCount).toBe(1);
  });

  test('POST: 400 blank or too long, 401 anonymous, 404 unknown post, 400 malformed id', async () => {
    const blank = await comment(reader, post.id, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      message: 'Comment cannot be empty',
      field: 'content',
      code: 'VALIDATION_FAILED',
    });
    expect((await comment(reader, post.id, 'x'.repeat(5001))).status).toBe(400);
    const anonymous = await comment(null, post.id, 'hello');
    expect(anonymous.status).toBe(401);
    const unknown = await comment(reader, UNKNOWN, 'hello');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Post not found', code: 'POST_NOT_FOUND' });
    expect((await comment(reader, 'nope', 'hello')).status).toBe(400);
  });

  test('post-by-com-id answers the bare post id as a JSON string, as the spec reads it', async () => {
    const res = await comment(reader, post.id, 'Where am I?');
    const found = await server.request<string>('GET', `/api/posts/post-by-com-id/${res.body.id}`);
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toMatch(/^application\/json/);
    // The spec's client builds `/blog/${answer}` from the parsed body.
    expect(found.text).toBe(JSON.stringify(post.id));
    expect(found.body).toBe(post.id);
    const unknown = await server.request('GET', `/api/posts/post-by-com-id/${UNKNOWN}`);
    expect(unknown.status).toBe(404);
    expect((await server.request('GET', '/api/posts/post-by-com-id/nope')).status).toBe(400);
    const doc = server.app.swagger() as {
      paths: Record<
        string,
        { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }
      >;
    };
    const schema =
      doc.paths['/api/posts/post-by-com-id/{commentId}']!.get.responses['200']!.content['application/json']!
        .schema;
    expect(schema).toMatchObject({ type: 'string', pattern: '^[0-9a-f]{24}$' });
  });

  test('GET lists oldest first with X-Total-Count, pages, and order=newest flips', async () => {
    const p = await createPost(server, author, { title: 'Thread order' });
    for (const text of ['one', 'two', 'three']) expect((await comment(reader, p.id, text)).status).toBe(201);
    const all = await server.request<Comment[]>('GET', `/api/comments/${p.id}`);
    expect(all.status).toBe(200);
    expect(all.body.map((c) => c.content)).toEqual(['one', 'two', 'three']);
    expect(all.headers.get('x-total-count')).toBe('3');
    const page = await server.request<Comment[]>('GET', `/api/comments/${p.id}?page=1&size=2`);
    expect(page.body.map((c) => c.content)).toEqual(['three']);
    // A page past the end has no row to carry the total: it is still counted.
    const past = await server.request<Comment[]>('GET', `/api/comments/${p.id}?page=5&size=2`);
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('3');
    const newest = await server.request<Comment[]>('GET', `/api/comments/${p.id}?order=newest`);
    expect(newest.body.map((c) => c.content)).toEqual(['three', 'two', 'one']);
    expect((await server.request('GET', `/api/comments/${UNKNOWN}`)).status).toBe(404);
  });

  test('canDelete per viewer: comment author and post author yes, others and anonymous no', async () => {
    const p = await createPost(server, author, { title: 'Who may delete' });
    await comment(reader, p.id, 'mine');
    const other = await server.newUser('other');
    const asReader = await server.request<Comment[]>('GET', `/api/comments/${p.id}`, { token: reader.token });
    const asAuthor = await server.request<Comment[]>('GET', `/api/comments/${p.id}`, { token: author.token });
    const asOther = await server.request<Comment[]>('GET', `/api/comments/${p.id}`, { token: other.token });
    const asNobody = await server.request<Comment[]>('GET', `/api/comments/${p.id}`);
    expect(asReader.body[0]!.canDelete).toBe(true);
    expect(asAuthor.body[0]!.canDelete).toBe(true);
    expect(asOther.body[0]!.canDelete).toBe(false);
    expect(asNobody.body[0]!.canDelete).toBe(false);
  });

  test('DELETE: comment author, post author and ADMIN may; another user gets 403; unknown 404', async () => {
    const p = await createPost(server, author, { title: 'Delete permissions' });
    const other = await server.newUser('other');
    const admin = await loginAdmin(server);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await comment(reader, p.id, `c${i}`)).body.id);

    const forbidden = await server.request('DELETE', `/api/comments/${ids[0]}`, { token: other.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      message: expect.stringContaining('comment author'),
      code: 'COMMENT_DELETE_FORBIDDEN',
    });
    expect((await server.request('DELETE', `/api/comments/${ids[0]}`)).status).toBe(401);

    for (const [id, who] of [
      [ids[0], reader],
      [ids[1], author],
      [ids[2], admin],
    ] as const) {
      const res = await server.request('DELETE', `/api/comments/${id}`, { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Comment deleted' });
    }
    const again = await server.request('DELETE', `/api/comments/${ids[0]}`, { token: reader.token });
    expect(again.status).toBe(404);
    const detail = await server.request<Post>('GET', `/api/posts/${p.id}`);
    expect(detail.body.commentCount).toBe(0);
    expect(await scalar(server, sql`select count(*)::int as n from comments where post_id = ${p.id}`)).toBe(
      0,
    );
  });

  test('hidden comments are invisible to others but shown to their author', async () => {
    const p = await createPost(server, author, { title: 'Moderated thread' });
    const c = await comment(reader, p.id, 'rude words');
    await server.database.db.execute(sql`update comments set hidden = true where id = ${c.body.id}`);
    const asOther = await server.request<Comment[]>('GET', `/api/comments/${p.id}`);
    expect(asOther.body).toEqual([]);
    expect(asOther.headers.get('x-total-count')).toBe('0');
    const asAuthor = await server.request<Comment[]>('GET', `/api/comments/${p.id}`, { token: reader.token });
    expect(asAuthor.body.map((x) => x.id)).toEqual([c.body.id]);
  });

  test('comments on a hidden post are 404 for others', async () => {
    const p = await createPost(server, author, { title: 'Hidden post' });
    await server.database.db.execute(sql`update posts set hidden = true where id = ${p.id}`);
    expect((await server.request('GET', `/api/comments/${p.id}`)).status).toBe(404);
    expect((await comment(reader, p.id, 'hi')).status).toBe(404);
    expect((await server.request('GET', `/api/comments/${p.id}`, { token: author.token })).status).toBe(200);
  });
});

describe('likes', () => {
  const likePost = (method: string, id: string, user?: { token: string }) =>
    server.request<LikeResponse>(method, `/api/likes/post/${id}`, user ? { token: user.token } : {});
  const likeComment = (method: string, id: string, user?: { token: string }) =>
    server.request<LikeResponse>(method, `/api/likes/comment/${id}`, user ? { token: user.token } : {});

  test('post likes are idempotent and return the new state', async () => {
    const p = await createPost(server, author, { title: 'Like me' });
    expect((await likePost('POST', p.id, reader)).body).toEqual({ liked: true, likeCount: 1, likeCnt: 1 });
    expect((await likePost('POST', p.id, reader)).body).toEqual({ liked: true, likeCount: 1, likeCnt: 1 });
    const detail = await server.request<Post>('GET', `/api/posts/${p.id}`, { token: reader.token });
    expect(detail.body).toMatchObject({ liked: true, likeCount: 1 });
    expect((await likePost('DELETE', p.id, reader)).body).toEqual({ liked: false, likeCount: 0, likeCnt: 0 });
    expect((await likePost('DELETE', p.id, reader)).body).toEqual({ liked: false, likeCount: 0, likeCnt: 0 });
    expect(await scalar(server, sql`select count(*)::int as n from post_likes where post_id = ${p.id}`)).toBe(
      0,
    );
  });

  test('an empty JSON body is accepted (clients send the content type on bodiless calls)', async () => {
    const p = await createPost(server, author, { title: 'Bodiless like' });
    const res = await server.request<LikeResponse>('POST', `/api/likes/post/${p.id}`, {
      token: reader.token,
      raw: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.liked).toBe(true);
  });

  test('post likes: 401 anonymous, 404 unknown, 400 malformed', async () => {
    expect((await likePost('POST', post.id)).status).toBe(401);
    expect((await likePost('DELETE', post.id)).status).toBe(401);
    const unknown = await likePost('POST', UNKNOWN, reader);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Post not found', code: 'POST_NOT_FOUND' });
    expect((await likePost('DELETE', UNKNOWN, reader)).status).toBe(404);
    expect((await likePost('POST', 'xyz', reader)).status).toBe(400);
  });

  test('20 users liking in parallel count 20', async () => {
    const p = await createPost(server, author, { title: 'Popular in parallel' });
    const users = await Promise.all(Array.from({ length: 20 }, () => server.newUser('fan')));
    const results = await Promise.all(users.map((u) => likePost('POST', p.id, u)));
    for (const r of results) expect(r.status).toBe(200);
    // Every response saw a distinct count, and the last one is 20.
    expect(new Set(results.map((r) => r.body.likeCount)).size).toBe(20);
    const detail = await server.request<Post>('GET', `/api/posts/${p.id}`);
    expect(detail.body.likeCount).toBe(20);
    // Half unlike in parallel, some twice.
    await Promise.all(
      users.slice(0, 10).flatMap((u) => [likePost('DELETE', p.id, u), likePost('DELETE', p.id, u)]),
    );
    const after = await server.request<Post>('GET', `/api/posts/${p.id}`);
    expect(after.body.likeCount).toBe(10);
    expect(await scalar(server, sql`select count(*)::int as n from post_likes where post_id = ${p.id}`)).toBe(
      10,
    );
  });

  test('comment likes are idempotent, shown per viewer, and 404 for unknown comments', async () => {
    const c = (await comment(reader, post.id, 'like this comment')).body;
    expect((await likeComment('POST', c.id, author)).body).toEqual({ liked: true, likeCount: 1, likeCnt: 1 });
    expect((await likeComment('POST', c.id, author)).body).toEqual({ liked: true, likeCount: 1, likeCnt: 1 });
    const list = await server.request<Comment[]>('GET', `/api/comments/${post.id}?order=newest&size=1`, {
      token: author.token,
    });
    expect(list.body[0]).toMatchObject({ id: c.id, liked: true, likeCount: 1 });
    expect((await likeComment('DELETE', c.id, author)).body).toEqual({
      liked: false,
      likeCount: 0,
      likeCnt: 0,
    });
    expect((await likeComment('DELETE', c.id, author)).body).toEqual({
      liked: false,
      likeCount: 0,
      likeCnt: 0,
    });
    expect((await likeComment('POST', c.id)).status).toBe(401);
    const unknown = await likeComment('POST', UNKNOWN, reader);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Comment not found', code: 'COMMENT_NOT_FOUND' });
  });

  test('20 users liking a comment in parallel count 20', async () => {
    const c = (await comment(reader, post.id, 'parallel comment likes')).body;
    const users = await Promise.all(Array.from({ length: 20 }, () => server.newUser('cfan')));
    await Promise.all(users.map((u) => likeComment('POST', c.id, u)));
    expect(await scalar(server, sql`select like_count as n from comments where id = ${c.id}`)).toBe(20);
  });
});

describe('notifications from likes and comments', () => {
  test('liking a post notifies its author once, even after like-unlike-like', async () => {
    const owner = await server.newUser('owner');
    const fan = await server.newUser('fan');
    const p = await createPost(server, owner, { title: 'Notify me' });
    for (const method of ['POST', 'DELETE', 'POST', 'POST'])
      await server.request(method, `/api/likes/post/${p.id}`, { token: fan.token });
    const rows = await notificationsFor(server, owner.id);
    expect(rows).toEqual([
      {
        recipient_id: owner.id,
        actor_id: fan.id,
        type: 'LIKE_POST',
        title: 'New like',
        message: expect.stringContaining('"Notify me"'),
        post_id: p.id,
        target_id: p.id,
      },
    ]);
  });

  test('comments and comment likes notify; own actions never do', async () => {
    const owner = await server.newUser('owner');
    const fan = await server.newUser('fan');
    const p = await createPost(server, owner, { title: 'Talk to me' });
    const c = (await comment(fan, p.id, 'nice post')).body;
    await comment(owner, p.id, 'thanks');
    await server.request('POST', `/api/likes/post/${p.id}`, { token: owner.token });
    await server.request('POST', `/api/likes/comment/${c.id}`, { token: fan.token });
    await server.request('POST', `/api/likes/comment/${c.id}`, { token: owner.token });
    await server.request('DELETE', `/api/likes/comment/${c.id}`, { token: owner.token });
    await server.request('POST', `/api/likes/comment/${c.id}`, { token: owner.token });

    const toOwner = await notificationsFor(server, owner.id);
    expect(toOwner).toEqual([
      expect.objectContaining({ actor_id: fan.id, type: 'COMMENT', post_id: p.id, target_id: c.id }),
    ]);
    expect(toOwner[0]!.message).toContain('commented on "Talk to me"');
    const toFan = await notificationsFor(server, fan.id);
    expect(toFan).toEqual([
      expect.objectContaining({ actor_id: owner.id, type: 'LIKE_COMMENT', post_id: p.id, target_id: c.id }),
    ]);
  });
});

describe('a post deleted behind the read cache (on another node, within the bus delay)', () => {
  test('like, comment, bookmark, history and thread mute answer 404, never 500', async () => {
    const gone = await createPost(server, author, { title: 'Here one moment' });
    // A read that keeps the post's reference in this node's cache.
    expect((await server.request('GET', `/api/comments/${gone.id}`)).status).toBe(200);
    // Deleted without this node hearing of it, as when another node deleted it a moment ago.
    await server.database.db.execute(sql`delete from posts where id = ${gone.id}`);
    const as = { token: reader.token };
    const answers = [
      await server.request('POST', `/api/likes/post/${gone.id}`, as),
      await comment(reader, gone.id, 'too late'),
      await server.request('POST', `/bookmarks/post/${gone.id}`, as),
      await server.request('POST', '/api/history/add', {
        ...as,
        body: { postId: gone.id, description: 'Viewed the post' },
      }),
      await server.request('POST', `/api/posts/${gone.id}/thread-mute`, as),
    ];
    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 404,
        body: { message: 'Post not found', code: 'POST_NOT_FOUND' },
      });
  });
});
