import type { Actor, AuthzFixtures } from './authz-fixtures';

/**
 * The authorization matrix: one row per route the app registers (method + OpenAPI path), with the
 * status each actor gets (see authz-fixtures.ts for who the actors are). authz.test.ts runs every row
 * as every actor and fails when a registered route has no row here, or a row names no route.
 *
 * Each row's `prepare` builds a fresh target for every call, so each call reaches the real handler (a
 * delete by the owner never leaves the admin's call a 404). Bodies are valid for every actor, so each
 * call reaches the ownership checks in the handler; authz.test.ts also calls every protected route with
 * invalid input, which must still be refused with 401/403 (authentication runs before validation).
 */
export interface Call {
  /** The URL path with its query string. */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  headers?: Record<string, string>;
  /** Replaces the actor's bearer token (null: none), for calls made as a fresh account of the actor's role. */
  token?: string | null;
}

export interface AuthzRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** OpenAPI spelling, `{param}`; routes hidden from the document use their Fastify URL (`*`). */
  route: string;
  expect: Record<Actor, number>;
  prepare: (f: AuthzFixtures, actor: Actor) => Promise<Call>;
}

/** Public: the same answer for everyone. */
const everyone = (status: number): Record<Actor, number> => ({
  anonymous: status,
  user: status,
  owner: status,
  other: status,
  admin: status,
});
/** Any signed-in user, acting on their own things or on public ones. */
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number) => ({ anonymous: 401, user: 403, owner: 403, other: 403, admin: status });
/** Public content: non-owners learn nothing new from a 403, so it is not hidden behind a 404. */
const ownerOrAdmin = (status: number) => ({
  anonymous: 401,
  user: 403,
  owner: status,
  other: 403,
  admin: status,
});

/** Private things (drafts): anyone but their owner learns nothing, not even that they exist. */
const ownerOnly = (status: number) => ({ anonymous: 401, user: 404, owner: status, other: 404, admin: 404 });

const at = (path: string) => async (): Promise<Call> => ({ path });

const newPostBody = {
  title: 'Matrix post',
  category: 'Technology',
  tags: ['testing'],
  content: '<p>Written by the authorization matrix.</p>',
  imageCloudUrl: null,
};

export const AUTHZ_TABLE: AuthzRow[] = [
  // System, API documentation (hidden from the document it serves) and static files.
  { method: 'GET', route: '/health', expect: everyone(200), prepare: at('/health') },
  { method: 'GET', route: '/docs', expect: everyone(200), prepare: at('/docs') },
  { method: 'GET', route: '/docs/json', expect: everyone(200), prepare: at('/docs/json') },
  { method: 'GET', route: '/docs/yaml', expect: everyone(200), prepare: at('/docs/yaml') },
  {
    method: 'GET',
    route: '/docs/static/index.html',
    // Swagger UI's own redirect to /docs.
    expect: everyone(302),
    prepare: at('/docs/static/index.html'),
  },
  {
    method: 'GET',
    route: '/docs/static/swagger-initializer.js',
    expect: everyone(200),
    prepare: at('/docs/static/swagger-initializer.js'),
  },
  {
    method: 'GET',
    route: '/docs/static/*',
    expect: everyone(200),
    prepare: at('/docs/static/swagger-ui.css'),
  },
  {
    method: 'GET',
    route: '/uploads/*',
    expect: everyone(200),
    prepare: async (f) => ({ path: await f.uploadedFile() }),
  },
  {
    // The CORS preflight (any path): answered before any handler or token check.
    method: 'OPTIONS',
    route: '*',
    expect: everyone(204),
    prepare: async () => ({
      path: '/api/posts',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    }),
  },
  { method: 'GET', route: '/rss.xml', expect: everyone(200), prepare: at('/rss.xml') },
  { method: 'GET', route: '/sitemap.xml', expect: everyone(200), prepare: at('/sitemap.xml') },
  { method: 'GET', route: '/sitemap-{page}.xml', expect: everyone(200), prepare: at('/sitemap-1.xml') },

  // Sign-up, sign-in and account tokens: public; a token in the request changes nothing.
  {
    method: 'POST',
    route: '/register',
    expect: everyone(201),
    prepare: async (f) => {
      const n = f.unique();
      return {
        path: '/register',
        body: {
          name: `New ${n}`,
          email: `new${n}@example.com`,
          username: `new${n}`,
          password: 'matrix-pass-1',
        },
      };
    },
  },
  {
    method: 'POST',
    route: '/login',
    expect: everyone(200),
    prepare: async (f) => ({
      path: '/login',
      body: { username: f.owner.username, password: f.owner.password },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/google',
    expect: everyone(200),
    prepare: async (f) => ({ path: '/api/auth/google', body: { token: await f.googleToken() } }),
  },
  {
    method: 'POST',
    route: '/api/auth/password/forgot',
    expect: everyone(200),
    prepare: async (f) => ({ path: '/api/auth/password/forgot', body: { email: f.owner.email } }),
  },
  {
    method: 'POST',
    route: '/api/auth/password/reset',
    expect: everyone(200),
    prepare: async (f) => ({
      path: '/api/auth/password/reset',
      body: { token: await f.resetToken(), password: 'matrix-reset-1' },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/verify-email',
    expect: everyone(200),
    prepare: async (f) => ({ path: '/api/auth/verify-email', body: { token: await f.verifyToken() } }),
  },
  {
    // The mailed link: verifies, then redirects to the Account page.
    method: 'GET',
    route: '/api/auth/verify-email',
    expect: everyone(303),
    prepare: async (f) => ({ path: `/api/auth/verify-email?token=${await f.verifyToken()}` }),
  },
  {
    method: 'POST',
    route: '/api/auth/verify-email/resend',
    expect: signedIn(200),
    prepare: at('/api/auth/verify-email/resend'),
  },

  // The caller's own account: there is no way to name someone else's.
  { method: 'GET', route: '/api/users/me', expect: signedIn(200), prepare: at('/api/users/me') },
  {
    method: 'PUT',
    route: '/api/users',
    expect: signedIn(200),
    prepare: async () => ({ path: '/api/users', body: { location: 'Matrix City' } }),
  },
  {
    method: 'DELETE',
    route: '/api/users/me',
    expect: signedIn(200),
    prepare: async (f, actor) => {
      const self = await f.account(actor);
      return {
        path: '/api/users/me',
        token: self?.token ?? null,
        body: { password: self?.password ?? 'guess' },
      };
    },
  },
  {
    method: 'GET',
    route: '/api/users/most-posts',
    expect: everyone(200),
    prepare: at('/api/users/most-posts'),
  },
  {
    method: 'GET',
    route: '/api/users/mention-suggestions',
    expect: signedIn(200),
    prepare: at('/api/users/mention-suggestions?q=a&size=8'),
  },
  {
    method: 'GET',
    route: '/api/users/{userId}',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/users/${f.owner.id}` }),
  },

  // Posts: public reads; any signed-in user writes, only the author or an ADMIN changes.
  { method: 'GET', route: '/api/posts', expect: everyone(200), prepare: at('/api/posts') },
  {
    method: 'GET',
    route: '/api/posts/most-liked',
    expect: everyone(200),
    prepare: at('/api/posts/most-liked'),
  },
  {
    method: 'GET',
    route: '/api/posts/search',
    expect: everyone(200),
    prepare: at('/api/posts/search?keyword=matrix'),
  },
  {
    method: 'GET',
    route: '/api/posts/{userId}-posts',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/posts/${f.owner.id}-posts` }),
  },
  {
    method: 'GET',
    route: '/api/posts/related/{tag}/{postId}',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/posts/related/testing/${(await f.shared()).post.id}` }),
  },
  {
    method: 'GET',
    route: '/api/posts/post-by-com-id/{commentId}',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/posts/post-by-com-id/${(await f.shared()).commentId}` }),
  },
  {
    method: 'GET',
    route: '/api/posts/{id}',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/posts/${(await f.shared()).post.id}` }),
  },
  {
    method: 'POST',
    route: '/api/posts',
    expect: signedIn(201),
    prepare: async () => ({ path: '/api/posts', body: newPostBody }),
  },
  {
    method: 'PUT',
    route: '/api/posts/{id}',
    expect: ownerOrAdmin(200),
    prepare: async (f) => ({
      path: `/api/posts/${(await f.post()).id}`,
      body: { title: 'Edited by the matrix' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/posts/{id}',
    expect: ownerOrAdmin(200),
    prepare: async (f) => ({ path: `/api/posts/${(await f.post()).id}` }),
  },

  // Categories and tags: public reads, ADMIN writes.
  { method: 'GET', route: '/api/categories', expect: everyone(200), prepare: at('/api/categories') },
  { method: 'GET', route: '/api/tags', expect: everyone(200), prepare: at('/api/tags') },
  {
    method: 'POST',
    route: '/api/categories',
    expect: adminOnly(201),
    prepare: async (f) => ({ path: '/api/categories', body: { name: `Added ${f.unique()}` } }),
  },
  {
    method: 'PUT',
    route: '/api/categories/{id}',
    expect: adminOnly(200),
    prepare: async (f) => ({
      path: `/api/categories/${(await f.category()).id}`,
      body: { name: `Renamed ${f.unique()}` },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/categories/{id}',
    expect: adminOnly(200),
    prepare: async (f) => ({ path: `/api/categories/${(await f.category()).id}` }),
  },

  // Comments: public reads; the comment's author, the post's author (other) or an ADMIN deletes.
  {
    method: 'GET',
    route: '/api/comments/{postId}',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/comments/${(await f.shared()).post.id}` }),
  },
  {
    method: 'POST',
    route: '/api/comments/{postId}',
    expect: signedIn(201),
    // A reply, so the parent check runs too (a top-level comment takes the same path without it).
    prepare: async (f) => {
      const parent = await f.comment();
      return { path: `/api/comments/${parent.postId}`, body: { content: 'Nice one', parentId: parent.id } };
    },
  },
  {
    method: 'GET',
    route: '/api/comments/{commentId}/replies',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/comments/${(await f.shared()).commentId}/replies` }),
  },
  {
    method: 'PUT',
    route: '/api/comments/{commentId}',
    // Only the author rewrites their words; the post's author and admins moderate by hiding or deleting.
    expect: { anonymous: 401, user: 403, owner: 200, other: 403, admin: 403 },
    prepare: async (f) => ({ path: `/api/comments/${(await f.comment()).id}`, body: { content: 'Edited' } }),
  },
  {
    method: 'DELETE',
    route: '/api/comments/{commentId}',
    expect: { ...ownerOrAdmin(200), other: 200 },
    prepare: async (f) => ({ path: `/api/comments/${(await f.comment()).id}` }),
  },

  // Likes, bookmarks and history: any signed-in user, on their own behalf, on anyone's post.
  {
    method: 'POST',
    route: '/api/likes/post/{postId}',
    expect: signedIn(200),
    prepare: async (f) => ({ path: `/api/likes/post/${(await f.post()).id}` }),
  },
  {
    method: 'DELETE',
    route: '/api/likes/post/{postId}',
    expect: signedIn(200),
    prepare: async (f) => ({ path: `/api/likes/post/${(await f.post()).id}` }),
  },
  {
    method: 'POST',
    route: '/api/likes/comment/{commentId}',
    expect: signedIn(200),
    prepare: async (f) => ({ path: `/api/likes/comment/${(await f.comment()).id}` }),
  },
  {
    method: 'DELETE',
    route: '/api/likes/comment/{commentId}',
    expect: signedIn(200),
    prepare: async (f) => ({ path: `/api/likes/comment/${(await f.comment()).id}` }),
  },
  { method: 'GET', route: '/bookmarks', expect: signedIn(200), prepare: at('/bookmarks') },
  {
    method: 'POST',
    route: '/bookmarks/post/{postId}',
    expect: signedIn(200),
    prepare: async (f) => ({ path: `/bookmarks/post/${(await f.post()).id}` }),
  },
  {
    method: 'DELETE',
    route: '/bookmarks/post/{postId}',
    expect: signedIn(200),
    prepare: async (f) => ({ path: `/bookmarks/post/${(await f.post()).id}` }),
  },
  // Drafts: the owner's alone.
  { method: 'GET', route: '/api/drafts', expect: signedIn(200), prepare: at('/api/drafts') },
  {
    method: 'POST',
    route: '/api/drafts',
    expect: signedIn(201),
    prepare: async () => ({ path: '/api/drafts', body: { title: 'Matrix draft' } }),
  },
  {
    method: 'GET',
    route: '/api/drafts/{id}',
    expect: ownerOnly(200),
    prepare: async (f) => ({ path: `/api/drafts/${(await f.draft()).id}` }),
  },
  {
    method: 'PUT',
    route: '/api/drafts/{id}',
    expect: ownerOnly(200),
    prepare: async (f) => ({
      path: `/api/drafts/${(await f.draft()).id}`,
      body: { title: 'Matrix draft, saved', version: 1 },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/drafts/{id}',
    expect: ownerOnly(200),
    prepare: async (f) => ({ path: `/api/drafts/${(await f.draft()).id}` }),
  },
  {
    method: 'POST',
    route: '/api/drafts/{id}/publish',
    expect: ownerOnly(201),
    prepare: async (f) => ({ path: `/api/drafts/${(await f.draft()).id}/publish`, body: { version: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/history/add',
    expect: signedIn(200),
    prepare: async (f) => ({ path: '/api/history/add', body: { postId: (await f.post()).id } }),
  },
  { method: 'GET', route: '/api/history', expect: signedIn(200), prepare: at('/api/history') },

  // Follows: the target is the owner's account, which cannot follow itself.
  {
    method: 'POST',
    route: '/api/follows/{userId}',
    expect: { ...signedIn(200), owner: 400 },
    prepare: async (f) => ({ path: `/api/follows/${f.owner.id}` }),
  },
  {
    method: 'DELETE',
    route: '/api/follows/{userId}',
    expect: { ...signedIn(200), owner: 400 },
    prepare: async (f) => ({ path: `/api/follows/${f.owner.id}` }),
  },
  {
    method: 'GET',
    route: '/api/follows/{userId}/followers',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/follows/${f.owner.id}/followers` }),
  },
  {
    method: 'GET',
    route: '/api/follows/{userId}/following',
    expect: everyone(200),
    prepare: async (f) => ({ path: `/api/follows/${f.owner.id}/following` }),
  },

  // Topic follows and the Following feed (issue 21): each member's own, by the token alone.
  ...(['POST', 'DELETE'] as const).map(
    (method): AuthzRow => ({
      method,
      route: '/api/topics/{name}/follow',
      expect: signedIn(200),
      prepare: at('/api/topics/Authz%20topic/follow'),
    }),
  ),
  {
    method: 'GET',
    route: '/api/users/me/topics',
    expect: signedIn(200),
    prepare: at('/api/users/me/topics'),
  },
  { method: 'GET', route: '/api/feed/following', expect: signedIn(200), prepare: at('/api/feed/following') },

  // Blocks and mutes (issue 20): each member's own, by the token alone; blocking yourself is a 400.
  ...(['/api/blocks', '/api/mutes'] as const).flatMap((base) =>
    (['POST', 'DELETE'] as const).map(
      (method): AuthzRow => ({
        method,
        route: `${base}/{userId}`,
        expect: { ...signedIn(200), owner: 400 },
        prepare: async (f, actor) => ({ path: `${base}/${await f.blockTarget(actor)}` }),
      }),
    ),
  ),
  {
    method: 'GET',
    route: '/api/users/me/blocks',
    expect: signedIn(200),
    prepare: at('/api/users/me/blocks'),
  },
  { method: 'GET', route: '/api/users/me/mutes', expect: signedIn(200), prepare: at('/api/users/me/mutes') },

  // Notifications: each user's own. Someone else's is a 404, even for an ADMIN, so ids never
  // confirm that they exist.
  { method: 'GET', route: '/api/notifications', expect: signedIn(200), prepare: at('/api/notifications') },
  {
    method: 'PATCH',
    route: '/api/notifications/read-all',
    expect: signedIn(200),
    prepare: at('/api/notifications/read-all'),
  },
  {
    method: 'PATCH',
    route: '/api/notifications/{id}/read',
    expect: { anonymous: 401, user: 404, owner: 200, other: 404, admin: 404 },
    prepare: async (f) => ({ path: `/api/notifications/${await f.notification()}/read` }),
  },
  {
    method: 'POST',
    route: '/api/notifications/stream-ticket',
    expect: signedIn(200),
    prepare: at('/api/notifications/stream-ticket'),
  },
  // Notification preferences and thread mutes: the signed-in member's own.
  {
    method: 'GET',
    route: '/api/users/me/notification-preferences',
    expect: signedIn(200),
    prepare: at('/api/users/me/notification-preferences'),
  },
  {
    method: 'PUT',
    route: '/api/users/me/notification-preferences',
    expect: signedIn(200),
    prepare: async () => ({
      path: '/api/users/me/notification-preferences',
      body: { kinds: { LIKE: false } },
    }),
  },
  ...(['POST', 'DELETE'] as const).map(
    (method): AuthzRow => ({
      method,
      route: '/api/posts/{postId}/thread-mute',
      expect: signedIn(200),
      prepare: async (f) => ({ path: `/api/posts/${(await f.shared()).post.id}/thread-mute` }),
    }),
  ),
  {
    // EventSource sends no headers: the ticket in the URL is the credential.
    method: 'GET',
    route: '/api/notifications/stream',
    expect: signedIn(200),
    prepare: async (f, actor) => ({
      path: `/api/notifications/stream?ticket=${encodeURIComponent(await f.streamTicket(actor))}`,
    }),
  },

  // Media, moderation and contact.
  {
    method: 'POST',
    route: '/cloudinary/upload',
    expect: signedIn(201),
    prepare: async (f) => ({ path: '/cloudinary/upload', form: await f.imageForm() }),
  },
  {
    method: 'POST',
    route: '/api/audio/generate',
    expect: everyone(200),
    prepare: async () => ({ path: '/api/audio/generate', body: { text: 'Read aloud by the matrix.' } }),
  },
  {
    // Anyone may report content; a fresh post means a new report (201) every time.
    method: 'POST',
    route: '/api/perspective/analyze',
    expect: everyone(201),
    prepare: async (f) => ({
      path: '/api/perspective/analyze',
      body: { id: (await f.post()).id, type: 'Post', text: 'ignored: the stored text is scored' },
    }),
  },
  {
    method: 'POST',
    route: '/api/contact',
    expect: everyone(201),
    prepare: async (f) => ({
      path: '/api/contact',
      body: { name: 'Visitor', email: 'visitor@example.com', message: `Hello ${f.unique()}` },
    }),
  },

  // Back office: ADMIN only. The owner's target is their own account (or a report on their post):
  // owning it grants nothing here.
  { method: 'GET', route: '/api/admin/users', expect: adminOnly(200), prepare: at('/api/admin/users') },
  {
    method: 'POST',
    route: '/api/admin/users',
    expect: adminOnly(201),
    prepare: async (f) => {
      const n = f.unique();
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
    prepare: async (f, actor) => ({
      path: `/api/admin/users/${await f.backOfficeUserId(actor)}`,
      body: { userRole: 'ADMIN' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/{id}',
    expect: adminOnly(200),
    prepare: async (f, actor) => ({
      path: `/api/admin/users/${await f.backOfficeUserId(actor)}?content=keep`,
    }),
  },
  { method: 'GET', route: '/api/admin/stats', expect: adminOnly(200), prepare: at('/api/admin/stats') },
  {
    method: 'GET',
    route: '/api/admin/contact-messages',
    expect: adminOnly(200),
    prepare: at('/api/admin/contact-messages'),
  },
  {
    method: 'PUT',
    route: '/api/admin/contact-messages/{id}',
    expect: adminOnly(200),
    prepare: async (f) => ({
      path: `/api/admin/contact-messages/${await f.contactMessage()}`,
      body: { handled: true },
    }),
  },
  { method: 'GET', route: '/api/report-items', expect: adminOnly(200), prepare: at('/api/report-items') },
  {
    method: 'POST',
    route: '/api/report-items',
    expect: adminOnly(201),
    prepare: async (f) => ({
      path: '/api/report-items',
      body: { contentId: (await f.post()).id, type: 'Post', percentToxic: 12.345 },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/report-items/{id}',
    expect: adminOnly(200),
    // The spec's client deletes the content first, which already removed the report: the call must
    // still be refused to non-ADMINs and answer 200 to an ADMIN. (Ignoring a live report: admin.test.ts.)
    prepare: async (f) => ({ path: `/api/report-items/${(await f.reportOnDeletedContent()).id}` }),
  },
];
