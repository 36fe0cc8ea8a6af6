import type { AdminUser, Category, Post, ReportItem } from '@cwt/contracts';
import { createPost, loginAdmin, type TestUser } from './helpers/fixtures';
import { startServer, type TestServer } from './helpers/server';

/**
 * The authorization matrix: every back-office endpoint against anonymous, USER and ADMIN. Each call
 * prepares its own target, so the ADMIN column exercises the real handler. A route under /api/admin or
 * /api/report-items, or a category write, that has no row here fails the coverage test below.
 */
type Actor = 'anonymous' | 'user' | 'admin';
interface Call {
  path: string;
  body?: unknown;
}
interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI spelling, as the registered routes are listed. */
  route: string;
  expect: Record<Actor, number>;
  prepare: () => Promise<Call>;
}

// Project-level testTimeout is ignored when Jest runs several projects; the matrix starts a seeded server.
jest.setTimeout(60_000);

let server: TestServer;
let user: TestUser;
let adminToken: string;
let seq = 0;
function next(): string {
  seq += 1;
  return `${Date.now().toString(36)}${seq}`;
}

async function newAdminUser(): Promise<AdminUser> {
  const n = next();
  const res = await server.request<AdminUser>('POST', '/api/admin/users', {
    token: adminToken,
    body: { name: `Target ${n}`, email: `target${n}@example.com`, userRole: 'USER' },
  });
  if (res.status !== 201) throw new Error(`create user failed: ${res.status} ${res.text}`);
  return res.body;
}
async function newCategory(): Promise<Category> {
  const res = await server.request<Category>('POST', '/api/categories', {
    token: adminToken,
    body: { name: `Cat ${next()}` },
  });
  if (res.status !== 201) throw new Error(`create category failed: ${res.status} ${res.text}`);
  return res.body;
}
async function newMessage(): Promise<string> {
  await server.request('POST', '/api/contact', {
    body: { name: 'Visitor', email: 'visitor@example.com', message: `Hello ${next()}` },
  });
  const list = await server.request<Array<{ id: string }>>('GET', '/api/admin/contact-messages', {
    token: adminToken,
  });
  return list.body[0]!.id;
}
/** A post by a third user, so USER is neither its author nor an ADMIN. */
let owner: TestUser;
const otherPost = (): Promise<Post> => createPost(server, owner);
async function newReport(): Promise<ReportItem> {
  const post = await otherPost();
  const res = await server.request<ReportItem>('POST', '/api/report-items', {
    token: adminToken,
    body: { contentId: post.id, type: 'Post', percentToxic: 91.5 },
  });
  if (res.status !== 201) throw new Error(`file report failed: ${res.status} ${res.text}`);
  return res.body;
}

const adminOnly = (ok: number) => ({ anonymous: 401, user: 403, admin: ok });
const postBody = { title: 'Matrix post', category: 'Travel', content: '<p>Matrix</p>', imageCloudUrl: null };

const MATRIX: Row[] = [
  {
    method: 'GET',
    route: '/api/admin/users',
    expect: adminOnly(200),
    prepare: async () => ({ path: '/api/admin/users' }),
  },
  {
    method: 'POST',
    route: '/api/admin/users',
    expect: adminOnly(201),
    prepare: async () => {
      const n = next();
      return {
        path: '/api/admin/users',
        body: { name: 'New', email: `new${n}@example.com`, userRole: 'USER' },
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/users/{id}',
    expect: adminOnly(200),
    prepare: async () => ({
      path: `/api/admin/users/${(await newAdminUser()).id}`,
      body: { name: 'Renamed' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/{id}',
    expect: adminOnly(200),
    prepare: async () => ({ path: `/api/admin/users/${(await newAdminUser()).id}?content=keep` }),
  },
  {
    method: 'GET',
    route: '/api/admin/stats',
    expect: adminOnly(200),
    prepare: async () => ({ path: '/api/admin/stats' }),
  },
  {
    method: 'GET',
    route: '/api/admin/contact-messages',
    expect: adminOnly(200),
    prepare: async () => ({ path: '/api/admin/contact-messages' }),
  },
  {
    method: 'PUT',
    route: '/api/admin/contact-messages/{id}',
    expect: adminOnly(200),
    prepare: async () => ({
      path: `/api/admin/contact-messages/${await newMessage()}`,
      body: { handled: true },
    }),
  },
  {
    method: 'GET',
    route: '/api/report-items',
    expect: adminOnly(200),
    prepare: async () => ({ path: '/api/report-items' }),
  },
  {
    method: 'POST',
    route: '/api/report-items',
    expect: adminOnly(201),
    prepare: async () => ({
      path: '/api/report-items',
      body: { contentId: (await otherPost()).id, type: 'Post', percentToxic: 12.345 },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/report-items/{id}',
    expect: adminOnly(200),
    prepare: async () => ({ path: `/api/report-items/${(await newReport()).id}` }),
  },
  {
    method: 'POST',
    route: '/api/categories',
    expect: adminOnly(201),
    prepare: async () => ({ path: '/api/categories', body: { name: `Added ${next()}` } }),
  },
  {
    method: 'PUT',
    route: '/api/categories/{id}',
    expect: adminOnly(200),
    prepare: async () => ({
      path: `/api/categories/${(await newCategory()).id}`,
      body: { name: `Renamed ${next()}` },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/categories/{id}',
    expect: adminOnly(200),
    prepare: async () => ({ path: `/api/categories/${(await newCategory()).id}` }),
  },
  // The admin Blogs form uses the ordinary post writes: any signed-in user may create a post, but only
  // its author or an ADMIN may change or delete it.
  {
    method: 'POST',
    route: '/api/posts',
    expect: { anonymous: 401, user: 201, admin: 201 },
    prepare: async () => ({ path: '/api/posts', body: { id: '0123456789abcdef01234567', ...postBody } }),
  },
  {
    method: 'PUT',
    route: '/api/posts/{id}',
    expect: { anonymous: 401, user: 403, admin: 200 },
    prepare: async () => ({ path: `/api/posts/${(await otherPost()).id}`, body: postBody }),
  },
  {
    method: 'DELETE',
    route: '/api/posts/{id}',
    expect: { anonymous: 401, user: 403, admin: 200 },
    prepare: async () => ({ path: `/api/posts/${(await otherPost()).id}` }),
  },
];

beforeAll(async () => {
  server = await startServer();
  user = await server.newUser('plain');
  owner = await server.newUser('owner');
  adminToken = (await loginAdmin(server)).token;
});
afterAll(() => server.close());

const ACTORS: Actor[] = ['anonymous', 'user', 'admin'];
const cases = MATRIX.flatMap((row) =>
  ACTORS.map((actor) => [`${row.method} ${row.route}`, actor, row] as const),
);

test.each(cases)('%s as %s', async (_name, actor, row) => {
  const call = await row.prepare();
  const token = actor === 'admin' ? adminToken : actor === 'user' ? user.token : undefined;
  const res = await server.request<{ message?: string }>(row.method, call.path, { token, body: call.body });
  expect({ status: res.status, body: res.body }).toMatchObject({ status: row.expect[actor] });
  if (res.status >= 400) expect(typeof res.body.message).toBe('string');
});

test('every back-office route registered by the app has a row in the matrix', async () => {
  const doc = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const registered = Object.entries(doc.paths).flatMap(([route, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => ({ method: m.toUpperCase(), route })),
  );
  const backOffice = registered
    .filter(
      ({ method, route }) =>
        route.startsWith('/api/admin') ||
        route.startsWith('/api/report-items') ||
        (route.startsWith('/api/categories') && method !== 'GET'),
    )
    .map(({ method, route }) => `${method} ${route}`)
    .sort();
  const inMatrix = MATRIX.map((r) => `${r.method} ${r.route}`);
  expect(backOffice.length).toBeGreaterThanOrEqual(13);
  expect(backOffice.filter((r) => !inMatrix.includes(r))).toEqual([]);
  // And no stale rows: every row names a registered route.
  const all = registered.map(({ method, route }) => `${method} ${route}`);
  expect(inMatrix.filter((r) => !all.includes(r))).toEqual([]);
});
