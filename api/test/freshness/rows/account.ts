import { linkToken, mailTo, RESET_LINK, RESET_MAIL, VERIFY_LINK, VERIFY_MAIL } from '../../helpers/mail';
import {
  anonymous,
  as,
  type FreshnessRow,
  field,
  includes,
  lacks,
  newProfile,
  postReads,
  status,
} from '../freshness-kit';

export const ACCOUNT_ROWS: FreshnessRow[] = [
  {
    method: 'POST',
    route: '/register',
    prepare: async (f) => {
      const username = `reg${f.unique()}`;
      return {
        path: '/register',
        token: null,
        body: {
          name: `Reg ${username}`,
          email: `${username}@example.com`,
          username,
          password: 'correct-horse-1',
        },
        reads: newProfile,
      };
    },
  },
  {
    method: 'POST',
    route: '/login',
    prepare: async (f) => {
      const u = await f.user();
      return {
        path: '/login',
        token: null,
        body: { username: u.username, password: u.password },
        reads: [],
        none: 'signing in changes no data Loose read shows',
      };
    },
  },
  {
    method: 'POST',
    route: '/api/auth/google',
    prepare: async (f) => {
      const n = f.unique();
      const idToken = await f.google.token({
        sub: `g${n}`,
        email: `google${n}@gmail.com`,
        name: `Google ${n}`,
      });
      return {
        path: '/api/auth/google',
        token: null,
        body: { token: idToken },
        reads: newProfile,
      };
    },
  },
  {
    method: 'POST',
    route: '/api/auth/password/forgot',
    prepare: async (f) => {
      const u = await f.user();
      return {
        path: '/api/auth/password/forgot',
        token: null,
        body: { email: u.email },
        reads: [],
        none: 'it only mails a link',
      };
    },
  },
  {
    method: 'POST',
    route: '/api/auth/password/reset',
    prepare: async (f) => {
      const u = await f.user('reset');
      await f.ok('POST', '/api/auth/password/forgot', null, { email: u.email });
      const token = linkToken(await mailTo(f.server, u.email, RESET_MAIL), RESET_LINK);
      return {
        path: '/api/auth/password/reset',
        token: null,
        body: { token, password: 'another-horse-2' },
        // The session from before the reset ends: its token is refused (the auth hook's cached row).
        reads: [
          {
            name: 'me with the old token',
            path: '/api/users/me',
            viewers: [as('the account', u, true)],
            shows: status(401),
          },
        ],
      };
    },
  },
  {
    method: 'POST',
    route: '/api/auth/verify-email',
    prepare: async (f) => {
      const u = await f.user('verify');
      const token = linkToken(await mailTo(f.server, u.email, VERIFY_MAIL), VERIFY_LINK);
      return {
        path: '/api/auth/verify-email',
        token: null,
        body: { token },
        reads: [
          {
            name: 'me',
            path: '/api/users/me',
            viewers: [as('the account', u, true)],
            shows: field((b) => b.emailVerified, true),
          },
        ],
      };
    },
  },
  {
    method: 'POST',
    route: '/api/auth/verify-email/resend',
    prepare: async (f) => {
      const u = await f.user();
      return {
        path: '/api/auth/verify-email/resend',
        token: u.token,
        reads: [],
        none: 'it only mails a link',
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/users',
    prepare: async (f) => {
      const [u, friend, reader] = await Promise.all([f.user('rename'), f.user(), f.user()]);
      const post = await f.post(u);
      await f.comment(u, post.id);
      await f.ok('POST', `/api/follows/${friend.id}`, u.token);
      const name = `Renamed ${f.unique()}`;
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: '/api/users',
        token: u.token,
        body: { name, locale: 'vi' },
        reads: [
          { name: 'profile', path: `/api/users/${u.id}`, viewers: everyone, shows: includes(name) },
          {
            name: 'their language',
            path: '/api/users/me',
            viewers: [as('the writer', u, true)],
            shows: (r) => r.status === 200 && r.body.locale === 'vi',
          },
          ...postReads(post, everyone, (p) => p.author.name === name),
          { name: 'comments', path: `/api/comments/${post.id}`, viewers: everyone, shows: includes(name) },
          {
            name: "a followee's followers",
            path: `/api/follows/${friend.id}/followers`,
            viewers: everyone,
            shows: includes(name),
          },
        ],
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/users/me',
    prepare: async (f) => {
      const [u, author, reader] = await Promise.all([f.user('leaving'), f.user(), f.user()]);
      const own = await f.post(u);
      const liked = await f.post(author);
      await f.ok('POST', `/api/likes/post/${liked.id}`, u.token);
      await f.ok('POST', `/api/follows/${author.id}`, u.token);
      const everyone = [anonymous, as('a reader', reader)];
      return {
        path: '/api/users/me',
        token: u.token,
        body: { password: u.password },
        reads: [
          { name: 'their post', path: `/api/posts/${own.id}`, viewers: everyone, shows: status(404) },
          { name: 'their profile', path: `/api/users/${u.id}`, viewers: everyone, shows: status(404) },
          { name: 'home list', path: '/api/posts?page=0&size=20', viewers: everyone, shows: lacks(own.id) },
          {
            name: 'a post they liked',
            path: `/api/posts/${liked.id}`,
            viewers: everyone,
            shows: field((b) => b.likeCount, 0),
          },
          {
            name: 'a profile they followed',
            path: `/api/users/${author.id}`,
            viewers: everyone,
            shows: field((b) => b.followerNumber, 0),
          },
          { name: 'me', path: '/api/users/me', viewers: [as('the account', u, true)], shows: status(401) },
        ],
      };
    },
  },
];
