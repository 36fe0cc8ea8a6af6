import { ERROR_CODES, type ErrorBody, isErrorCode } from '@cwt/contracts';
import { loginAdmin } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

/**
 * Every error answer keeps the spec's `{ message }` and carries a documented `code` (issue 22): one
 * representative refusal per status, its message exactly as before.
 */
let server: TestServer;
let limited: TestServer;
beforeAll(async () => {
  [server, limited] = await Promise.all([
    startServer(),
    startServer({ seed: false, env: { RATE_LIMIT_LOGIN: '1/1 minute', CWT_RATE_LIMIT_FACTOR: '1' } }),
  ]);
});
afterAll(() => Promise.all([server.close(), limited.close()]));

async function refusal(
  target: TestServer,
  method: string,
  path: string,
  options: Parameters<TestServer['request']>[2] = {},
) {
  const res = await target.request<ErrorBody>(method, path, options);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: res.status, body: res.body };
}

test('401, 403 and 404 name who may ask and what is missing', async () => {
  const user = await server.newUser('coded');
  expect(await refusal(server, 'GET', '/api/users/me')).toEqual({
    status: 401,
    body: { message: 'Authentication required', code: 'AUTH_REQUIRED' },
  });
  expect(await refusal(server, 'GET', '/api/users/me', { token: 'not.a.token' })).toEqual({
    status: 401,
    body: { message: 'Unauthorized: Invalid or expired token', code: 'TOKEN_INVALID' },
  });
  expect(
    await refusal(server, 'POST', '/login', { body: { username: user.username, password: 'wrong-pass-1' } }),
  ).toEqual({ status: 401, body: { message: 'Invalid username or password!', code: 'LOGIN_FAILED' } });
  expect(await refusal(server, 'GET', '/api/admin/users', { token: user.token })).toEqual({
    status: 403,
    body: { message: 'You do not have permission to do this', code: 'ADMIN_REQUIRED' },
  });
  expect(await refusal(server, 'GET', '/api/posts/0123456789abcdef01234567')).toEqual({
    status: 404,
    body: { message: 'Post not found', code: 'POST_NOT_FOUND' },
  });
  expect(await refusal(server, 'GET', '/api/nope')).toEqual({
    status: 404,
    body: { message: 'Route GET /api/nope not found', code: 'ROUTE_NOT_FOUND' },
  });
});

test('400 for a schema, a malformed body and a bad locale; 409 for a taken name', async () => {
  const user = await server.newUser('coded');
  expect(
    await refusal(server, 'POST', '/register', {
      body: { name: 'N', email: 'n@example.com', username: 'someone_new', password: 'short' },
    }),
  ).toEqual({
    status: 400,
    body: { message: 'Password must be at least 8 characters', field: 'password', code: 'VALIDATION_FAILED' },
  });
  expect(await refusal(server, 'POST', '/login', { raw: '{"username":' })).toEqual({
    status: 400,
    body: { message: 'Malformed JSON body', code: 'MALFORMED_JSON' },
  });
  const badLocale = await refusal(server, 'PUT', '/api/users', { token: user.token, body: { locale: 'fr' } });
  expect(badLocale).toMatchObject({ status: 400, body: { field: 'locale', code: 'VALIDATION_FAILED' } });
  expect(badLocale.body.message).toMatch(/^locale: /);
  expect(
    await refusal(server, 'POST', '/register', {
      body: {
        name: 'Twin',
        email: `twin-${user.username}@example.com`,
        username: user.username,
        password: 'correct-horse-2',
      },
    }),
  ).toEqual({
    status: 409,
    body: { message: 'Username is already taken', field: 'username', code: 'CONFLICT_USERNAME_TAKEN' },
  });
});

test('413 for a body over the limit, 415 for a type no route reads', async () => {
  const huge = JSON.stringify({ username: 'a'.repeat(server.config.bodyLimit + 10), password: 'x' });
  const tooLarge = await refusal(server, 'POST', '/login', { raw: huge });
  expect(tooLarge).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
  expect(tooLarge.body.message).toEqual(expect.any(String));
  const admin = await loginAdmin(server);
  const wrongType = await refusal(server, 'POST', '/api/categories', {
    token: admin.token,
    raw: '<category/>',
    headers: { 'content-type': 'application/xml' },
  });
  expect(wrongType).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
});

test("the router's own refusals: an over-long path parameter, a broken %-escape", async () => {
  const long = `/api/posts/${'x'.repeat(300)}`;
  expect(await refusal(server, 'GET', long)).toEqual({
    status: 414,
    body: { message: `'${long}' is exceeding the max param length`, code: 'URL_TOO_LONG' },
  });
  expect(await refusal(server, 'GET', '/api/posts/%E0%A4%A')).toMatchObject({
    status: 400,
    body: { code: 'MALFORMED_URL' },
  });
});

test('429 once a policy is spent, with Retry-After', async () => {
  const attempt = () =>
    limited.request<ErrorBody>('POST', '/login', { body: { username: 'x', password: 'wrong-pass-1' } });
  expect((await attempt()).status).toBe(401);
  const over = await attempt();
  expect(over.status).toBe(429);
  expect(over.body).toEqual({
    message: expect.stringMatching(/^Too many requests, please try again in /),
    code: 'RATE_LIMITED',
  });
  expect(over.headers.get('retry-after')).toBeTruthy();
});

test('every code is documented with what it means', () => {
  for (const [code, meaning] of Object.entries(ERROR_CODES)) {
    expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(meaning.length).toBeGreaterThan(10);
    expect(isErrorCode(code)).toBe(true);
  }
  expect(isErrorCode('toString')).toBe(false);
});
