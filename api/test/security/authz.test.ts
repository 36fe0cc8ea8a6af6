import { isErrorCode } from '@cwt/contracts';
import { type GoogleIssuer, startGoogleIssuer } from '../helpers/google';
import { startServer, type TestServer } from '../helpers/server';
import { ACTORS, type Actor, AuthzFixtures } from './authz-fixtures';
import { AUTHZ_TABLE, type AuthzRow, type Call } from './authz-table';
import { routeKey, walkedRoutes } from './route-walk';

// Records every route the app registers (hoisted above the imports, so it applies to app.ts).
jest.mock('fastify', () => require('./route-walk').recordingFastify(jest.requireActual('fastify')));

// Jest ignores a project's testTimeout when several projects run; the matrix starts a seeded server.
jest.setTimeout(60_000);

let server: TestServer;
let google: GoogleIssuer;
let fixtures: AuthzFixtures;

beforeAll(async () => {
  google = await startGoogleIssuer();
  server = await startServer({ env: google.env });
  fixtures = await AuthzFixtures.create(server, google);
});
afterAll(async () => {
  await server?.close();
  await google?.close();
});

interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

async function send(method: AuthzRow['method'], call: Call, token: string | null): Promise<Answer> {
  const headers: Record<string, string> = { ...call.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: FormData | string | undefined = call.form;
  if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  // Redirects are the answer under test, not something to follow.
  const res = await fetch(server.url + call.path, { method, headers, body, redirect: 'manual' });
  const contentType = res.headers.get('content-type') ?? '';
  if (contentType.startsWith('text/event-stream')) {
    // A live stream never ends: its status and headers are the answer.
    await res.body?.cancel();
    return { status: res.status, contentType, body: null };
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = contentType.includes('application/json') && bytes.length > 0;
  return { status: res.status, contentType, body: json ? JSON.parse(bytes.toString('utf8')) : null };
}

const cases = AUTHZ_TABLE.flatMap((row) =>
  ACTORS.map((actor) => [routeKey(row.method, row.route), actor, row] as const),
);

test.each(cases)('%s as %s', async (_name, actor: Actor, row) => {
  const call = await row.prepare(fixtures, actor);
  const token = call.token !== undefined ? call.token : fixtures.tokenOf(actor);
  const res = await send(row.method, call, token);
  // The body is in the comparison so a wrong status shows the API's message.
  expect({ status: res.status, body: res.body }).toMatchObject({ status: row.expect[actor] });
  if (res.status >= 400) {
    // Every refusal is `{ message, code, field? }` in JSON, whatever refused it (auth hook, handler,
    // router), its code one of the documented ones.
    expect(res.contentType).toMatch(/^application\/json/);
    const { message, code, field, ...rest } = res.body as {
      message?: unknown;
      code?: unknown;
      field?: unknown;
    };
    expect(typeof message === 'string' && message.length > 0).toBe(true);
    expect({ code, known: isErrorCode(code) }).toEqual({ code, known: true });
    expect(field === undefined || typeof field === 'string').toBe(true);
    expect(rest).toEqual({});
  }
});

/**
 * The same protected routes called with input that fails every validation they have at once: each path
 * parameter malformed, out-of-range paging and enum values in the query, and a JSON body that is no
 * object. Who may call a route is settled before anything in the request is validated, so a caller
 * without a token gets 401 and a signed-in non-ADMIN 403 on an ADMIN route, never the 400 that would
 * describe the route's schema to them. Which routes are protected comes from their documented security
 * (the OpenAPI document), so the documentation and the enforcement cannot drift apart.
 */
describe('authorization comes before validation', () => {
  const INVALID_QUERY =
    'page=-1&size=0&removeContent=maybe&content=maybe&month=13&unread=maybe&order=sideways';

  function documentedAuth(row: AuthzRow): 'none' | 'user' | 'admin' {
    const doc = server.app.swagger() as {
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
    };
    const sec = doc.paths[row.route]?.[row.method.toLowerCase()]?.security;
    if (!sec || sec.some((s) => Object.keys(s).length === 0)) return 'none';
    return sec.some((s) => s.bearerAuth?.includes('ADMIN')) ? 'admin' : 'user';
  }

  /** The row's route with every `{param}` malformed, bad paging and enum values, and a body that is no object. */
  function invalidCall(row: AuthzRow): Call {
    const path = `${row.route.replace(/\{\w+\}/g, 'not-an-id!')}?${INVALID_QUERY}`;
    return row.method === 'GET' ? { path } : { path, body: 'not an object' };
  }

  // The live stream's credential is the ticket in its query, checked by its handler, not a bearer token.
  const STREAM = '/api/notifications/stream';
  const USERS: Actor[] = ['user', 'owner', 'other'];
  /** Rows refused for lack of a token, and those refused to every USER whatever they own (ADMIN rows). */
  const refused = AUTHZ_TABLE.filter((row) => row.expect.anonymous === 401 && row.route !== STREAM).flatMap(
    (row) => {
      const roleGated = USERS.every((actor) => row.expect[actor] === 403);
      return (['anonymous', ...(roleGated ? USERS : [])] as Actor[]).map(
        (actor) => [routeKey(row.method, row.route), actor, row] as const,
      );
    },
  );

  test.each(refused)('%s as %s', async (_name, actor: Actor, row) => {
    // The document must promise the same refusal the table expects.
    expect(documentedAuth(row)).toEqual(
      actor === 'anonymous' ? expect.stringMatching(/^(user|admin)$/) : 'admin',
    );
    const res = await send(row.method, invalidCall(row), fixtures.tokenOf(actor));
    expect({ status: res.status, body: res.body }).toMatchObject({ status: row.expect[actor] });
    expect(res.contentType).toMatch(/^application\/json/);
    expect(typeof (res.body as { message?: unknown }).message).toBe('string');
  });

  test('every protected route is checked: the document marks them, and they are the 401 rows', () => {
    const protectedRows = AUTHZ_TABLE.filter((row) => documentedAuth(row) !== 'none');
    expect(protectedRows.length).toBeGreaterThan(30);
    const anonymous401 = AUTHZ_TABLE.filter((row) => row.expect.anonymous === 401 && row.route !== STREAM);
    const keys = (rows: AuthzRow[]) => rows.map((r) => routeKey(r.method, r.route)).sort();
    expect(keys(anonymous401)).toEqual(keys(protectedRows));
    const adminRows = AUTHZ_TABLE.filter((row) => documentedAuth(row) === 'admin');
    const roleGated = AUTHZ_TABLE.filter((row) => USERS.every((actor) => row.expect[actor] === 403));
    expect(keys(roleGated)).toEqual(keys(adminRows));
  });

  test('public routes still answer 400 for bad input', async () => {
    for (const [method, path, body] of [
      ['POST', '/register', 'not an object'],
      ['GET', '/api/posts/post-by-com-id/not-an-id', undefined],
      ['GET', '/api/posts?size=0', undefined],
      ['POST', '/api/contact', { name: 'Visitor' }],
    ] as const) {
      const res = await send(method, { path, body }, fixtures.tokenOf('user'));
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(typeof (res.body as { message?: unknown }).message).toBe('string');
    }
  });
});

describe('coverage', () => {
  const inTable = AUTHZ_TABLE.map((r) => routeKey(r.method, r.route));

  test('every route the app registers has exactly one row', () => {
    const walked = walkedRoutes().map((r) => r.key);
    // Sanity: the walk saw the app's routes (it would be empty if the factory were not wrapped).
    expect(walked.length).toBeGreaterThan(70);
    expect(walked.filter((key) => !inTable.includes(key))).toEqual([]);
    expect(inTable.filter((key, i) => inTable.indexOf(key) !== i)).toEqual([]);
  });

  test('no row names a route the app does not register', () => {
    const walked = walkedRoutes().map((r) => r.key);
    expect(inTable.filter((key) => !walked.includes(key))).toEqual([]);
  });

  test('the walk and the OpenAPI document agree on every documented route', () => {
    const doc = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([route, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => routeKey(m, route)),
    );
    const walkedVisible = walkedRoutes()
      .filter((r) => !r.hidden)
      .map((r) => r.key);
    expect([...documented].sort()).toEqual([...walkedVisible].sort());
  });
});
