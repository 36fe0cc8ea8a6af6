import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { LOGIN_FAILED } from '../../src/services/users';
import { scalar } from '../helpers/fixtures';
import { startServer, type TestResponse, type TestServer } from '../helpers/server';

/*
 * The seam for "same hashing work": the argon2 library's own `verify` and `hash` exports, spied on
 * with calls passing through to the real functions. Not a counter in lib/password.ts: a path can
 * call verifyPassword once and still skip the work inside it (argon2 rejects a stored value that
 * is no PHC string without hashing anything), so the check sits one level down, where the work
 * happens, and also records which parameters each verification ran with. The app reaches these
 * exports through the same module object at call time (CommonJS), so the spies see its calls; the
 * known-user case below fails if they ever stop doing so.
 */
const argon2 = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');

/** The part of a PHC string that fixes the work: algorithm, version, memory, passes, lanes. */
function argon2Parameters(phc: unknown): string {
  const match = /^\$argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+(?=\$)/.exec(String(phc));
  return match ? match[0] : `not an argon2 hash: ${String(phc).slice(0, 12)}`;
}

async function countingArgon2<T>(run: () => Promise<T>) {
  const verify = jest.spyOn(argon2, 'verify');
  const hash = jest.spyOn(argon2, 'hash');
  try {
    const result = await run();
    return {
      result,
      verified: verify.mock.calls.map(([phc]) => argon2Parameters(phc)),
      hashes: hash.mock.calls.length,
    };
  } finally {
    verify.mockRestore();
    hash.mockRestore();
  }
}

const login = (server: TestServer, username: string, password: string) =>
  server.request<{ message: string }>('POST', '/login', { body: { username, password } });

/** Registers without signing in, so no login attempt is spent on setup. */
async function register(server: TestServer, prefix: string) {
  const username = `${prefix}${randomBytes(3).toString('hex')}`;
  const password = 'correct-horse-1';
  const res = await server.request<{ id: string }>('POST', '/register', {
    body: { name: `Test ${username}`, email: `${username}@example.com`, username, password },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { id: res.body.id, username, password };
}

function expectLoginFailed(res: TestResponse<{ message: string }>) {
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ message: LOGIN_FAILED, code: 'LOGIN_FAILED' });
}

describe('brute force on one account', () => {
  const LIMIT = 3;
  const WINDOW_SECONDS = 6;
  let server: TestServer;
  beforeAll(async () => {
    // A window of seconds, so recovery is seen without a long wait.
    server = await startServer({
      seed: false,
      env: { RATE_LIMIT_LOGIN: `${LIMIT}/${WINDOW_SECONDS} seconds`, CWT_RATE_LIMIT_FACTOR: '1' },
    });
  });
  afterAll(() => server.close());

  test('wrong passwords reach 429 with a message; the right one is refused too; it recovers after the window', async () => {
    const victim = await register(server, 'victim');
    // Sent together: attempts are counted on arrival, before any hashing, so all of them land in one
    // window however slow argon2 is on a busy machine.
    const guesses = await Promise.all(
      Array.from({ length: LIMIT }, (_, i) => login(server, victim.username, `guess-${i}`)),
    );
    for (const res of guesses) expectLoginFailed(res);

    // One more guess, and a lucky one with the right password: both refused before any check.
    const [limited, lucky] = await Promise.all([
      login(server, victim.username, 'guess-again'),
      login(server, victim.username, victim.password),
    ]);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: expect.stringMatching(/^Too many requests/),
      code: 'RATE_LIMITED',
    });
    expect(lucky.status).toBe(429);
    expect(lucky.body).toEqual(limited.body);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);

    // Retry-After is whole seconds rounded up, so once it has passed so has the window.
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
    expectLoginFailed(await login(server, victim.username, 'guess-after-window'));
    expect((await login(server, victim.username, victim.password)).status).toBe(200);
  });
});

describe('unknown and known usernames look the same', () => {
  let server: TestServer;
  let known: { id: string; username: string; password: string };
  let realParameters: string;
  beforeAll(async () => {
    server = await startServer({ seed: false });
    known = await register(server, 'known');
    const [row] = await queryRows<{ password_hash: string }>(
      server.database.db,
      sql`select password_hash from users where id = ${known.id}`,
    );
    realParameters = argon2Parameters(row!.password_hash);
    expect(realParameters).toMatch(/^\$argon2id\$/);
  });
  afterAll(() => server.close());

  test('a known username with a wrong password: 401, one verification of its hash, no hashing', async () => {
    const { result, verified, hashes } = await countingArgon2(() =>
      login(server, known.username, 'wrong-password'),
    );
    expectLoginFailed(result);
    expect(verified).toEqual([realParameters]);
    expect(hashes).toBe(0);
  });

  test('an unknown username: the same status, message and work (one verification, same parameters)', async () => {
    const { result, verified, hashes } = await countingArgon2(() =>
      login(server, `nobody-${randomBytes(3).toString('hex')}`, 'wrong-password'),
    );
    expectLoginFailed(result);
    expect(verified).toEqual([realParameters]);
    expect(hashes).toBe(0);
  });

  test('an unknown e-mail address is treated like an unknown username', async () => {
    const { result, verified, hashes } = await countingArgon2(() =>
      login(server, `nobody-${randomBytes(3).toString('hex')}@example.com`, 'wrong-password'),
    );
    expectLoginFailed(result);
    expect(verified).toEqual([realParameters]);
    expect(hashes).toBe(0);
  });

  test('an account made by Google sign-in (no password hash) costs the same as any other', async () => {
    const googleOnly = await register(server, 'google');
    // What Google sign-in stores for a new account: a value no password can match.
    await server.database.db.execute(
      sql`update users set password_hash = ${`!google:${randomBytes(16).toString('hex')}`}
          where id = ${googleOnly.id}`,
    );
    expect(
      await scalar(
        server,
        sql`select count(*)::int as n from users where id = ${googleOnly.id} and password_hash like '!google:%'`,
      ),
    ).toBe(1);
    const { result, verified, hashes } = await countingArgon2(() =>
      login(server, googleOnly.username, googleOnly.password),
    );
    expectLoginFailed(result);
    expect(verified).toEqual([realParameters]);
    expect(hashes).toBe(0);
  });

  test('the right password still signs in (one verification)', async () => {
    const { result, verified } = await countingArgon2(() => login(server, known.username, known.password));
    expect(result.status).toBe(200);
    expect(verified).toEqual([realParameters]);
  });
});
