import type { AnalyzeResponse, Comment, Post } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { THRESHOLDS } from '../src/services/moderation';
import { createPost, loginAdmin, notificationsFor } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

// The project's testTimeout is not applied when several Jest projects run together.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

type Analyze = AnalyzeResponse & { message?: string };

const analyze = (body: unknown, token?: string) =>
  server.request<Analyze>('POST', '/api/perspective/analyze', { body, ...(token ? { token } : {}) });

async function hiddenState(table: 'posts' | 'comments', id: string) {
  const [row] = await queryRows<{ hidden: boolean; hidden_reason?: string | null }>(
    server.database.db,
    table === 'posts'
      ? sql`select hidden, hidden_reason from posts where id = ${id}`
      : sql`select hidden from comments where id = ${id}`,
  );
  return row!;
}

describe('POST /api/perspective/analyze', () => {
  test('scores the stored post, not the text sent; anonymous reports dedupe per content', async () => {
    const author = await server.newUser('clean');
    const post = await createPost(server, author, {
      content: '<p>A <b>friendly</b> guide to baking bread.</p>',
    });
    const first = await analyze({ text: 'you are an idiot, I will kill you', id: post.id, type: 'Post' });
    expect(first.status).toBe(201);
    expect(first.body.toxicityValue).toBeLessThan(THRESHOLDS.en.queue);
    expect(first.body.report).toMatchObject({
      contentId: post.id,
      type: 'Post',
      userReportId: null,
      status: 'PENDING',
      postId: post.id,
    });
    expect(first.body.percentToxic).toBe(first.body.report.percentToxic);
    expect(first.body.hidden).toBe(false);
    expect((await hiddenState('posts', post.id)).hidden).toBe(false);

    const again = await analyze({ text: 'x', id: post.id, type: 'Post' });
    expect(again.status).toBe(200);
    expect(again.body.report.id).toBe(first.body.report.id);

    const reporter = await server.newUser('reporter');
    const signed = await analyze({ text: 'x', id: post.id, type: 'Post' }, reporter.token);
    expect(signed.status).toBe(201);
    expect(signed.body.report.userReportId).toBe(reporter.id);
    const twice = await analyze({ text: 'x', id: post.id, type: 'Post' }, reporter.token);
    expect(twice.status).toBe(200);
    expect(twice.body.report.id).toBe(signed.body.report.id);

    const [count] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from report_items where content_id = ${post.id}`,
    );
    expect(count!.n).toBe(2);
  });

  test('a toxic comment is hidden at once and its author notified', async () => {
    const author = await server.newUser('rude');
    const post = await createPost(server, author);
    const created = await server.request<Comment>('POST', `/api/comments/${post.id}`, {
      token: author.token,
      body: { content: 'Shut up, you st00pid m o r o n' },
    });
    expect(created.status).toBe(201);
    const reporter = await server.newUser('victim');
    const res = await analyze({ text: 'harmless', id: created.body.id, type: 'Com' }, reporter.token);
    expect(res.status).toBe(201);
    expect(res.body.toxicityValue).toBeGreaterThanOrEqual(THRESHOLDS.en.hide);
    expect(res.body.attributeScores.TOXICITY.summaryScore.value).toBe(res.body.toxicityValue);
    expect(res.body.hidden).toBe(true);
    expect(res.body.report).toMatchObject({ type: 'Com', contentId: created.body.id, postId: post.id });
    expect((await hiddenState('comments', created.body.id)).hidden).toBe(true);
    const detail = await server.request<Post>('GET', `/api/posts/${post.id}`);
    expect(detail.body.commentCount).toBe(0);

    const notes = await notificationsFor(server, author.id);
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'SYSTEM',
        target_id: created.body.id,
        post_id: post.id,
        actor_id: null,
      }),
    ]);
    // Hidden content no longer exists for other readers: reporting it again is a 404, not a score.
    const anonymous = await analyze({ text: 'x', id: created.body.id, type: 'Com' });
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toEqual({ message: 'Comment not found', code: 'COMMENT_NOT_FOUND' });
    // An admin still sees it; a further report neither hides again nor notifies again.
    const admin = await loginAdmin(server);
    const more = await analyze({ text: 'x', id: created.body.id, type: 'Com' }, admin.token);
    expect(more.body.hidden).toBe(false);
    expect(await notificationsFor(server, author.id)).toHaveLength(1);
  });

  test('a toxic post is soft-hidden with the toxicity reason', async () => {
    const author = await server.newUser('toxicpost');
    const post = await createPost(server, author, {
      content: '<p>Everyone who reads this: <i>I will find you and hurt you</i></p>',
    });
    const res = await analyze({ text: 'x', id: post.id, type: 'Post' });
    expect(res.status).toBe(201);
    expect(res.body.hidden).toBe(true);
    expect(await hiddenState('posts', post.id)).toEqual({ hidden: true, hidden_reason: 'toxicity' });
  });

  test('404 unknown content, 400 bad type or id', async () => {
    const missing = await analyze({ text: 'x', id: 'a'.repeat(24), type: 'Post' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Post not found');
    expect((await analyze({ text: 'x', id: 'a'.repeat(24), type: 'Com' })).status).toBe(404);
    expect((await analyze({ text: 'x', id: 'a'.repeat(24), type: 'Reply' })).status).toBe(400);
    expect((await analyze({ text: 'x', id: 'nope', type: 'Post' })).status).toBe(400);
  });
});
