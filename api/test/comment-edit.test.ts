import { type AnalyzeResponse, COMMENT_MAX, type Comment, type LoginResponse } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import {
  createPost,
  startCommentCast,
  type TestUser,
  UNKNOWN_ID as UNKNOWN,
  writeComment,
} from './helpers/fixtures';
import type { TestServer } from './helpers/server';

let server: TestServer;
let postAuthor: TestUser;
let alice: TestUser;
let bob: TestUser;
let admin: LoginResponse;
beforeAll(async () => {
  ({ server, author: postAuthor, alice, bob, admin } = await startCommentCast());
});
afterAll(() => server.close());

const write = (user: TestUser, postId: string, content: string, parentId?: string) =>
  writeComment(server, user, postId, content, parentId);

const edit = (user: { token: string } | null, commentId: string, body: unknown) =>
  server.request<Comment & { message?: string }>('PUT', `/api/comments/${commentId}`, {
    ...(user ? { token: user.token } : {}),
    body,
  });

const list = (postId: string, viewer: { token: string } | null = null) =>
  server.request<Comment[]>('GET', `/api/comments/${postId}`, viewer ? { token: viewer.token } : {});

async function stored(commentId: string) {
  const [row] = await queryRows<{ content: string; moderated_at: string | null; hidden: boolean }>(
    server.database.db,
    sql`select content, moderated_at, hidden from comments where id = ${commentId}`,
  );
  return row!;
}

describe('PUT /api/comments/{commentId}', () => {
  test('the author edits a comment in place: trimmed text, editedAt set, createdAt and likes kept', async () => {
    const post = await createPost(server, postAuthor);
    const comment = await write(alice, post.id, 'First take');
    expect(comment).toMatchObject({ editedAt: null, canEdit: true });
    await server.request('POST', `/api/likes/comment/${comment.id}`, { token: bob.token });

    const res = await edit(alice, comment.id, { content: '  Second take  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: comment.id,
      content: 'Second take',
      createdAt: comment.createdAt,
      likeCount: 1,
      canEdit: true,
      state: 'visible',
    });
    expect(Date.parse(res.body.editedAt!)).toBeGreaterThanOrEqual(Date.parse(comment.createdAt));

    // Everyone reads the new text and when it changed; only the author may edit it.
    const seen = await list(post.id, bob);
    expect(seen.body).toEqual([
      expect.objectContaining({
        id: comment.id,
        content: 'Second take',
        editedAt: res.body.editedAt,
        canEdit: false,
      }),
    ]);
    expect((await list(post.id)).body[0]).toMatchObject({ editedAt: res.body.editedAt, canEdit: false });
  });

  test('a reply is edited the same way and read from its thread', async () => {
    const post = await createPost(server, postAuthor);
    const top = await write(alice, post.id, 'Question');
    const reply = await write(bob, post.id, 'Answer', top.id);
    const res = await edit(bob, reply.id, { content: 'Better answer' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ parentId: top.id, depth: 2, content: 'Better answer' });
    const replies = await server.request<Comment[]>('GET', `/api/comments/${top.id}/replies`);
    expect(replies.body.map((c) => [c.content, c.editedAt !== null])).toEqual([['Better answer', true]]);
  });

  test('markup is kept as the text it is, as in a new comment', async () => {
    const post = await createPost(server, postAuthor);
    const comment = await write(alice, post.id, 'plain');
    const payload = '<img src=x onerror="__xss(1)"><script>__xss(2)</script>';
    const res = await edit(alice, comment.id, { content: payload });
    expect(res.status).toBe(200);
    expect(res.body.content).toBe(payload);
    expect((await stored(comment.id)).content).toBe(payload);
  });

  test('400 for blank, too long or missing text; the comment is unchanged', async () => {
    const post = await createPost(server, postAuthor);
    const comment = await write(alice, post.id, 'Keep me');
    for (const body of [{ content: '   ' }, { content: 'x'.repeat(COMMENT_MAX + 1) }, {}, { content: 5 }]) {
      const res = await edit(alice, comment.id, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await edit(alice, comment.id, { content: 'x'.repeat(COMMENT_MAX) })).status).toBe(200);
    expect((await edit(alice, 'not-an-id', { content: 'x' })).status).toBe(400);
  });

  test('403 for anyone but the author: another user, the post author and admins', async () => {
    const post = await createPost(server, postAuthor);
    const comment = await write(alice, post.id, 'Mine');
    for (const who of [bob, postAuthor, admin]) {
      const res = await edit(who, comment.id, { content: 'Not yours' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: 'Only the comment author can edit this comment',
        code: 'COMMENT_EDIT_FORBIDDEN',
      });
    }
    expect((await edit(null, comment.id, { content: 'x' })).status).toBe(401);
    expect((await stored(comment.id)).content).toBe('Mine');
    // Admins keep hiding and deleting.
    expect(
      (await server.request('DELETE', `/api/comments/${comment.id}`, { token: admin.token })).status,
    ).toBe(200);
  });

  test('404 for an unknown, deleted or tombstoned comment', async () => {
    const post = await createPost(server, postAuthor);
    expect((await edit(alice, UNKNOWN, { content: 'x' })).body).toEqual({
      message: 'Comment not found',
      code: 'COMMENT_NOT_FOUND',
    });

    const leaf = await write(alice, post.id, 'Leaf');
    await server.request('DELETE', `/api/comments/${leaf.id}`, { token: alice.token });
    expect((await edit(alice, leaf.id, { content: 'x' })).status).toBe(404);

    const parent = await write(alice, post.id, 'Parent');
    await write(bob, post.id, 'Child', parent.id);
    await server.request('DELETE', `/api/comments/${parent.id}`, { token: alice.token });
    const res = await edit(alice, parent.id, { content: 'Back from the dead' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Comment not found', code: 'COMMENT_NOT_FOUND' });
  });

  test('a hidden comment: 404 to others, its author may still edit it and it stays hidden', async () => {
    const post = await createPost(server, postAuthor);
    const comment = await write(alice, post.id, 'Borderline');
    await server.database.db.execute(sql`update comments set hidden = true where id = ${comment.id}`);
    expect((await edit(bob, comment.id, { content: 'x' })).status).toBe(404);
    const res = await edit(alice, comment.id, { content: 'Reworded' });
    expect(res.status).toBe(200);
    expect(await stored(comment.id)).toMatchObject({ content: 'Reworded', hidden: true });
  });

  test('an open report stays through the edit, and the edit is scored again, on the sweep and on the next report', async () => {
    const post = await createPost(server, postAuthor);
    const comment = await write(alice, post.id, 'A gentle remark about bread');
    const analyze = () =>
      server.request<AnalyzeResponse>('POST', '/api/perspective/analyze', {
        token: bob.token,
        body: { text: 'ignored', id: comment.id, type: 'Com' },
      });
    const first = await analyze();
    expect(first.status).toBe(201);
    expect(first.body.report.status).toBe('PENDING');
    await server.database.db.execute(sql`update comments set moderated_at = now() where id = ${comment.id}`);

    const toxic = 'Shut up, you st00pid m o r o n';
    expect((await edit(alice, comment.id, { content: toxic })).status).toBe(200);
    // Not silently cleared: the moderator still sees the report; the sweep will score the new text.
    const [kept] = await queryRows<{ id: string; status: string; excerpt: string }>(
      server.database.db,
      sql`select id, status, excerpt from report_items where content_id = ${comment.id}`,
    );
    expect(kept).toMatchObject({ id: first.body.report.id, status: 'PENDING' });
    expect((await stored(comment.id)).moderated_at).toBeNull();

    const again = await analyze();
    expect(again.status).toBe(200);
    expect(again.body.report.id).toBe(first.body.report.id);
    expect(again.body.report.excerpt).toBe(toxic);
    expect(again.body.report.percentToxic).toBeGreaterThan(first.body.report.percentToxic);
  });
});
