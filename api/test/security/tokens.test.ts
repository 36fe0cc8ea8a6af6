import type { Comment, Post, PostSummary, UserProfile } from '@cwt/contracts';
import { decodeJwt, SignJWT } from 'jose';
import { createPost, loginAdmin, type TestUser } from '../helpers/fixtures';
import { tamperSignature } from '../helpers/jwt';
import { startServer, type TestServer } from '../helpers/server';

/**
 * Forged, altered, expired and revoked bearer tokens: each one is refused (401 `{ message }`) where a
 * signed-in user is required, and read as "anonymous" where signing in is optional, so no per-viewer
 * field (liked, saved, canDelete, amIFollowing) leaks the claimed user's state.
 */
jest.setTimeout(120_000);

let server: TestServer;
let author: TestUser;
let post: Post;
/** Liked, bookmarked, commented and followed: the per-viewer fields are all true for them. */
let viewer: TestUser;
let comment: Comment;
let adminId: string;
/** Tokens revoked by the app itself (filled in beforeAll). */
let deletedUserToken: string;
let oldPasswordToken: string;

const encoder = new TextEncoder();
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface Claims {
  sub?: string;
  ver?: unknown;
  role?: string;
  iss?: string;
  exp?: number;
  nbf?: number;
  iat?: number;
}

/** The claims the API itself puts in the viewer's token, read from a real one. */
function viewerClaims(): Claims {
  const { sub, ver, role, iss } = decodeJwt(viewer.token);
  return { sub, ver, role: role as string, iss };
}

const now = () => Math.floor(Date.now() / 1000);

async function sign(claims: Claims, options: { secret?: string; alg?: string } = {}): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .sign(encoder.encode(options.secret ?? server.config.jwtSecret));
}

/** The viewer's real signature on a payload it never signed. */
function swapPayload(token: string, claims: Claims): string {
  const [header, , signature] = token.split('.');
  return `${header}.${b64url(claims)}.${signature}`;
}

const CASES: Array<[string, () => Promise<string> | string]> = [
  ['tampered signature', () => tamperSignature(viewer.token)],
  [
    'payload changed under the original signature',
    () => swapPayload(viewer.token, { ...viewerClaims(), role: 'ADMIN', sub: adminId }),
  ],
  [
    'alg none, no signature',
    () => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ ...viewerClaims(), exp: now() + 3600 })}.`,
  ],
  [
    'alg none with the original signature',
    () =>
      `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ ...viewerClaims(), exp: now() + 3600 })}.${viewer.token.split('.')[2]}`,
  ],
  ['HS512 with the right secret', () => sign({ ...viewerClaims(), exp: now() + 3600 }, { alg: 'HS512' })],
  ['expired', () => sign({ ...viewerClaims(), iat: now() - 7200, exp: now() - 3600 })],
  ['not valid yet', () => sign({ ...viewerClaims(), nbf: now() + 3600, exp: now() + 7200 })],
  [
    'signed with another secret',
    () => sign({ ...viewerClaims(), exp: now() + 3600 }, { secret: 'x'.repeat(48) }),
  ],
  ['another issuer', () => sign({ ...viewerClaims(), iss: 'not-cwt', exp: now() + 3600 })],
  ['no issuer', () => sign({ ...viewerClaims(), iss: undefined, exp: now() + 3600 })],
  ['no token version', () => sign({ ...viewerClaims(), ver: undefined, exp: now() + 3600 })],
  [
    'token version as a string',
    () => sign({ ...viewerClaims(), ver: String(viewerClaims().ver), exp: now() + 3600 }),
  ],
  [
    'a later token version',
    () => sign({ ...viewerClaims(), ver: Number(viewerClaims().ver) + 1, exp: now() + 3600 }),
  ],
  ['an unknown user', () => sign({ ...viewerClaims(), sub: 'ffffffffffffffffffffffff', exp: now() + 3600 })],
  ['a deleted user', () => deletedUserToken],
  ['issued before a password change', () => oldPasswordToken],
];

async function mustSucceed(method: string, path: string, token: string, status = 200, body?: unknown) {
  const res = await server.request(method, path, { token, body });
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return res;
}

beforeAll(async () => {
  server = await startServer();
  author = await server.newUser('author');
  viewer = await server.newUser('viewer');
  adminId = (await loginAdmin(server)).id;
  post = await createPost(server, author, { title: 'Token probe post' });
  await mustSucceed('POST', `/api/likes/post/${post.id}`, viewer.token);
  await mustSucceed('POST', `/bookmarks/post/${post.id}`, viewer.token);
  await mustSucceed('POST', `/api/follows/${author.id}`, viewer.token);
  comment = (
    await mustSucceed('POST', `/api/comments/${post.id}`, viewer.token, 201, { content: 'Mine to delete' })
  ).body as Comment;
  await mustSucceed('POST', `/api/likes/comment/${comment.id}`, viewer.token);

  const leaving = await server.newUser('leaving');
  deletedUserToken = leaving.token;
  await mustSucceed('DELETE', '/api/users/me', leaving.token, 200, { password: leaving.password });

  // Same interactions as the viewer, so a revoked token that still counted would show them.
  const changer = await server.newUser('changer');
  oldPasswordToken = changer.token;
  await mustSucceed('POST', `/api/likes/post/${post.id}`, changer.token);
  await mustSucceed('POST', `/bookmarks/post/${post.id}`, changer.token);
  await mustSucceed('PUT', '/api/users', changer.token, 200, {
    password: 'another-horse-2',
    currentPassword: changer.password,
  });
});
afterAll(() => server.close());

/** Authenticated endpoints of several kinds: own account, notifications, a write, the back office. */
const AUTHENTICATED: Array<[string, string, unknown?]> = [
  ['GET', '/api/users/me'],
  ['GET', '/api/notifications'],
  ['POST', '/api/posts', { title: 'Forged', category: 'Technology', content: '<p>Forged</p>' }],
  ['GET', '/api/admin/users'],
  ['PUT', '/api/users', { name: 'Forged' }],
];

interface ViewerFields {
  post: Pick<Post, 'liked' | 'saved' | 'isSaved'>;
  listed: Pick<PostSummary, 'liked' | 'saved' | 'isSaved'> | undefined;
  comment: Pick<Comment, 'liked' | 'canDelete'> | undefined;
  profile: Pick<UserProfile, 'amIFollowing'>;
}

/** The per-viewer fields of the public reads, as `token` sees them (every read must answer 200). */
async function publicView(token: string): Promise<ViewerFields> {
  const read = async <T>(path: string): Promise<T> => {
    const res = await server.request<T>('GET', path, { token });
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    return res.body;
  };
  const detail = await read<Post>(`/api/posts/${post.id}`);
  const list = await read<{ content: PostSummary[] }>(`/api/posts?authorId=${author.id}`);
  const comments = await read<Comment[]>(`/api/comments/${post.id}`);
  const profile = await read<UserProfile>(`/api/users/${author.id}`);
  const pick = <T extends object, K extends keyof T>(o: T | undefined, keys: K[]) =>
    o && (Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>);
  return {
    post: pick(detail, ['liked', 'saved', 'isSaved'])!,
    listed: pick(
      list.content.find((p) => p.id === post.id),
      ['liked', 'saved', 'isSaved'],
    ),
    comment: pick(
      comments.find((c) => c.id === comment.id),
      ['liked', 'canDelete'],
    ),
    profile: pick(profile, ['amIFollowing'])!,
  };
}

const ANONYMOUS_VIEW: ViewerFields = {
  post: { liked: false, saved: false, isSaved: false },
  listed: { liked: false, saved: false, isSaved: false },
  comment: { liked: false, canDelete: false },
  profile: { amIFollowing: false },
};

describe('the viewer’s own token (control)', () => {
  test('is accepted on every authenticated endpoint but the back office', async () => {
    for (const [method, path, body] of AUTHENTICATED) {
      const res = await server.request(method, path, { token: viewer.token, body });
      expect({ method, path, status: res.status }).toEqual({
        method,
        path,
        status: path.startsWith('/api/admin') ? 403 : method === 'POST' ? 201 : 200,
      });
    }
  });

  test('shows the viewer’s likes, bookmark, comment and follow on the public reads', async () => {
    expect(await publicView(viewer.token)).toEqual({
      post: { liked: true, saved: true, isSaved: true },
      listed: { liked: true, saved: true, isSaved: true },
      comment: { liked: true, canDelete: true },
      profile: { amIFollowing: true },
    });
  });
});

describe.each(CASES)('token: %s', (_name, makeToken) => {
  test('is refused with 401 { message } on authenticated endpoints', async () => {
    const token = await makeToken();
    for (const [method, path, body] of AUTHENTICATED) {
      const res = await server.request<{ message?: unknown }>(method, path, { token, body });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
      expect(typeof res.body.message).toBe('string');
    }
  });

  test('reads public pages as anonymous', async () => {
    expect(await publicView(await makeToken())).toEqual(ANONYMOUS_VIEW);
  });
});

test('the role claim is not trusted: a validly signed USER token claiming ADMIN stays a USER', async () => {
  const token = await sign({ ...viewerClaims(), role: 'ADMIN', exp: now() + 3600 });
  expect((await server.request('GET', '/api/users/me', { token })).status).toBe(200);
  const admin = await server.request<{ message?: unknown }>('GET', '/api/admin/users', { token });
  expect(admin.status).toBe(403);
  expect(typeof admin.body.message).toBe('string');
});
