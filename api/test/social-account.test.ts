import type { Me, UserProfile } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { createPost, scalar, type TestUser } from './helpers/fixtures';
import { linkToken, mailTo as waitForMail } from './helpers/mail';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const UNKNOWN = '0123456789abcdef01234567';

const mailTo = (to: string, matching: RegExp) => waitForMail(server, to, matching);

describe('profile', () => {
  test('404 unknown, 400 malformed, join date from the server', async () => {
    const u = await server.newUser('prof');
    const res = await server.request<UserProfile>('GET', `/api/users/${u.id}`);
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.createdAt)).toBeLessThanOrEqual(Date.now());
    expect(res.body).not.toHaveProperty('email');
    expect((await server.request('GET', `/api/users/${UNKNOWN}`)).status).toBe(404);
    expect((await server.request('GET', '/api/users/not-an-id')).status).toBe(400);
  });
});

describe('account update', () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await server.newUser('acct');
  });

  test('name, location, website (http/https only); never role', async () => {
    const res = await server.request<Me>('PUT', '/api/users', {
      token: u.token,
      body: { name: 'New Name', location: 'Hà Nội', website: 'https://example.org/me' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'New Name',
      location: 'Hà Nội',
      website: 'https://example.org/me',
    });
    expect(res.body).not.toHaveProperty('token');
    const bad = await server.request('PUT', '/api/users', {
      token: u.token,
      body: { website: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    const role = await server.request<Me>('PUT', '/api/users', {
      token: u.token,
      body: { userRole: 'ADMIN' },
    });
    expect(role.body.userRole).toBe('USER');
    const profile = await server.request<UserProfile>('GET', `/api/users/${u.id}`);
    expect(profile.body).toMatchObject({
      name: 'New Name',
      location: 'Hà Nội',
      website: 'https://example.org/me',
    });
  });

  test('409 on a taken e-mail; a new e-mail un-verifies and mails a fresh link', async () => {
    const other = await server.newUser('other');
    const taken = await server.request('PUT', '/api/users', { token: u.token, body: { email: other.email } });
    expect(taken.status).toBe(409);

    // Registration mailed a verification link; following it verifies and lands on /account.
    const mail = await mailTo(u.email, /Confirm your e-mail/);
    const token = linkToken(mail, '/api/auth/verify-email?token=');
    const visit = await fetch(`${server.url}/api/auth/verify-email?token=${token}`, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    expect(visit.headers.get('location')).toBe('http://localhost:3000/account?emailVerified=1');
    expect((await server.request<Me>('GET', '/api/users/me', { token: u.token })).body.emailVerified).toBe(
      true,
    );
    // Single use.
    const reuse = await server.request('POST', '/api/auth/verify-email', { body: { token } });
    expect(reuse.status).toBe(400);

    const newEmail = `changed-${u.username}@example.com`;
    const changed = await server.request<Me>('PUT', '/api/users', {
      token: u.token,
      body: { email: newEmail },
    });
    expect(changed.body).toMatchObject({ email: newEmail, emailVerified: false });
    const second = await mailTo(newEmail, /Confirm your e-mail/);
    const ok = await server.request('POST', '/api/auth/verify-email', {
      body: { token: linkToken(second, '/api/auth/verify-email?token=') },
    });
    expect(ok.status).toBe(200);
    expect((await server.request<Me>('GET', '/api/users/me', { token: u.token })).body.emailVerified).toBe(
      true,
    );
  });

  test('a password change needs the current one and returns a fresh token; older tokens stop working', async () => {
    const noCurrent = await server.request('PUT', '/api/users', {
      token: u.token,
      body: { password: 'brand-new-pass' },
    });
    expect(noCurrent.status).toBe(400);
    const wrong = await server.request('PUT', '/api/users', {
      token: u.token,
      body: { password: 'brand-new-pass', currentPassword: 'wrong-one' },
    });
    expect(wrong.status).toBe(400);
    const short = await server.request('PUT', '/api/users', {
      token: u.token,
      body: { password: 'short', currentPassword: u.password },
    });
    expect(short.status).toBe(400);
    const res = await server.request<Me & { token: string }>('PUT', '/api/users', {
      token: u.token,
      body: { password: 'brand-new-pass', currentPassword: u.password },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect((await server.request('GET', '/api/users/me', { token: u.token })).status).toBe(401);
    expect((await server.request('GET', '/api/users/me', { token: res.body.token })).status).toBe(200);
    const login = await server.request('POST', '/login', {
      body: { username: u.username, password: 'brand-new-pass' },
    });
    expect(login.status).toBe(200);
  });
});

describe('password reset', () => {
  test('neutral answer, single-use link, new password works, old sessions end', async () => {
    const u = await server.newUser('forgetful');
    const unknown = await server.request<{ message: string }>('POST', '/api/auth/password/forgot', {
      body: { email: 'nobody-here@example.com' },
    });
    const known = await server.request<{ message: string }>('POST', '/api/auth/password/forgot', {
      body: { email: u.email.toUpperCase() },
    });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);

    const mail = await mailTo(u.email, /Reset your CWT password/);
    const token = linkToken(mail, '/reset-password?token=');
    expect(
      await scalar(
        server,
        sql`select count(*)::int as n from password_reset_tokens where token_hash = ${token}`,
      ),
    ).toBe(0);

    const tooShort = await server.request('POST', '/api/auth/password/reset', {
      body: { token, password: 'short' },
    });
    expect(tooShort.status).toBe(400);
    const reset = await server.request('POST', '/api/auth/password/reset', {
      body: { token, password: 'reset-pass-123' },
    });
    expect(reset.status).toBe(200);
    const reuse = await server.request<{ message: string }>('POST', '/api/auth/password/reset', {
      body: { token, password: 'another-pass-123' },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('This reset link is invalid or has expired.');

    expect((await server.request('GET', '/api/users/me', { token: u.token })).status).toBe(401);
    expect(
      (await server.request('POST', '/login', { body: { username: u.username, password: u.password } }))
        .status,
    ).toBe(401);
    expect(
      (await server.request('POST', '/login', { body: { username: u.username, password: 'reset-pass-123' } }))
        .status,
    ).toBe(200);
  });

  test('an expired link is refused', async () => {
    const u = await server.newUser('late');
    await server.request('POST', '/api/auth/password/forgot', { body: { email: u.email } });
    const token = linkToken(await mailTo(u.email, /Reset your CWT password/), '/reset-password?token=');
    await server.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = ${u.id}`,
    );
    const res = await server.request('POST', '/api/auth/password/reset', {
      body: { token, password: 'reset-pass-123' },
    });
    expect(res.status).toBe(400);
  });
});

describe('account deletion', () => {
  test('needs the password; removes the user and their content and fixes others’ counters', async () => {
    const author = await server.newUser('keeper');
    const leaver = await server.newUser('leaver');
    const post = await createPost(server, author, { title: 'Stays' });
    await server.request('POST', `/api/likes/post/${post.id}`, { token: leaver.token });
    await server.request('POST', `/api/comments/${post.id}`, {
      token: leaver.token,
      body: { content: 'bye' },
    });
    await server.request('POST', `/api/follows/${author.id}`, { token: leaver.token });
    const own = await createPost(server, leaver, { title: 'Goes' });

    expect(
      (await server.request('DELETE', '/api/users/me', { token: leaver.token, body: { password: 'nope' } }))
        .status,
    ).toBe(400);
    expect(
      (await server.request('DELETE', '/api/users/me', { body: { password: leaver.password } })).status,
    ).toBe(401);
    const res = await server.request('DELETE', '/api/users/me', {
      token: leaver.token,
      body: { password: leaver.password },
    });
    expect(res.status).toBe(200);

    expect((await server.request('GET', `/api/users/${leaver.id}`)).status).toBe(404);
    expect((await server.request('GET', `/api/posts/${own.id}`)).status).toBe(404);
    const kept = await server.request<{ likeCount: number; commentCount: number }>(
      'GET',
      `/api/posts/${post.id}`,
    );
    expect(kept.body).toMatchObject({ likeCount: 0, commentCount: 0 });
    expect((await server.request<UserProfile>('GET', `/api/users/${author.id}`)).body.followerNumber).toBe(0);
    expect(
      (
        await server.request('POST', '/login', {
          body: { username: leaver.username, password: leaver.password },
        })
      ).status,
    ).toBe(401);
  });
});
