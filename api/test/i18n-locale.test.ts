import type { Me, Notification } from '@cwt/contracts';
import { notify } from '../src/services/notifications';
import { createPost, loginAdmin, type TestUser, writeComment } from './helpers/fixtures';
import { linkToken, mailTo, RESET_MAIL, VERIFY_LINK, VERIFY_MAIL } from './helpers/mail';
import { startServer, type TestServer } from './helpers/server';
import { openStream } from './helpers/sse';

/**
 * Issue 22 on the server: a member's language (negotiated at registration, chosen on the profile)
 * decides the language of their mails and of the notifications written for them.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The decoded Subject of a mail file (the file adapter encodes a non-ASCII one, RFC 2047). */
function subjectOf(mail: string): string {
  const raw = /^Subject: (.*)$/m.exec(mail)?.[1] ?? '';
  const encoded = /^=\?UTF-8\?B\?(.*)\?=$/.exec(raw);
  return encoded ? Buffer.from(encoded[1]!, 'base64').toString('utf8') : raw;
}

let counter = 0;
async function register(headers: Record<string, string>): Promise<TestUser & { email: string }> {
  counter += 1;
  const username = `lang${counter}${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const password = 'correct-horse-1';
  const reg = await server.request('POST', '/register', {
    headers,
    body: { name: `Người ${username}`, email, username, password },
  });
  expect(reg.status).toBe(201);
  const login = await server.request<TestUser>('POST', '/login', { body: { username, password } });
  return { ...login.body, password, email };
}

const me = async (user: { token: string }) =>
  (await server.request<Me>('GET', '/api/users/me', { token: user.token })).body;
const setLocale = async (user: { token: string }, locale: string) =>
  server.request<Me>('PUT', '/api/users', { token: user.token, body: { locale } });

describe('the member language', () => {
  test('registration keeps the negotiated language, and the verification mail is written in it', async () => {
    const vi = await register({ 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' });
    expect((await me(vi)).locale).toBe('vi');
    const viMail = await mailTo(server, vi.email, /verify-email/);
    expect(subjectOf(viMail)).toBe('Xác nhận e-mail của bạn trên CWT');
    expect(viMail).toContain('Bạn hãy xác nhận địa chỉ e-mail');
    // Only the words change: the link is the same.
    expect(linkToken(viMail, VERIFY_LINK)).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    // The cookie the site writes when a language is picked wins over the browser's languages.
    const en = await register({ cookie: 'theme=dark; locale=en', 'accept-language': 'vi' });
    expect((await me(en)).locale).toBe('en');
    const enMail = await mailTo(server, en.email, VERIFY_MAIL);
    expect(subjectOf(enMail)).toBe('Confirm your e-mail for CWT');
    expect(enMail).toContain(`Hello Người ${en.username},\n\nPlease confirm your e-mail address`);
  });

  test('PUT /api/users changes it at once; the password mail follows it', async () => {
    const user = await register({});
    expect((await me(user)).locale).toBe('en');
    const changed = await setLocale(user, 'vi');
    expect(changed.status).toBe(200);
    expect(changed.body.locale).toBe('vi');
    expect((await me(user)).locale).toBe('vi');

    const forgot = () => server.request('POST', '/api/auth/password/forgot', { body: { email: user.email } });
    expect((await forgot()).status).toBe(200);
    const viMail = await mailTo(server, user.email, /M[^\n]*t kh[^\n]*u|reset-password/);
    expect(subjectOf(viMail)).toBe('Đặt lại mật khẩu CWT của bạn');
    expect(viMail).toContain('Nếu không phải bạn, cứ bỏ qua e-mail này nhé');

    expect((await setLocale(user, 'en')).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    const enMail = await mailTo(server, user.email, RESET_MAIL);
    expect(enMail).toContain('If it was not you, ignore this e-mail; your password stays the same.');
  });

  test("an account an admin creates gets its set-password mail in the creating request's language", async () => {
    const admin = await loginAdmin(server);
    const email = `made${Date.now().toString(36)}@example.com`;
    const created = await server.request('POST', '/api/admin/users', {
      token: admin.token,
      headers: { 'accept-language': 'vi' },
      body: { name: 'Được tạo', email, userRole: 'USER' },
    });
    expect(created.status).toBe(201);
    const mail = await mailTo(server, email, /reset-password/);
    expect(subjectOf(mail)).toBe('Đặt mật khẩu cho tài khoản CWT của bạn');
    expect(mail).toContain('Chào Được tạo,\n\nMột tài khoản CWT vừa được tạo cho bạn.');
  });
});

describe('notifications in the recipient language', () => {
  const list = async (user: { token: string }) =>
    (await server.request<Notification[]>('GET', '/api/notifications', { token: user.token })).body;

  test('a vi recipient reads Vietnamese, with the same type and params as an en recipient', async () => {
    const [actor, second, vi, en] = await Promise.all([
      register({}),
      register({}),
      register({ 'accept-language': 'vi' }),
      register({ 'accept-language': 'en-US' }),
    ]);
    const name = `Người ${actor.username}`;
    for (const target of [vi, en])
      expect((await server.request('POST', `/api/follows/${target.id}`, { token: actor.token })).status).toBe(
        200,
      );
    const [viFollow] = await list(vi);
    const [enFollow] = await list(en);
    expect(enFollow).toMatchObject({
      type: 'FOLLOW',
      title: 'New follower',
      message: `${name} started following you`,
      params: { actor: name, others: 0 },
    });
    expect(viFollow).toMatchObject({
      type: 'FOLLOW',
      title: 'Người theo dõi mới',
      message: `${name} đã bắt đầu theo dõi bạn`,
      params: enFollow!.params,
    });

    // A group is written again, and read, in its recipient's language.
    await server.request('POST', `/api/follows/${vi.id}`, { token: second.token });
    const [group] = await list(vi);
    expect(group).toMatchObject({
      id: viFollow!.id,
      title: 'Những người theo dõi mới',
      message: `Người ${second.username} và 1 người khác đã bắt đầu theo dõi bạn`,
      params: { actor: `Người ${second.username}`, others: 1 },
      actorCount: 2,
    });

    // Single notices: the English text is the spec's, unchanged.
    const [viPost, enPost] = await Promise.all([
      createPost(server, vi, { title: 'Phở buổi sáng' }),
      createPost(server, en, { title: 'Morning coffee' }),
    ]);
    await writeComment(server, actor, viPost.id, 'Ngon quá');
    await writeComment(server, actor, enPost.id, 'Nice');
    const [viComment] = await list(vi);
    const [enComment] = await list(en);
    expect(enComment).toMatchObject({
      type: 'COMMENT',
      title: 'New comment',
      message: `${name} commented on "Morning coffee"`,
      params: { actor: name, postTitle: 'Morning coffee' },
    });
    expect(viComment).toMatchObject({
      type: 'COMMENT',
      title: 'Bình luận mới',
      message: `${name} đã bình luận về bài viết "Phở buổi sáng"`,
      params: { actor: name, postTitle: 'Phở buổi sáng' },
    });
  });

  test('system notices are written in the recipient language too', async () => {
    const [vi, en] = await Promise.all([register({ 'accept-language': 'vi' }), register({})]);
    const notice = { actorId: null, postId: null, targetId: null } as const;
    const params = { notice: 'CONTENT_HIDDEN', content: 'comment' } as const;
    // As the moderation sweep writes one when it hides a comment.
    await notify(server.database.db, [
      { ...notice, recipientId: vi.id, type: 'SYSTEM', params },
      { ...notice, recipientId: en.id, type: 'SYSTEM', params },
    ]);
    expect((await list(vi))[0]).toMatchObject({ title: 'Bình luận của bạn đã bị ẩn', params });
    expect((await list(en))[0]).toMatchObject({
      title: 'Your comment was hidden',
      message:
        'Your comment was reported and automatically hidden because it looks abusive. An administrator will review it and can restore it.',
      params,
    });
  });

  test('the live stream carries the same type, params and Vietnamese text', async () => {
    const [actor, vi] = await Promise.all([register({}), register({ 'accept-language': 'vi' })]);
    const ticket = await server.request<{ ticket: string }>('POST', '/api/notifications/stream-ticket', {
      token: vi.token,
    });
    const stream = await openStream(`${server.url}/api/notifications/stream?ticket=${ticket.body.ticket}`);
    try {
      await server.request('POST', `/api/follows/${vi.id}`, { token: actor.token });
      const event = JSON.parse((await stream.next()).data) as Notification;
      expect(event).toMatchObject({
        type: 'FOLLOW',
        title: 'Người theo dõi mới',
        message: `Người ${actor.username} đã bắt đầu theo dõi bạn`,
        params: { actor: `Người ${actor.username}`, others: 0 },
      });
    } finally {
      stream.close();
    }
  });

  test('a change of language re-reads groups in the new one at once', async () => {
    const [actor, member] = await Promise.all([register({}), register({})]);
    const post = await createPost(server, member, { title: 'Tea' });
    expect((await server.request('POST', `/api/likes/post/${post.id}`, { token: actor.token })).status).toBe(
      200,
    );
    expect((await list(member))[0]).toMatchObject({
      title: 'New like',
      message: `Người ${actor.username} liked your post "Tea"`,
    });
    await setLocale(member, 'vi');
    expect((await list(member))[0]).toMatchObject({
      title: 'Lượt thích mới',
      message: `Người ${actor.username} đã thích bài viết "Tea" của bạn`,
      params: { actor: `Người ${actor.username}`, others: 0, postTitle: 'Tea' },
    });
  });
});
