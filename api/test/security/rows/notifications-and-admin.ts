import { type AuthzRow, adminOnly, at, everyone, signedIn } from '../authz-kit';

export const NOTIFICATIONS_AND_ADMIN_ROWS: AuthzRow[] = [
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
