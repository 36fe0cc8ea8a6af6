import type { Comment, MentionSuggestion, Notification, Post } from '@cwt/contracts';
import { mentionLink } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { comments } from '../src/db/schema';
import { notifyNewMentions } from '../src/services/mentions';
import { onNotificationCreated } from '../src/services/notifications';
import { createPost, loginAdmin, notificationsFor, type TestUser } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';
import { waitFor } from './helpers/wait';

let server: TestServer;
let author: TestUser;
let bob: TestUser;
let carol: TestUser;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
beforeAll(async () => {
  server = await startServer();
  [author, bob, carol] = await Promise.all([
    server.newUser('author'),
    server.newUser('bob'),
    server.newUser('carol'),
  ]);
  admin = await loginAdmin(server);
});
afterAll(() => server.close());

async function comment(user: TestUser, postId: string, content: string, parentId?: string): Promise<Comment> {
  const res = await server.request<Comment>('POST', `/api/comments/${postId}`, {
    token: user.token,
    body: parentId ? { content, parentId } : { content },
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function editPost(user: { token: string }, id: string, content: string): Promise<Post> {
  const res = await server.request<Post>('PUT', `/api/posts/${id}`, { token: user.token, body: { content } });
  expect(res.status).toBe(200);
  return res.body;
}

const mentionsOf = async (user: { id: string }) =>
  (await notificationsFor(server, user.id)).filter((n) => n.type === 'MENTION');

function suggestions(user: { token: string } | null, query: string) {
  return server.request<MentionSuggestion[]>(
    'GET',
    `/api/users/mention-suggestions${query}`,
    user ? { token: user.token } : {},
  );
}

describe('mention links', () => {
  test('a comment links @username of a known user (any case) and leaves unknown names as text', async () => {
    const post = await createPost(server, author, { title: 'Links' });
    const c = await comment(
      author,
      post.id,
      `Hi @${bob.username.toUpperCase()}, @nobody-here and mail@${carol.username}; (@${carol.username}).`,
    );
    expect(c.content).toBe(
      `Hi ${mentionLink(bob.id, bob.username)}, @nobody-here and mail@${carol.username}; (${mentionLink(carol.id, carol.username)}).`,
    );
    const listed = await server.request<Comment[]>('GET', `/api/comments/${post.id}`);
    expect(listed.body[0]!.content).toBe(c.content);
  });

  test('a hand-written mention link is linked again from its name, never trusted', async () => {
    const post = await createPost(server, author, { title: 'Forged' });
    const forged = `<a href="/profile/${carol.id}" data-mention>@${bob.username}</a> <a href="/profile/${carol.id}" data-mention>@ghost-user</a>`;
    const c = await comment(author, post.id, forged);
    expect(c.content).toBe(`${mentionLink(bob.id, bob.username)} @ghost-user`);
  });

  test('a post links mentions in its text, not inside links or code, and the sanitizer keeps only that shape', async () => {
    const post = await createPost(server, author, {
      title: 'Post links',
      content: `<p>Thanks @${bob.username}!</p><p><a href="https://example.com/@${bob.username}">@${bob.username}</a></p><pre><code>@${bob.username}</code></pre><p><a href="/profile/${bob.id}" data-mention onclick="alert(1)">@${carol.username}</a> <a href="javascript:alert(1)" data-mention>@x</a> @<img src=x onerror="alert(1)"></p>`,
    });
    expect(post.content).toBe(
      `<p>Thanks ${mentionLink(bob.id, bob.username)}!</p>` +
        `<p><a href="https://example.com/@${bob.username}" rel="noopener noreferrer nofollow">@${bob.username}</a></p>` +
        `<pre><code>@${bob.username}</code></pre>` +
        `<p>${mentionLink(carol.id, carol.username)} <a rel="noopener noreferrer nofollow">@x</a> @<img src="x" /></p>`,
    );
    // Saving the stored HTML again (the editor's round trip) keeps the links as they are.
    const again = await editPost(author, post.id, post.content);
    expect(again.content).toBe(post.content);
  });
});

describe('mention notifications', () => {
  test('each mentioned user is told once per comment; the writer never; the parent author by the mention only', async () => {
    const post = await createPost(server, carol, { title: 'Once' });
    const top = await comment(bob, post.id, 'First');
    const heard: Notification['type'][] = [];
    const off = onNotificationCreated((n) => heard.push(n.type as Notification['type']));
    const reply = await comment(
      author,
      post.id,
      `@${bob.username} @${bob.username} @${author.username} @${carol.username}`,
      top.id,
    );
    off();
    const toBob = (await notificationsFor(server, bob.id)).filter((n) => n.post_id === post.id);
    expect(toBob).toEqual([
      {
        recipient_id: bob.id,
        actor_id: author.id,
        type: 'MENTION',
        title: 'New mention',
        message: `Test ${author.username} mentioned you in a comment on "Once"`,
        post_id: post.id,
        target_id: reply.id,
      },
    ]);
    // The post's author is mentioned too: the mention replaces the COMMENT notice.
    expect(
      (await notificationsFor(server, carol.id)).filter((n) => n.post_id === post.id).map((n) => n.type),
    ).toEqual(['COMMENT', 'MENTION']);
    expect(await mentionsOf(author)).toEqual([]);
    expect(heard.sort()).toEqual(['MENTION', 'MENTION']);

    const list = await server.request<Notification[]>('GET', '/api/notifications', { token: bob.token });
    expect(list.body[0]).toMatchObject({ type: 'MENTION', postId: post.id, commentId: reply.id });
  });

  test('at most 10 people are told of one comment, the first mentioned', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => server.newUser('many')));
    const post = await createPost(server, author, { title: 'Crowd' });
    await comment(author, post.id, people.map((p) => `@${p.username}`).join(' '));
    const told = await Promise.all(people.map(async (p) => (await mentionsOf(p)).length));
    expect(told).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
  });

  test('a post edit tells only the people it adds, within the same cap of 10', async () => {
    const people = await Promise.all(Array.from({ length: 11 }, () => server.newUser('edit')));
    const names = (from: number, to: number) =>
      people
        .slice(from, to)
        .map((p) => `@${p.username}`)
        .join(' ');
    const post = await createPost(server, author, { title: 'Edits', content: `<p>${names(0, 2)}</p>` });
    expect((await mentionsOf(people[0]!)).length).toBe(1);
    const edited = await editPost(author, post.id, `<p>${names(0, 3)} edited</p>`);
    expect(edited.content).toContain(mentionLink(people[2]!.id, people[2]!.username));
    expect((await mentionsOf(people[0]!)).length).toBe(1);
    expect((await mentionsOf(people[2]!)).map((n) => n.message)).toEqual([
      `Test ${author.username} mentioned you in a post, "Edits"`,
    ]);
    // Removed, then mentioned again: told once in all.
    await editPost(author, post.id, '<p>nobody</p>');
    await editPost(author, post.id, `<p>${names(0, 1)}</p>`);
    expect((await mentionsOf(people[0]!)).length).toBe(1);
    // Three told so far: seven more at most, the first the edit adds.
    await editPost(author, post.id, `<p>${names(0, 11)}</p>`);
    const told = await Promise.all(people.map(async (p) => (await mentionsOf(p)).length));
    expect(told).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
  });

  test('nobody is told of a comment on a post they cannot see; admins and the author can see it', async () => {
    const post = await createPost(server, author, { title: 'Hushed' });
    await server.database.db.execute(sql`update posts set hidden = true where id = ${post.id}`);
    const c = await comment(author, post.id, `@${bob.username} @admin`);
    expect(c.content).toContain(mentionLink(bob.id, bob.username));
    expect((await mentionsOf(bob)).filter((n) => n.post_id === post.id)).toEqual([]);
    expect((await mentionsOf(admin)).filter((n) => n.post_id === post.id).length).toBe(1);
  });

  test('a hidden comment tells only admins of an edit that mentions people', async () => {
    const post = await createPost(server, author, { title: 'Hidden comment' });
    const c = await comment(author, post.id, 'plain');
    await server.database.db.update(comments).set({ hidden: true }).where(sql`id = ${c.id}`);
    const after = `${mentionLink(bob.id, bob.username)} ${mentionLink(admin.id, admin.username)}`;
    const created = await notifyNewMentions(server.database.db, {
      before: 'plain',
      after,
      actorId: author.id,
      postId: post.id,
      commentId: c.id,
    });
    expect(created.map((n) => n.recipientId)).toEqual([admin.id]);
  });

  test('a follower mentioned in a new post gets the mention, not also NEW_POST', async () => {
    const writer = await server.newUser('writer');
    const [fan, other] = [await server.newUser('fan'), await server.newUser('other')];
    for (const f of [fan, other])
      expect(
        (await server.request('POST', `/api/follows/${writer.id}`, { token: f.token })).status,
      ).toBeLessThan(300);
    const heard: string[] = [];
    const off = onNotificationCreated((n) => {
      if (n.actorId === writer.id) heard.push(`${n.recipientId}:${n.type}`);
    });
    const post = await createPost(server, writer, {
      title: 'Shout-out',
      content: `<p>Hello @${fan.username}</p>`,
    });
    await waitFor(async () => heard.length === 2);
    off();
    expect(heard.sort()).toEqual([`${fan.id}:MENTION`, `${other.id}:NEW_POST`].sort());
    expect((await notificationsFor(server, fan.id)).map((n) => [n.type, n.target_id])).toEqual([
      ['MENTION', post.id],
    ]);
  });
});

describe('GET /api/users/mention-suggestions', () => {
  test('people the viewer follows come first, then others by username prefix, at most size', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const [a, b, c, d] = await Promise.all(['a', 'b', 'c', 'd'].map((x) => server.newUser(`${tag}${x}`)));
    const viewer = await server.newUser('viewer');
    await server.request('POST', `/api/follows/${c!.id}`, { token: viewer.token });
    const res = await suggestions(viewer, `?q=${tag.toUpperCase()}&size=3`);
    expect(res.status).toBe(200);
    expect(res.body.map((s) => [s.username, s.following])).toEqual([
      [c!.username, true],
      [a!.username, false],
      [b!.username, false],
    ]);
    expect(res.body[0]).toMatchObject({ id: c!.id, _id: c!.id, name: `Test ${c!.username}` });
    const all = await suggestions(viewer, `?q=${tag}`);
    expect(all.body.map((s) => s.username)).toEqual([c, a, b, d].map((u) => u!.username));
    // The viewer is never suggested to themselves.
    expect((await suggestions(d!, `?q=${tag}`)).body.map((s) => s.username)).not.toContain(d!.username);
  });

  test('an underscore in q is a character, not a wildcard', async () => {
    const base = `und${Date.now().toString(36)}`;
    const plain = await server.newUser(`${base}x`);
    const res = await suggestions(bob, `?q=${base}_`);
    expect(res.body.map((s) => s.id)).not.toContain(plain.id);
  });

  test('anonymous callers get 401; a bad q or size gets 400', async () => {
    expect((await suggestions(null, '?q=a')).status).toBe(401);
    for (const query of ['?q=a%25', '?q=<script>', `?q=${'a'.repeat(41)}`, '?size=9', '?size=0', '?size=x']) {
      const res = await suggestions(bob, query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: expect.any(String),
        field: expect.any(String),
        code: 'VALIDATION_FAILED',
      });
    }
  });
});

describe('mention suggestions rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({
      seed: false,
      env: { RATE_LIMIT_MENTION: '2/1 minute', CWT_RATE_LIMIT_FACTOR: '1' },
    });
  });
  afterAll(() => limited.close());

  test('has its own policy: over it, 429 with { message }, while other reads go on', async () => {
    const user = await limited.newUser('typist');
    const ask = () => limited.request('GET', '/api/users/mention-suggestions?q=a', { token: user.token });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const over = await ask();
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: expect.any(String), code: 'RATE_LIMITED' });
    expect((await limited.request('GET', '/api/users/me', { token: user.token })).status).toBe(200);
  });
});

describe('mentions between people who block each other', () => {
  test('a blocked pair cannot mention each other: the name stays text, nobody is told, and neither is suggested', async () => {
    const [blocker, blocked] = await Promise.all([server.newUser('mblocker'), server.newUser('mblocked')]);
    const block = await server.request('POST', `/api/blocks/${blocked.id}`, { token: blocker.token });
    expect(block.status).toBeLessThan(300);
    const post = await createPost(server, author, { title: 'Blocked mentions' });

    // Both directions: the blocked member naming the blocker, and the blocker naming them.
    const fromBlocked = await comment(blocked, post.id, `Hey @${blocker.username} and @${bob.username}`);
    expect(fromBlocked.content).toBe(`Hey @${blocker.username} and ${mentionLink(bob.id, bob.username)}`);
    const fromBlocker = await comment(blocker, post.id, `cc @${blocked.username}`);
    expect(fromBlocker.content).toBe(`cc @${blocked.username}`);
    await waitFor(async () => (await mentionsOf(bob)).some((n) => n.message.includes('Blocked mentions')));
    expect(await mentionsOf(blocker)).toEqual([]);
    expect(await mentionsOf(blocked)).toEqual([]);

    const byBlocker = await suggestions(blocker, `?q=${blocked.username.slice(0, 6)}`);
    expect(byBlocker.status).toBe(200);
    expect(byBlocker.body.map((s) => s.id)).not.toContain(blocked.id);
    const byBlocked = await suggestions(blocked, `?q=${blocker.username.slice(0, 6)}`);
    expect(byBlocked.body.map((s) => s.id)).not.toContain(blocker.id);
  });

  test('a post edited after a block leaves the blocked name as text and tells nobody', async () => {
    const [writer, target] = await Promise.all([server.newUser('mwriter'), server.newUser('mtarget')]);
    const post = await createPost(server, writer, { title: 'Late block', content: '<p>Draft</p>' });
    expect(
      (await server.request('POST', `/api/blocks/${writer.id}`, { token: target.token })).status,
    ).toBeLessThan(300);
    const edited = await editPost(writer, post.id, `<p>Thanks @${target.username}</p>`);
    expect(edited.content).toBe(`<p>Thanks @${target.username}</p>`);
    expect(await mentionsOf(target)).toEqual([]);
  });
});

describe('mentions in edited comments', () => {
  test('an edit links the names it adds and tells only the people it adds, once', async () => {
    const [writer, first, added] = await Promise.all([
      server.newUser('ewriter'),
      server.newUser('efirst'),
      server.newUser('eadded'),
    ]);
    const post = await createPost(server, author, { title: 'Edited mentions' });
    const c = await comment(writer, post.id, `Hi @${first.username}`);
    await waitFor(async () => (await mentionsOf(first)).length === 1);
    const edit = (content: string) =>
      server.request<Comment>('PUT', `/api/comments/${c.id}`, { token: writer.token, body: { content } });
    const edited = await edit(`Hi @${first.username} and @${added.username}`);
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe(
      `Hi ${mentionLink(first.id, first.username)} and ${mentionLink(added.id, added.username)}`,
    );
    await waitFor(async () => (await mentionsOf(added)).length === 1);
    // Editing again, with both still named, tells nobody again.
    expect((await edit(`Hello @${first.username} and @${added.username}!`)).status).toBe(200);
    expect(await mentionsOf(first)).toHaveLength(1);
    expect(await mentionsOf(added)).toHaveLength(1);
  });
});
