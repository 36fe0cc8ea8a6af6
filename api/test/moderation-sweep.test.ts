import type { Comment, ReportItem } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { LocalToxicityScorer } from '../src/services/moderation';
import { sweepUnmoderated } from '../src/services/moderation/sweep';
import { createPost, loginAdmin, scalar } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  // The sweep is run by hand here, so each step is deterministic; the last test runs the timer.
  server = await startServer({ env: { MODERATION_SWEEP_MS: '0' } });
});
afterAll(async () => server?.close());

const scorer = new LocalToxicityScorer();
/** Sweeps until nothing is left (the seeded demo content is unscored too); returns how many were scored. */
async function sweep(): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await sweepUnmoderated(server.app.ctx, scorer);
    if (n === 0) return total;
    total += n;
  }
}

async function comment(token: string, postId: string, content: string) {
  const res = await server.request<Comment>('POST', `/api/comments/${postId}`, { token, body: { content } });
  expect(res.status).toBe(201);
  return res.body;
}

const reportsOn = (id: string) =>
  queryRows<{ origin: string; reporter_id: string | null; status: string; action: string; excerpt: string }>(
    server.database.db,
    sql`select origin, reporter_id, status, action, excerpt from report_items where content_id = ${id} order by created_at`,
  );

describe('background scoring of new content', () => {
  test('toxic new comments get a system report with evidence and stay visible; clean ones get none; nothing is scored twice', async () => {
    const author = await server.newUser('writer');
    const post = await createPost(server, author, {
      title: 'Công thức làm bánh mì',
      content: '<p>Bột, nước, muối.</p>',
    });
    const rude = await comment(author.token, post.id, 'Mày ngu như bò, thằng óc chó');
    const kind = await comment(author.token, post.id, 'Bài viết rất hay, cảm ơn bạn nhiều!');
    const unscored = sql`select count(*)::int as n from comments where moderated_at is null and id in (${rude.id}, ${kind.id})`;
    // Written, not yet scored: the row itself says so (a crash here loses nothing).
    expect(await scalar(server, unscored)).toBe(2);
    expect(await reportsOn(rude.id)).toEqual([]);

    expect(await sweep()).toBeGreaterThanOrEqual(3);
    expect(await scalar(server, unscored)).toBe(0);
    expect(await reportsOn(kind.id)).toEqual([]);
    expect(await reportsOn(post.id)).toEqual([]);
    const [report] = await reportsOn(rude.id);
    expect(report).toMatchObject({
      origin: 'system',
      reporter_id: null,
      status: 'PENDING',
      excerpt: rude.content,
    });
    expect(['queue', 'hide']).toContain(report!.action);
    // Never hidden without a reader's report or a moderator.
    const [row] = await queryRows<{ hidden: boolean }>(
      server.database.db,
      sql`select hidden from comments where id = ${rude.id}`,
    );
    expect(row!.hidden).toBe(false);

    expect(await sweep()).toBe(0);
    expect(await reportsOn(rude.id)).toHaveLength(1);

    // The admin queue shows it as a system report with the evidence inside the excerpt.
    const admin = await loginAdmin(server);
    const list = await server.request<ReportItem[]>('GET', '/api/report-items', { token: admin.token });
    const item = list.body.find((r) => r.contentId === rude.id)!;
    expect(item).toMatchObject({
      origin: 'system',
      userReportId: null,
      language: 'vi',
      excerpt: rude.content,
    });
    expect(item.evidence.length).toBeGreaterThan(0);
    for (const e of item.evidence) expect(item.excerpt!.slice(e.start, e.end)).toBe(e.text);
  });

  test("an edited post is scored again and its open system report refreshed; a reader's report stays separate and hides", async () => {
    const author = await server.newUser('editor');
    const post = await createPost(server, author, {
      title: 'Weekend plans',
      content: '<p>Hiking and a picnic.</p>',
    });
    await sweep();
    expect(await reportsOn(post.id)).toEqual([]);

    const edit = (content: string) =>
      server.request('PUT', `/api/posts/${post.id}`, { token: author.token, body: { content } });
    expect((await edit('<p>You are a worthless idiot and everyone here hates you</p>')).status).toBe(200);
    await sweep();
    expect(await reportsOn(post.id)).toMatchObject([{ origin: 'system', status: 'PENDING' }]);
    expect((await edit('<p>You are a pathetic moron, shut up</p>')).status).toBe(200);
    await sweep();
    const reports = await reportsOn(post.id);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.excerpt).toContain('pathetic moron');

    // An anonymous reader's report is its own row (origin user), and it hides at once.
    const res = await server.request<{ hidden: boolean; report: ReportItem }>(
      'POST',
      '/api/perspective/analyze',
      {
        body: { text: 'x', id: post.id, type: 'Post' },
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.hidden).toBe(true);
    expect(res.body.report).toMatchObject({ origin: 'user', action: 'hide', language: 'en' });
    expect((await reportsOn(post.id)).map((r) => r.origin).sort()).toEqual(['system', 'user']);
  });

  test("content a moderator has ruled on is not queued again by the sweep (a reader's report, ignored)", async () => {
    await sweep();
    const author = await server.newUser('ruled');
    const reader = await server.newUser('reporter');
    const post = await createPost(server, author, { title: 'Ruled on', content: '<p>Fine.</p>' });
    const rude = await comment(author.token, post.id, 'Shut up, you st00pid m o r o n');
    const reported = await server.request<{ report: { id: string } }>('POST', '/api/perspective/analyze', {
      token: reader.token,
      body: { id: rude.id, type: 'Com', text: 'ignored' },
    });
    expect(reported.status).toBe(201);
    const admin = await loginAdmin(server);
    const ignored = await server.request('DELETE', `/api/report-items/${reported.body.report.id}`, {
      token: admin.token,
    });
    expect(ignored.status).toBe(200);
    // The sweep had not reached the comment yet: it must not bring it back as a system report.
    await sweep();
    expect(await reportsOn(rude.id)).toEqual([]);
  });

  test('a text the provider fails on stays unscored and does not hold back the others', async () => {
    await sweep();
    const author = await server.newUser('flaky');
    const post = await createPost(server, author);
    const stuck = await comment(author.token, post.id, 'provider rejects this one');
    const rude = await comment(author.token, post.id, 'Shut up, you pathetic idiot');
    const flaky = {
      name: 'flaky',
      score: (text: string) =>
        text.includes('provider rejects') ? Promise.reject(new Error('503')) : scorer.score(text),
    };
    const warnings: unknown[] = [];
    await sweepUnmoderated(server.app.ctx, flaky, 25, { warn: (obj) => warnings.push(obj) });
    expect(warnings).toHaveLength(1);
    expect(await reportsOn(rude.id)).toMatchObject([{ origin: 'system' }]);
    const unscored = sql`select count(*)::int as n from comments where id = ${stuck.id} and moderated_at is null`;
    expect(await scalar(server, unscored)).toBe(1);
    // The next pass with a working provider scores it.
    await sweep();
    expect(await scalar(server, unscored)).toBe(0);
  });

  test('the API process sweeps on its own timer', async () => {
    const live = await startServer({ env: { MODERATION_SWEEP_MS: '50' } });
    try {
      const author = await live.newUser('timer');
      const post = await createPost(live, author);
      const res = await live.request<Comment>('POST', `/api/comments/${post.id}`, {
        token: author.token,
        body: { content: 'Shut up, you stupid moron, nobody likes you' },
      });
      expect(res.status).toBe(201);
      let n = 0;
      for (let i = 0; i < 200 && n === 0; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        n = await scalar(
          live,
          sql`select count(*)::int as n from report_items where content_id = ${res.body.id} and origin = 'system'`,
        );
      }
      expect(n).toBe(1);
    } finally {
      await live.close();
    }
  });
});
