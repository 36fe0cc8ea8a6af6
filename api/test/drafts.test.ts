import {
  CONTENT_MAX,
  type Draft,
  type DraftConflict,
  type PagedDrafts,
  type PagedPosts,
  type Post,
  TITLE_MAX,
} from '@cwt/contracts';
import { createPost, type TestUser } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  server = await startServer();
  [owner, stranger] = await Promise.all([server.newUser('drafter'), server.newUser('stranger')]);
});
afterAll(() => server.close());

const body = {
  title: 'Half a thought',
  category: 'Technology',
  tags: ['drafts'],
  content: '<p>Not finished yet.</p>',
  imageCloudUrl: null,
};

async function newDraft(user: { token: string }, fields: Record<string, unknown> = body): Promise<Draft> {
  const res = await server.request<Draft>('POST', '/api/drafts', { token: user.token, body: fields });
  if (res.status !== 201) throw new Error(`create draft failed: ${res.status} ${res.text}`);
  return res.body;
}

const save = (user: { token: string }, id: string, fields: Record<string, unknown>) =>
  server.request<Draft | DraftConflict>('PUT', `/api/drafts/${id}`, { token: user.token, body: fields });

describe('drafts belong to their owner', () => {
  test('the owner lists, reads, saves and deletes; anyone else gets 404 for each', async () => {
    const draft = await newDraft(owner);
    expect(draft).toMatchObject({ ...body, postId: null, version: 1 });

    const list = await server.request<PagedDrafts>('GET', '/api/drafts', { token: owner.token });
    expect(list.body.content.map((d) => d.id)).toContain(draft.id);
    const theirs = await server.request<PagedDrafts>('GET', '/api/drafts', { token: stranger.token });
    expect(theirs.body.content.map((d) => d.id)).not.toContain(draft.id);

    const path = `/api/drafts/${draft.id}`;
    expect((await server.request('GET', path, { token: stranger.token })).status).toBe(404);
    expect((await save(stranger, draft.id, { ...body, version: 1 })).status).toBe(404);
    expect((await server.request('DELETE', path, { token: stranger.token })).status).toBe(404);
    const publish = await server.request('POST', `${path}/publish`, {
      token: stranger.token,
      body: { version: 1 },
    });
    expect(publish.status).toBe(404);
    expect(publish.body).toEqual({ message: 'Draft not found', code: 'DRAFT_NOT_FOUND' });

    // Nothing the stranger sent changed it.
    expect((await server.request<Draft>('GET', path, { token: owner.token })).body).toEqual(draft);
    expect((await server.request('DELETE', path, { token: owner.token })).status).toBe(200);
    expect((await server.request('GET', path, { token: owner.token })).status).toBe(404);
  });

  test('a malformed id is a 404 like an unknown one', async () => {
    expect((await server.request('GET', '/api/drafts/not-an-id', { token: owner.token })).status).toBe(404);
  });

  test('signed-out callers get 401', async () => {
    expect((await server.request('GET', '/api/drafts')).status).toBe(401);
    expect((await server.request('POST', '/api/drafts', { body })).status).toBe(401);
  });

  test('the list is last edited first, with the title as saved (empty allowed)', async () => {
    const user = await server.newUser('lister');
    const older = await newDraft(user, { title: '' });
    const newer = await newDraft(user, { title: 'Second' });
    expect((await save(user, older.id, { title: 'First, edited', version: 1 })).status).toBe(200);
    const list = await server.request<PagedDrafts>('GET', '/api/drafts?size=10', { token: user.token });
    expect(list.body.content.map((d) => [d.id, d.title, d.version])).toEqual([
      [older.id, 'First, edited', 2],
      [newer.id, 'Second', 1],
    ]);
    expect(list.body.totalElements).toBe(2);
  });
});

describe('versions', () => {
  test('each save raises the version; a save from a stale version answers 409 with the server copy', async () => {
    const draft = await newDraft(owner);
    const first = await save(owner, draft.id, { ...body, title: 'From the laptop', version: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ title: 'From the laptop', version: 2 });

    // The phone opened version 1 too and saves after the laptop.
    const stale = await save(owner, draft.id, { ...body, title: 'From the phone', version: 1 });
    expect(stale.status).toBe(409);
    const conflict = stale.body as DraftConflict;
    expect(conflict.message).toMatch(/another device/);
    expect(conflict.draft).toMatchObject({ id: draft.id, title: 'From the laptop', version: 2 });

    // Choosing to keep the phone's copy: save it over the version the server showed.
    const kept = await save(owner, draft.id, { ...body, title: 'From the phone', version: 2 });
    expect(kept.body).toMatchObject({ title: 'From the phone', version: 3 });

    const publish = await server.request<DraftConflict>('POST', `/api/drafts/${draft.id}/publish`, {
      token: owner.token,
      body: { version: 2 },
    });
    expect(publish.status).toBe(409);
    expect(publish.body.draft.version).toBe(3);
  });
});

describe('limits', () => {
  test('the post limits apply to a draft; an empty draft is fine', async () => {
    const empty = await newDraft(owner, {});
    expect(empty).toMatchObject({ title: '', category: '', tags: [], content: '', imageCloudUrl: null });

    const tooLong = await server.request('POST', '/api/drafts', {
      token: owner.token,
      body: { title: 'x'.repeat(TITLE_MAX + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ field: 'title' });
    const tooMuch = await save(owner, empty.id, { content: 'x'.repeat(CONTENT_MAX + 1), version: 1 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ field: 'content' });
    const tags = await save(owner, empty.id, {
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
      version: 1,
    });
    expect(tags.status).toBe(400);
    const image = await save(owner, empty.id, { imageCloudUrl: 'javascript:alert(1)', version: 1 });
    expect(image.status).toBe(400);
    expect(image.body).toEqual({
      message: 'imageCloudUrl must be an http(s) URL',
      field: 'imageCloudUrl',
      code: 'IMAGE_URL_INVALID',
    });
    const noVersion = await save(owner, empty.id, { title: 'x' });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body).toMatchObject({ field: 'version' });
  });

  test('the content is sanitized as a post body is', async () => {
    const draft = await newDraft(owner, {
      content: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(draft.content).not.toMatch(/script|onerror/);
    expect(draft.content).toContain('<p>ok</p>');
  });
});

describe('publishing', () => {
  test('a new draft becomes a post with the create-post rules, and the draft goes', async () => {
    const draft = await newDraft(owner, { ...body, title: '' });
    const refused = await server.request('POST', `/api/drafts/${draft.id}/publish`, {
      token: owner.token,
      body: { version: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Title is required', field: 'title', code: 'VALIDATION_FAILED' });

    const unknownCategory = await save(owner, draft.id, {
      ...body,
      title: 'Ready',
      category: 'Nope',
      version: 1,
    });
    expect(unknownCategory.status).toBe(200);
    const noCategory = await server.request('POST', `/api/drafts/${draft.id}/publish`, {
      token: owner.token,
      body: { version: 2 },
    });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body).toMatchObject({ field: 'category' });
    // The failed publish put the draft back as it was.
    const back = await server.request<Draft>('GET', `/api/drafts/${draft.id}`, { token: owner.token });
    expect(back.body).toMatchObject({ title: 'Ready', version: 2 });

    const title = `Published from a draft ${Date.now()}`;
    expect((await save(owner, draft.id, { ...body, title, version: 2 })).status).toBe(200);
    const published = await server.request<Post>('POST', `/api/drafts/${draft.id}/publish`, {
      token: owner.token,
      body: { version: 3 },
    });
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ title, category: 'Technology', tags: ['drafts'] });
    expect(published.body.author.id).toBe(owner.id);
    expect((await server.request('GET', `/api/drafts/${draft.id}`, { token: owner.token })).status).toBe(404);
    // Visible to everyone at once: the publish invalidated the cached lists.
    const home = await server.request<PagedPosts>('GET', '/api/posts?size=5');
    expect(home.body.content.map((p) => p.id)).toContain(published.body.id);
  });

  test('a draft of a published post updates the post only when published', async () => {
    const post = await createPost(server, owner, { title: 'Live version' });
    const draft = await newDraft(owner, {
      postId: post.id,
      title: 'Edited version',
      category: post.category,
      tags: post.tags,
      content: post.content,
      imageCloudUrl: post.imageCloudUrl,
    });
    expect(draft.postId).toBe(post.id);

    // The live post is unchanged while the edit is a draft; anonymous reads fill the cache.
    expect((await server.request<Post>('GET', `/api/posts/${post.id}`)).body.title).toBe('Live version');
    // A second draft of the same post is the first one.
    const second = await server.request<DraftConflict>('POST', '/api/drafts', {
      token: owner.token,
      body: { postId: post.id },
    });
    expect(second.status).toBe(409);
    expect(second.body.draft.id).toBe(draft.id);
    const found = await server.request<PagedDrafts>('GET', `/api/drafts?postId=${post.id}`, {
      token: owner.token,
    });
    expect(found.body.content.map((d) => d.id)).toEqual([draft.id]);

    const published = await server.request<Post>('POST', `/api/drafts/${draft.id}/publish`, {
      token: owner.token,
      body: { version: 1 },
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      id: post.id,
      title: 'Edited version',
      imageCloudUrl: post.imageCloudUrl,
    });
    expect((await server.request<Post>('GET', `/api/posts/${post.id}`)).body.title).toBe('Edited version');
    expect((await server.request('GET', `/api/drafts/${draft.id}`, { token: owner.token })).status).toBe(404);
  });

  test('only someone allowed to edit a post may start a draft of it', async () => {
    const post = await createPost(server, owner);
    const res = await server.request('POST', '/api/drafts', {
      token: stranger.token,
      body: { postId: post.id },
    });
    expect(res.status).toBe(403);
    const unknown = await server.request('POST', '/api/drafts', {
      token: owner.token,
      body: { postId: '0123456789abcdef01234567' },
    });
    expect(unknown.status).toBe(404);
  });

  test("a post's deletion leaves its draft as a new one", async () => {
    const post = await createPost(server, owner);
    const draft = await newDraft(owner, { ...body, postId: post.id });
    expect((await server.request('DELETE', `/api/posts/${post.id}`, { token: owner.token })).status).toBe(
      200,
    );
    const after = await server.request<Draft>('GET', `/api/drafts/${draft.id}`, { token: owner.token });
    expect(after.body).toMatchObject({ postId: null, title: body.title });
  });
});

describe('autosave rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({
      env: {
        RATE_LIMIT_AUTOSAVE: '2/1 minute',
        RATE_LIMIT_WRITE: '100/1 minute',
        CWT_RATE_LIMIT_FACTOR: '1',
      },
    });
  });
  afterAll(() => limited.close());

  test('RATE_LIMIT_AUTOSAVE limits saves per user, apart from other writes', async () => {
    const [a, b] = await Promise.all([limited.newUser('typist'), limited.newUser('other')]);
    const start = (user: { token: string }) =>
      limited.request<Draft>('POST', '/api/drafts', { token: user.token, body: {} });
    const draft = (await start(a)).body;
    const put = (user: { token: string }, id: string, version: number) =>
      limited.request('PUT', `/api/drafts/${id}`, { token: user.token, body: { title: 't', version } });
    expect((await put(a, draft.id, 1)).status).toBe(200);
    expect((await put(a, draft.id, 2)).status).toBe(200);
    const third = await put(a, draft.id, 3);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({
      message: expect.stringMatching(/^Too many requests/),
      code: 'RATE_LIMITED',
    });
    // Other writes keep their own budget, and another user has their own bucket.
    expect((await start(a)).status).toBe(201);
    const theirs = (await start(b)).body;
    expect((await put(b, theirs.id, 1)).status).toBe(200);
  });
});
