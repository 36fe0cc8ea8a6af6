import { anonymous, as, type FreshnessRow, includes, lacks, postReads, status } from '../freshness-kit';

export const ADMIN_ROWS: FreshnessRow[] = [
  {
    method: 'POST',
    route: '/api/admin/users',
    prepare: async (f) => {
      const n = f.unique();
      return {
        path: '/api/admin/users',
        token: f.admin.token,
        body: { name: `Made ${n}`, email: `made${n}@example.com`, userRole: 'USER' },
        reads: (res) => [
          {
            name: 'the new profile',
            path: `/api/users/${res.body.id}`,
            viewers: [anonymous],
            shows: status(200),
          },
          {
            name: 'admin users',
            path: `/api/admin/users?q=made${n}`,
            viewers: [as('the admin', f.admin, true)],
            shows: includes(`made${n}`),
          },
        ],
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/users/{id}',
    prepare: async (f) => {
      const [u, reader] = await Promise.all([f.user('target'), f.user()]);
      const post = await f.post(u);
      const name = `Admin named ${f.unique()}`;
      const everyone = [anonymous, as('a reader', reader), as('the admin', f.admin, true)];
      return {
        path: `/api/admin/users/${u.id}`,
        token: f.admin.token,
        body: { name, userRole: 'ADMIN' },
        reads: [
          { name: 'profile', path: `/api/users/${u.id}`, viewers: everyone, shows: includes(name) },
          ...postReads(post, everyone, (p) => p.author.name === name),
          // A role change ends the account's sessions.
          {
            name: 'me with the old token',
            path: '/api/users/me',
            viewers: [as('the account', u)],
            shows: status(401),
          },
        ],
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/{id}',
    prepare: async (f) => {
      const [u, reader] = await Promise.all([f.user('removed'), f.user()]);
      const post = await f.post(u);
      const everyone = [anonymous, as('a reader', reader), as('the admin', f.admin, true)];
      return {
        path: `/api/admin/users/${u.id}`,
        token: f.admin.token,
        reads: [
          { name: 'profile', path: `/api/users/${u.id}`, viewers: everyone, shows: status(404) },
          { name: 'their post', path: `/api/posts/${post.id}`, viewers: everyone, shows: status(404) },
          { name: 'home list', path: '/api/posts?page=0&size=20', viewers: everyone, shows: lacks(post.id) },
          { name: 'me', path: '/api/users/me', viewers: [as('the account', u)], shows: status(401) },
        ],
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/contact-messages/{id}',
    prepare: async (f) => {
      const text = `Handle ${f.unique()}`;
      const { id } = await f.ok<{ id: string }>('POST', '/api/contact', null, {
        name: 'Visitor',
        email: 'visitor@example.com',
        message: text,
      });
      return {
        path: `/api/admin/contact-messages/${id}`,
        token: f.admin.token,
        body: { handled: true },
        reads: [
          {
            name: 'contact messages',
            path: '/api/admin/contact-messages?size=200',
            viewers: [as('the admin', f.admin, true)],
            shows: (r) =>
              r.status === 200 &&
              JSON.stringify(r.body).includes(`"id":"${id}"`) &&
              (r.body.items ?? r.body).find((m: { id: string }) => m.id === id)?.handled === true,
          },
        ],
      };
    },
  },
  {
    method: 'POST',
    route: '/api/report-items',
    prepare: async (f) => {
      const post = await f.post(await f.user());
      return {
        path: '/api/report-items',
        token: f.admin.token,
        body: { contentId: post.id, type: 'Post', percentToxic: 91.5 },
        reads: [
          {
            name: 'report queue',
            path: '/api/report-items',
            viewers: [as('the admin', f.admin, true)],
            shows: includes(post.id),
          },
        ],
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/report-items/{id}',
    prepare: async (f) => {
      const [author, rude, reader] = await Promise.all([f.user(), f.user(), f.user()]);
      const post = await f.post(author);
      const comment = await f.comment(rude, post.id, 'Shut up, you st00pid m o r o n');
      const { report } = await f.ok<{ report: { id: string } }>(
        'POST',
        '/api/perspective/analyze',
        reader.token,
        {
          id: comment.id,
          type: 'Com',
          text: 'ignored',
        },
      );
      const everyone = [anonymous, as('a reader', reader), as('the admin', f.admin, true)];
      return {
        // Ignoring the report shows the automatically hidden comment again.
        path: `/api/report-items/${report.id}`,
        token: f.admin.token,
        reads: [
          // Not the admin: moderators see hidden comments all along.
          {
            name: 'comments',
            path: `/api/comments/${post.id}`,
            viewers: everyone.slice(0, 2),
            shows: includes(comment.id),
          },
          ...postReads(post, everyone, (p) => p.commentCount === 1),
          {
            name: 'report queue',
            path: '/api/report-items',
            viewers: [as('the admin', f.admin, true)],
            shows: lacks(comment.id),
          },
        ],
      };
    },
  },
];
