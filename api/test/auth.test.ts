import type { LoginResponse, Me } from '@cwt/contracts';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seed: false });
});
afterAll(() => server.close());

const register = (body: Record<string, unknown>) =>
  server.request<{ message: string; field?: string }>('POST', '/register', { body });

describe('POST /register', () => {
  test('creates a user that can log in', async () => {
    const res = await register({
      name: 'Alice',
      email: 'Alice@Example.com',
      username: 'alice',
      password: 'password-1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'alice', id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const login = await server.request<LoginResponse>('POST', '/login', {
      body: { username: 'alice', password: 'password-1' },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      username: 'alice',
      userRole: 'USER',
      email: 'alice@example.com',
      name: 'Alice',
    });
    expect(login.body.token.split('.')).toHaveLength(3);
  });

  test('400 names the first failing field', async () => {
    const res = await register({ name: 'Bob', email: 'bob@example.com', username: 'bob', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Password must be at least 8 characters',
      field: 'password',
      code: 'VALIDATION_FAILED',
    });

    const missing = await register({ email: 'bob@example.com', username: 'bob', password: 'password-1' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('name');
    expect(missing.body.message).toBe('name is required');

    const badEmail = await register({ name: 'Bob', email: 'nope', username: 'bob', password: 'password-1' });
    expect(badEmail.body).toEqual({
      message: 'Please enter a valid email address',
      field: 'email',
      code: 'VALIDATION_FAILED',
    });
  });

  test('409 with a clear message for a taken username or e-mail (any case)', async () => {
    await register({ name: 'Carol', email: 'carol@example.com', username: 'carol', password: 'password-1' });
    const sameName = await register({
      name: 'C',
      email: 'other@example.com',
      username: 'CAROL',
      password: 'password-1',
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({
      message: 'Username is already taken',
      field: 'username',
      code: 'CONFLICT_USERNAME_TAKEN',
    });
    const sameEmail = await register({
      name: 'C',
      email: 'CAROL@example.com',
      username: 'carol2',
      password: 'password-1',
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({
      message: 'Email is already registered',
      field: 'email',
      code: 'CONFLICT_EMAIL_TAKEN',
    });
  });
});

describe('POST /login', () => {
  test('unknown user and wrong password get the same 401 and message', async () => {
    const user = await server.newUser('dave');
    const wrong = await server.request('POST', '/login', {
      body: { username: user.username, password: 'wrong-password' },
    });
    const unknown = await server.request('POST', '/login', {
      body: { username: 'nobody-here', password: 'wrong-password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password!', code: 'LOGIN_FAILED' });
    expect(unknown.body).toEqual(wrong.body);
  });

  test('accepts the e-mail in the username field', async () => {
    const user = await server.newUser('erin');
    const res = await server.request<LoginResponse>('POST', '/login', {
      body: { username: user.email, password: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
  });
});

describe('GET /api/users/me and PUT /api/users', () => {
  test('401 without, with a malformed, or with a forged token', async () => {
    expect((await server.request('GET', '/api/users/me')).status).toBe(401);
    expect((await server.request('GET', '/api/users/me', { token: 'null' })).status).toBe(401);
    const res = await server.request('GET', '/api/users/me', { token: 'abc.def.ghi' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized: Invalid or expired token', code: 'TOKEN_INVALID' });
  });

  test('returns and updates the signed-in user', async () => {
    const user = await server.newUser('fay');
    const me = await server.request<Me>('GET', '/api/users/me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: user.id,
      _id: user.id,
      email: user.email,
      userRole: 'USER',
      profilePicture: null,
    });

    const updated = await server.request<Me>('PUT', '/api/users', {
      token: user.token,
      body: {
        name: 'Fay Updated',
        location: 'Hanoi',
        website: 'https://fay.example.com',
        profilePicture: 'https://img.example.com/a.png',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Fay Updated',
      location: 'Hanoi',
      profilePicture: 'https://img.example.com/a.png',
    });
    const again = await server.request<Me>('GET', '/api/users/me', { token: user.token });
    expect(again.body.name).toBe('Fay Updated');
  });

  test('cannot change role, and 409 for an e-mail someone else has', async () => {
    const a = await server.newUser('gil');
    const b = await server.newUser('hal');
    const roleTry = await server.request<Me>('PUT', '/api/users', {
      token: a.token,
      body: { userRole: 'ADMIN', role: 'ADMIN' },
    });
    expect(roleTry.status).toBe(200);
    expect(roleTry.body.userRole).toBe('USER');
    const taken = await server.request('PUT', '/api/users', {
      token: a.token,
      body: { email: b.email.toUpperCase() },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      message: 'Email is already registered',
      field: 'email',
      code: 'CONFLICT_EMAIL_TAKEN',
    });
  });

  test('a password change needs the current password and invalidates older tokens', async () => {
    const user = await server.newUser('ivy');
    const noCurrent = await server.request('PUT', '/api/users', {
      token: user.token,
      body: { password: 'brand-new-pass' },
    });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body).toMatchObject({ field: 'currentPassword' });
    const badCurrent = await server.request('PUT', '/api/users', {
      token: user.token,
      body: { password: 'brand-new-pass', currentPassword: 'not-it-at-all' },
    });
    expect(badCurrent.status).toBe(400);

    const ok = await server.request('PUT', '/api/users', {
      token: user.token,
      body: { password: 'brand-new-pass', currentPassword: user.password },
    });
    expect(ok.status).toBe(200);
    expect((await server.request('GET', '/api/users/me', { token: user.token })).status).toBe(401);

    const oldLogin = await server.request('POST', '/login', {
      body: { username: user.username, password: user.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await server.request<LoginResponse>('POST', '/login', {
      body: { username: user.username, password: 'brand-new-pass' },
    });
    expect(newLogin.status).toBe(200);
    expect((await server.request('GET', '/api/users/me', { token: newLogin.body.token })).status).toBe(200);
  });

  test('an expired token is rejected', async () => {
    const user = await server.newUser('jay');
    const { TokenService } = await import('../src/lib/jwt');
    const expired = await new TokenService(server.config.jwtSecret, '-1s').sign({
      sub: user.id,
      ver: 0,
      role: 'USER',
    });
    expect((await server.request('GET', '/api/users/me', { token: expired })).status).toBe(401);
  });
});
