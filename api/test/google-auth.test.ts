import type { LoginResponse } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { GOOGLE_LINK_REFUSED } from '../src/services/google-auth';
import { GOOGLE_CLIENT_ID, type GoogleIssuer, startGoogleIssuer } from './helpers/google';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let google: GoogleIssuer;

beforeAll(async () => {
  google = await startGoogleIssuer();
  server = await startServer({ seed: false, env: google.env });
});
afterAll(async () => {
  await server?.close();
  await google?.close();
});

const googleToken = (...args: Parameters<GoogleIssuer['token']>) => google.token(...args);

const login = (token: string) =>
  server.request<LoginResponse & { message?: string }>('POST', '/api/auth/google', { body: { token } });

describe('POST /api/auth/google', () => {
  test('a valid token creates the account once, then signs in to it', async () => {
    const first = await login(await googleToken());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      username: 'ada.lovelace',
      email: 'ada.lovelace@gmail.com',
      name: 'Ada Lovelace',
      userRole: 'USER',
    });
    expect(first.body.token).toEqual(expect.any(String));
    const me = await server.request<{ emailVerified: boolean; id: string }>('GET', '/api/users/me', {
      token: first.body.token,
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: first.body.id, emailVerified: true });

    const again = await login(await googleToken({ iss: 'accounts.google.com' }));
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    // The keys were fetched once and cached.
    expect(google.hits()).toBe(1);
    // No password signs in to a Google-created account.
    const pw = await server.request('POST', '/login', {
      body: { username: 'ada.lovelace', password: '!google:' },
    });
    expect(pw.status).toBe(401);
  });

  test('links to an existing account only when its e-mail is verified', async () => {
    const user = await server.newUser('linker');
    const unverified = await login(await googleToken({ email: user.email, sub: '42' }));
    expect(unverified.status).toBe(409);
    expect(unverified.body.message).toBe(GOOGLE_LINK_REFUSED);

    await queryRows(server.database.db, sql`update users set email_verified = true where id = ${user.id}`);
    const linked = await login(await googleToken({ email: user.email.toUpperCase(), sub: '42' }));
    expect(linked.status).toBe(200);
    expect(linked.body.id).toBe(user.id);
    expect(linked.body.username).toBe(user.username);
  });

  test('refuses expired, wrong-audience, wrong-issuer, unsigned and badly signed tokens', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
      iss: 'https://accounts.google.com',
      aud: GOOGLE_CLIENT_ID,
      sub: '1',
      email: 'mallory@gmail.com',
      email_verified: true,
      iat: now,
      exp: now + 3600,
    })}.`;
    const bad = [
      await googleToken({}, { expiresIn: now - 60 }),
      await googleToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      await googleToken({ iss: 'https://evil.example.com' }),
      unsigned,
      await googleToken({}, { key: google.otherKey }),
      'not-a-jwt',
    ];
    for (const token of bad) {
      const res = await login(token);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid Google token');
    }
    const [count] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from users where email = 'mallory@gmail.com'`,
    );
    expect(count!.n).toBe(0);
  });

  test('400 when no client id is configured', async () => {
    const off = await startServer({ seed: false });
    try {
      const res = await off.request<{ message: string }>('POST', '/api/auth/google', {
        body: { token: 'x.y.z' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Google sign-in is not configured on this server');
    } finally {
      await off.close();
    }
  });
});
