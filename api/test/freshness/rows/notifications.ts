import type { TestResponse } from '../../helpers/server';
import { pngOf } from '../../helpers/uploads';
import { anonymous, as, type FreshnessRow, includes, type Loose, lacks, postReads } from '../freshness-kit';

export const NOTIFICATIONS_ROWS: FreshnessRow[] = [
  {
    method: 'PATCH',
    route: '/api/notifications/read-all',
    prepare: async (f) => {
      const [u, fan] = await Promise.all([f.user(), f.user()]);
      await f.ok('POST', `/api/follows/${u.id}`, fan.token);
      return {
        path: '/api/notifications/read-all',
        token: u.token,
        reads: [
          {
            name: 'unread notifications',
            path: '/api/notifications?unread=true',
            viewers: [as('the writer', u, true)],
            shows: (r) =>
              r.status === 200 &&
              r.headers.get('x-unread-count') === '0' &&
              (r.body as unknown[]).length === 0,
          },
        ],
      };
    },
  },
  {
    method: 'PATCH',
    route: '/api/notifications/{id}/read',
    prepare: async (f) => {
      const [u, fan] = await Promise.all([f.user(), f.user()]);
      await f.ok('POST', `/api/follows/${u.id}`, fan.token);
      const id = await f.notificationId(u.id);
      return {
        path: `/api/notifications/${id}/read`,
        token: u.token,
        reads: [
          {
            name: 'notifications',
            path: '/api/notifications',
            viewers: [as('the writer', u, true)],
            shows: (r) => r.status === 200 && r.headers.get('x-unread-count') === '0',
          },
        ],
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/users/me/notification-preferences',
    prepare: async (f) => {
      const u = await f.user();
      return {
        path: '/api/users/me/notification-preferences',
        token: u.token,
        body: { kinds: { LIKE: false, FOLLOW: false } },
        reads: [
          {
            name: 'preferences',
            path: '/api/users/me/notification-preferences',
            viewers: [as('the writer', u, true)],
            shows: (r) => r.status === 200 && r.body.kinds.LIKE === false && r.body.kinds.FOLLOW === false,
          },
        ],
      };
    },
  },
  ...(['POST', 'DELETE'] as const).map(
    (method): FreshnessRow => ({
      method,
      route: '/api/posts/{postId}/thread-mute',
      prepare: async (f) => {
        const [author, u] = await Promise.all([f.user(), f.user()]);
        const post = await f.post(author);
        // Unmuting needs a mute to undo.
        if (method === 'DELETE') await f.ok('POST', `/api/posts/${post.id}/thread-mute`, u.token);
        const listed = (r: TestResponse<Loose>) =>
          r.status === 200 && r.body.mutedThreads.some((m: Loose) => m.postId === post.id);
        return {
          path: `/api/posts/${post.id}/thread-mute`,
          token: u.token,
          reads: [
            {
              name: 'muted threads',
              path: '/api/users/me/notification-preferences',
              viewers: [as('the writer', u, true)],
              shows: method === 'POST' ? listed : (r) => r.status === 200 && !listed(r),
            },
          ],
        };
      },
    }),
  ),
  {
    method: 'POST',
    route: '/api/notifications/stream-ticket',
    prepare: async (f) => ({
      path: '/api/notifications/stream-ticket',
      token: (await f.user()).token,
      reads: [],
      none: 'a ticket is only checked, never listed',
    }),
  },
  {
    method: 'POST',
    route: '/cloudinary/upload',
    prepare: async (f) => {
      const form = new FormData();
      form.set('image', new Blob([new Uint8Array(await pngOf(9, 7))], { type: 'image/png' }), 'f.png');
      return {
        path: '/cloudinary/upload',
        token: (await f.user()).token,
        form,
        reads: [],
        none: 'a stored file is new bytes under a new name: no read showed it before',
      };
    },
  },
  {
    method: 'POST',
    route: '/api/audio/generate',
    prepare: async (f) => ({
      path: '/api/audio/generate',
      token: (await f.user()).token,
      body: { text: `Xin chào ${f.unique()}` },
      reads: [],
      none: 'speech is derived from the text sent; nothing stored is shown by a read',
    }),
  },
  {
    method: 'POST',
    route: '/api/perspective/analyze',
    prepare: async (f) => {
      const [author, u, reader] = await Promise.all([f.user(), f.user('rude'), f.user()]);
      const post = await f.post(author);
      const comment = await f.comment(u, post.id, 'Shut up, you st00pid m o r o n');
      const others = [anonymous, as('another reader', author), as('the writer', reader, true)];
      return {
        path: '/api/perspective/analyze',
        token: reader.token,
        body: { id: comment.id, type: 'Com', text: 'ignored' },
        reads: [
          { name: 'comments', path: `/api/comments/${post.id}`, viewers: others, shows: lacks(comment.id) },
          ...postReads(post, others, (p) => p.commentCount === 0),
          {
            name: 'report queue',
            path: '/api/report-items',
            viewers: [as('the admin', f.admin)],
            shows: includes(comment.id),
          },
        ],
      };
    },
  },
  {
    method: 'POST',
    route: '/api/contact',
    prepare: async (f) => {
      const text = `Hello ${f.unique()}`;
      return {
        path: '/api/contact',
        token: null,
        body: { name: 'Visitor', email: 'visitor@example.com', message: text },
        reads: [
          {
            name: 'contact messages',
            path: '/api/admin/contact-messages',
            viewers: [as('the admin', f.admin)],
            shows: includes(text),
          },
        ],
      };
    },
  },
];
