import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    seed: false,
    env: { RATE_LIMIT_LOGIN: '3/1 minute', RATE_LIMIT_CONTACT: '2/1 minute', CWT_RATE_LIMIT_FACTOR: '1' },
  });
});
afterAll(() => server.close());

test('login answers 429 with a message after the configured number of attempts', async () => {
  const attempt = () =>
    server.request('POST', '/login', { body: { username: 'someone', password: 'whatever-1' } });
  for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
  const limited = await attempt();
  expect(limited.status).toBe(429);
  expect(limited.body).toEqual({
    message: expect.stringMatching(/^Too many requests/),
    code: 'RATE_LIMITED',
  });
  expect(limited.headers.get('retry-after')).toBeTruthy();
});

test('each policy has its own bucket (contact is not affected by login attempts)', async () => {
  const send = () =>
    server.request('POST', '/api/contact', { body: { name: 'A', email: 'a@example.com', message: 'hi' } });
  expect((await send()).status).toBe(201);
  expect((await send()).status).toBe(201);
  expect((await send()).status).toBe(429);
  // Routes without a policy are never limited.
  expect((await server.request('GET', '/api/categories')).status).toBe(200);
});
