import { type AuthzRow, at, everyone, newPostBody, ownerOrAdmin, signedIn } from '../authz-kit';

export const SYSTEM_AND_POSTS_ROWS: AuthzRow[] = [
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
];
