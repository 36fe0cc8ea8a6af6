import type { Comment, LoginResponse, Post } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { createPost, loginAdmin, type TestUser } from '../helpers/fixtures';
import type { GoogleIssuer } from '../helpers/google';
import { linkToken, mailTo, RESET_LINK, RESET_MAIL, VERIFY_LINK, VERIFY_MAIL } from '../helpers/mail';
import type { TestResponse, TestServer } from '../helpers/server';
import { pngOf } from '../helpers/uploads';

/**
 * The write-freshness table: one row per write route the app registers, naming the reads whose
 * answer the write changes. freshness.test.ts performs each write on one API node and checks each
 * read, for each viewer, under the freshness rules (docs/architecture.md, "Read cache"):
 * - before the write, on the writing node, the read does not yet show it (so the check can fail);
 * - right after, on the node that acknowledged the write, every viewer sees it;
 * - on the other node, before it has heard the write through the bus, the writer sees it (their
 *   client sends the write's X-Cwt-Version back);
 * - on the other node, once the bus delivered the announcement, every viewer sees it.
 * Every read is made on both nodes before the write, so stale cached answers are there to be served.
 * A route missing here fails the suite; a row whose write changes nothing a read shows says why.
 */
/** Answers of every route's shape, read loosely by each row's predicate (checked by the assertions). */
// biome-ignore lint/suspicious/noExplicitAny: each row reads its own route's fields
type Loose = any;

export interface Viewer {
  name: string;
  token: string | null;
  /** The one who wrote: on the other node they send the write's version. */
  writer?: boolean;
}

export interface Read {
  name: string;
  path: string;
  viewers: Viewer[];
  /** True once the answer shows the write. */
  shows: (res: TestResponse<Loose>) => boolean;
}

export interface Scenario {
  path: string;
  token: string | null;
  body?: unknown;
  form?: FormData;
  /** Known before the write, or only from its answer (an id it creates). */
  reads: Read[] | ((res: TestResponse<Loose>) => Read[]);
  /** Why no read changes (required when reads is empty). */
  none?: string;
}

export interface FreshnessRow {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  prepare: (f: FreshnessFixtures) => Promise<Scenario>;
}

export const anonymous: Viewer = { name: 'anonymous', token: null };
export const as = (name: string, user: { token: string }, writer = false): Viewer => ({
  name,
  token: user.token,
  writer,
});

const includes = (needle: string) => (res: TestResponse) => res.status === 200 && res.text.includes(needle);
const lacks = (needle: string) => (res: TestResponse) => res.status === 200 && !res.text.includes(needle);
const status = (code: number) => (res: TestResponse) => res.status === code;
const field =
  <T>(pick: (body: Loose) => T, want: T) =>
  (res: TestResponse<Loose>) =>
    res.status === 200 && pick(res.body) === want;
const cardOf = (id: string) => (body: Loose) =>
  (Array.isArray(body) ? body : (body.content ?? body.items ?? [])).find((p: { id: string }) => p.id === id);

/** Fresh users and content for each row, made through the API on the first node. */
export class FreshnessFixtures {
  private seq = 0;

  constructor(
    readonly server: TestServer,
    readonly google: GoogleIssuer,
    readonly admin: LoginResponse,
  ) {}

  static async create(server: TestServer, google: GoogleIssuer): Promise<FreshnessFixtures> {
    return new FreshnessFixtures(server, google, await loginAdmin(server));
  }

  unique(): string {
    this.seq += 1;
    return `${Date.now().toString(36)}x${this.seq}`;
  }

  user(prefix = 'fresh'): Promise<TestUser> {
    return this.server.newUser(prefix);
  }

  /** A post with a word found nowhere else in its title and a tag of its own. */
  async post(
    author: { token: string },
    overrides: Record<string, unknown> = {},
  ): Promise<Post & { word: string }> {
    const word = `w${this.unique()}`;
    const post = await createPost(this.server, author, {
      title: `Fresh ${word}`,
      tags: [`t${word}`],
      ...overrides,
    });
    return { ...post, word };
  }

  async ok<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
    const res = await this.server.request<T>(method, path, { token: token ?? undefined, body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return res.body;
  }

  async comment(
    author: { token: string },
    postId: string,
    content = `Comment ${this.unique()}`,
  ): Promise<Comment> {
    return this.ok<Comment>('POST', `/api/comments/${postId}`, author.token, { content });
  }

  async notificationId(recipientId: string): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      this.server.database.db,
      sql`select id from notifications where recipient_id = ${recipientId} order by created_at desc limit 1`,
    );
    if (!row) throw new Error('no notification');
    return row.id;
  }

  async category(): Promise<{ id: string; name: string }> {
    return this.ok('POST', '/api/categories', this.admin.token, { name: `Cat ${this.unique()}` });
  }
}

/** Reads of one post that every post-changing row checks. */
function postReads(post: { id: string }, viewers: Viewer[], shows: (card: Loose) => boolean): Read[] {
  return [
    {
      name: 'post detail',
      path: `/api/posts/${post.id}`,
      viewers,
      shows: (r) => r.status === 200 && shows(r.body),
    },
    {
      name: 'home list card',
      path: '/api/posts?page=0&size=20',
      viewers,
      shows: (r) => r.status === 200 && Boolean(cardOf(post.id)(r.body)) && shows(cardOf(post.id)(r.body)),
    },
  ];
}

/** Reads an edit of a post's tags and words changes: search by the new word, the old and new tag lists. */
function retagReads(post: { id: string; word: string }, word: string, viewers: Viewer[]): Read[] {
  return [
    {
      name: 'search by the new word',
      path: `/api/posts/search?keyword=${word}`,
      viewers,
      shows: includes(post.id),
    },
    { name: 'old tag list', path: `/api/posts?tag=t${post.word}`, viewers, shows: lacks(post.id) },
    { name: 'new tag list', path: `/api/posts?tag=t${word}`, viewers, shows: includes(post.id) },
  ];
}

/** An account the write created: its public profile answers. */
const newProfile = (res: TestResponse<Loose>): Read[] => [
  { name: 'the new profile', path: `/api/users/${res.body.id}`, viewers: [anonymous], shows: status(200) },
];

export const FRESHNESS_TABLE: FreshnessRow[] = [
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
        body: { name },
        reads: [
          { name: 'profile', path: `/api/users/${u.id}`, viewers: everyone, shows: includes(name) },
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
  {
    method: 'POST',
    route: '/api/posts',
    prepare: async (f) => {
      const [u, follower, reader] = await Promise.all([f.user('author'), f.user(), f.user()]);
      await f.ok('POST', `/api/follows/${u.id}`, follower.token);
      const cat = await f.category();
      const word = `w${f.unique()}`;
      const title = `Brand new ${word}`;
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: '/api/posts',
        token: u.token,
        body: {
          title,
          category: cat.name,
          tags: [`t${word}`],
          content: `<p>Body ${word}</p>`,
          imageCloudUrl: null,
        },
        reads: [
          { name: 'home list', path: '/api/posts?page=0&size=20', viewers: everyone, shows: includes(title) },
          {
            name: 'category list',
            path: `/api/posts?category=${encodeURIComponent(cat.name)}`,
            viewers: everyone,
            shows: includes(title),
          },
          { name: 'tag list', path: `/api/posts?tag=t${word}`, viewers: everyone, shows: includes(title) },
          {
            name: "author's posts",
            path: `/api/posts/${u.id}-posts`,
            viewers: everyone,
            shows: includes(title),
          },
          {
            name: 'search',
            path: `/api/posts/search?keyword=${word}`,
            viewers: everyone,
            shows: includes(title),
          },
          {
            name: 'profile post count',
            path: `/api/users/${u.id}`,
            viewers: everyone,
            shows: field((b) => b.postCount, 1),
          },
          {
            name: 'categories',
            path: '/api/categories',
            viewers: everyone,
            shows: (r) =>
              r.status === 200 &&
              (r.body as Array<{ name: string; postCount: number }>).some(
                (c) => c.name === cat.name && c.postCount === 1,
              ),
          },
          { name: 'tags', path: '/api/tags', viewers: everyone, shows: includes(`t${word}`) },
          { name: 'rss', path: '/rss.xml', viewers: [anonymous], shows: includes(word) },
          {
            name: "follower's notifications",
            path: '/api/notifications',
            viewers: [as('the follower', follower)],
            shows: includes(title),
          },
          {
            name: "follower's Following feed",
            path: '/api/feed/following',
            viewers: [as('the follower', follower)],
            shows: includes(title),
          },
        ],
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/posts/{id}',
    prepare: async (f) => {
      const [u, reader] = await Promise.all([f.user('editor'), f.user()]);
      const post = await f.post(u);
      const cat = await f.category();
      const word = `e${f.unique()}`;
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: `/api/posts/${post.id}`,
        token: u.token,
        body: { title: `Edited ${word}`, category: cat.name, tags: [`t${word}`] },
        reads: [
          ...postReads(post, everyone, (p) => p.title === `Edited ${word}` && p.category === cat.name),
          ...retagReads(post, word, everyone),
          {
            name: 'search by the old word',
            path: `/api/posts/search?keyword=${post.word}`,
            viewers: everyone,
            shows: lacks(post.id),
          },
          {
            name: 'new category list',
            path: `/api/posts?category=${encodeURIComponent(cat.name)}`,
            viewers: everyone,
            shows: includes(post.id),
          },
          { name: 'title filter', path: `/api/posts?q=${word}`, viewers: everyone, shows: includes(post.id) },
        ],
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/posts/{id}',
    prepare: async (f) => {
      const [u, reader] = await Promise.all([f.user('deleter'), f.user()]);
      const post = await f.post(u);
      const comment = await f.comment(reader, post.id);
      await f.ok('POST', `/bookmarks/post/${post.id}`, reader.token);
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: `/api/posts/${post.id}`,
        token: u.token,
        reads: [
          { name: 'post detail', path: `/api/posts/${post.id}`, viewers: everyone, shows: status(404) },
          { name: 'home list', path: '/api/posts?page=0&size=20', viewers: everyone, shows: lacks(post.id) },
          {
            name: "author's posts",
            path: `/api/posts/${u.id}-posts`,
            viewers: everyone,
            shows: lacks(post.id),
          },
          {
            name: 'profile post count',
            path: `/api/users/${u.id}`,
            viewers: everyone,
            shows: field((b) => b.postCount, 0),
          },
          {
            name: "a bookmarker's bookmarks",
            path: '/bookmarks',
            viewers: [as('the bookmarker', reader)],
            shows: lacks(post.id),
          },
          {
            name: 'post of a comment',
            path: `/api/posts/post-by-com-id/${comment.id}`,
            viewers: everyone,
            shows: status(404),
          },
          {
            name: "the author's notifications",
            path: '/api/notifications',
            viewers: [as('the writer', u, true)],
            shows: lacks(post.id),
          },
        ],
      };
    },
  },
  {
    method: 'POST',
    route: '/api/drafts',
    prepare: async (f) => {
      const u = await f.user('drafter');
      const title = `Draft ${f.unique()}`;
      return {
        path: '/api/drafts',
        token: u.token,
        body: { title },
        reads: [
          {
            name: 'my drafts',
            path: '/api/drafts',
            viewers: [as('the writer', u, true)],
            shows: includes(title),
          },
        ],
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/drafts/{id}',
    prepare: async (f) => {
      const u = await f.user('drafter');
      const draft = await f.ok<{ id: string }>('POST', '/api/drafts', u.token, { title: 'Before' });
      const title = `Saved ${f.unique()}`;
      const writer = [as('the writer', u, true)];
      return {
        path: `/api/drafts/${draft.id}`,
        token: u.token,
        body: { title, version: 1 },
        reads: [
          { name: 'the draft', path: `/api/drafts/${draft.id}`, viewers: writer, shows: includes(title) },
          { name: 'my drafts', path: '/api/drafts', viewers: writer, shows: includes(title) },
        ],
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/drafts/{id}',
    prepare: async (f) => {
      const u = await f.user('drafter');
      const draft = await f.ok<{ id: string }>('POST', '/api/drafts', u.token, { title: 'Going' });
      const writer = [as('the writer', u, true)];
      return {
        path: `/api/drafts/${draft.id}`,
        token: u.token,
        reads: [
          { name: 'the draft', path: `/api/drafts/${draft.id}`, viewers: writer, shows: status(404) },
          { name: 'my drafts', path: '/api/drafts', viewers: writer, shows: lacks(draft.id) },
        ],
      };
    },
  },
  {
    // Publishing a draft of a post: the post's edit (a new draft's publish is POST /api/posts's row).
    method: 'POST',
    route: '/api/drafts/{id}/publish',
    prepare: async (f) => {
      const [u, reader] = await Promise.all([f.user('drafter'), f.user()]);
      const post = await f.post(u);
      const word = `d${f.unique()}`;
      const draft = await f.ok<{ id: string }>('POST', '/api/drafts', u.token, {
        postId: post.id,
        title: `Drafted ${word}`,
        category: post.category,
        tags: [`t${word}`],
        content: post.content,
      });
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: `/api/drafts/${draft.id}/publish`,
        token: u.token,
        body: { version: 1 },
        reads: [
          ...postReads(post, everyone, (p) => p.title === `Drafted ${word}`),
          ...retagReads(post, word, everyone),
          {
            name: 'the draft',
            path: `/api/drafts/${draft.id}`,
            viewers: [as('the writer', u, true)],
            shows: status(404),
          },
        ],
      };
    },
  },
  {
    method: 'POST',
    route: '/api/categories',
    prepare: async (f) => {
      const name = `Cat ${f.unique()}`;
      return {
        path: '/api/categories',
        token: f.admin.token,
        body: { name },
        reads: [
          {
            name: 'categories',
            path: '/api/categories',
            viewers: [anonymous, as('the admin', f.admin, true)],
            shows: includes(name),
          },
        ],
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/categories/{id}',
    prepare: async (f) => {
      const [u, reader] = await Promise.all([f.user(), f.user()]);
      const cat = await f.category();
      const post = await f.post(u, { category: cat.name });
      const name = `Renamed ${f.unique()}`;
      const everyone = [anonymous, as('a reader', reader), as('the admin', f.admin, true)];
      return {
        path: `/api/categories/${cat.id}`,
        token: f.admin.token,
        body: { name },
        reads: [
          { name: 'categories', path: '/api/categories', viewers: everyone, shows: includes(name) },
          ...postReads(post, everyone, (p) => p.category === name),
          {
            name: 'list by the new name',
            path: `/api/posts?category=${encodeURIComponent(name)}`,
            viewers: everyone,
            shows: includes(post.id),
          },
          {
            name: 'list by the old name',
            path: `/api/posts?category=${encodeURIComponent(cat.name)}`,
            viewers: everyone,
            shows: lacks(post.id),
          },
        ],
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/categories/{id}',
    prepare: async (f) => {
      const [u, reader] = await Promise.all([f.user(), f.user()]);
      const [from, to] = [await f.category(), await f.category()];
      const post = await f.post(u, { category: from.name });
      const everyone = [anonymous, as('a reader', reader), as('the admin', f.admin, true)];
      return {
        path: `/api/categories/${from.id}?reassignTo=${to.id}`,
        token: f.admin.token,
        reads: [
          { name: 'categories', path: '/api/categories', viewers: everyone, shows: lacks(from.name) },
          ...postReads(post, everyone, (p) => p.category === to.name),
          {
            name: 'list of the target',
            path: `/api/posts?category=${encodeURIComponent(to.name)}`,
            viewers: everyone,
            shows: includes(post.id),
          },
        ],
      };
    },
  },
  {
    method: 'POST',
    route: '/api/comments/{postId}',
    // A reply: it changes everything a top-level comment does (the random suite writes those), plus
    // its parent's replies and replyCount and the parent author's notifications.
    prepare: async (f) => {
      const [author, u, reader, parentAuthor] = await Promise.all([
        f.user(),
        f.user('commenter'),
        f.user(),
        f.user('parent'),
      ]);
      const post = await f.post(author);
      const parent = await f.comment(parentAuthor, post.id);
      const text = `Said ${f.unique()}`;
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: `/api/comments/${post.id}`,
        token: u.token,
        body: { content: text, parentId: parent.id },
        reads: [
          {
            name: 'replies',
            path: `/api/comments/${parent.id}/replies`,
            viewers: everyone,
            shows: includes(text),
          },
          {
            name: "comments: the parent's replyCount",
            path: `/api/comments/${post.id}`,
            viewers: everyone,
            shows: (r) => r.status === 200 && r.body.find((c: Loose) => c.id === parent.id)?.replyCount === 1,
          },
          ...postReads(post, everyone, (p) => p.commentCount === 2),
          {
            name: "author's posts card",
            path: `/api/posts/${author.id}-posts`,
            viewers: everyone,
            shows: (r) => r.status === 200 && cardOf(post.id)(r.body)?.commentCount === 2,
          },
          {
            name: "the post author's notifications",
            path: '/api/notifications',
            viewers: [as('the author', author)],
            shows: (r) => r.status === 200 && r.body.filter((n: Loose) => n.postId === post.id).length === 2,
          },
          {
            name: "the parent author's notifications",
            path: '/api/notifications',
            viewers: [as('the parent author', parentAuthor)],
            shows: (r) =>
              r.status === 200 && r.body.some((n: Loose) => n.type === 'REPLY' && n.postId === post.id),
          },
        ],
      };
    },
  },
  {
    method: 'PUT',
    route: '/api/comments/{commentId}',
    // A reply's edit: its new text in the parent's replies, the editedAt beside it; a top-level
    // comment's edit is read from the post's list, which the same tags cover.
    prepare: async (f) => {
      const [author, u, reader, parentAuthor] = await Promise.all([
        f.user(),
        f.user('editor'),
        f.user(),
        f.user('parent'),
      ]);
      const post = await f.post(author);
      const parent = await f.comment(parentAuthor, post.id);
      const reply = await f.ok<Comment>('POST', `/api/comments/${post.id}`, u.token, {
        content: `First ${f.unique()}`,
        parentId: parent.id,
      });
      const text = `Edited ${f.unique()}`;
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: `/api/comments/${reply.id}`,
        token: u.token,
        body: { content: text },
        reads: [
          {
            name: 'replies',
            path: `/api/comments/${parent.id}/replies`,
            viewers: everyone,
            shows: (r) =>
              r.status === 200 &&
              r.body.some((c: Loose) => c.id === reply.id && c.content === text && c.editedAt !== null),
          },
        ],
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/comments/{commentId}',
    prepare: async (f) => {
      const [author, u, reader] = await Promise.all([f.user(), f.user('commenter'), f.user()]);
      const post = await f.post(author);
      const comment = await f.comment(u, post.id);
      const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
      return {
        path: `/api/comments/${comment.id}`,
        token: u.token,
        reads: [
          { name: 'comments', path: `/api/comments/${post.id}`, viewers: everyone, shows: lacks(comment.id) },
          ...postReads(post, everyone, (p) => p.commentCount === 0),
          {
            name: 'post of the comment',
            path: `/api/posts/post-by-com-id/${comment.id}`,
            viewers: everyone,
            shows: status(404),
          },
        ],
      };
    },
  },
  ...(['POST', 'DELETE'] as const).map(
    (method): FreshnessRow => ({
      method,
      route: '/api/likes/post/{postId}',
      prepare: async (f) => {
        const [author, u, reader] = await Promise.all([f.user(), f.user('liker'), f.user()]);
        const post = await f.post(author);
        if (method === 'DELETE') await f.ok('POST', `/api/likes/post/${post.id}`, u.token);
        const count = method === 'POST' ? 1 : 0;
        const others = [anonymous, as('a reader', reader)];
        const writer = as('the writer', u, true);
        return {
          path: `/api/likes/post/${post.id}`,
          token: u.token,
          reads: [
            ...postReads(post, [...others, writer], (p) => p.likeCount === count),
            ...postReads(post, [writer], (p) => p.liked === (method === 'POST')).map((r) => ({
              ...r,
              name: `${r.name}: liked flag`,
            })),
            {
              name: "author's posts card",
              path: `/api/posts/${author.id}-posts`,
              viewers: [...others, writer],
              shows: (r) => r.status === 200 && cardOf(post.id)(r.body)?.likeCount === count,
            },
            ...(method === 'POST'
              ? [
                  {
                    name: "the author's notifications",
                    path: '/api/notifications',
                    viewers: [as('the author', author)],
                    shows: includes(post.id),
                  },
                ]
              : []),
          ],
        };
      },
    }),
  ),
  ...(['POST', 'DELETE'] as const).map(
    (method): FreshnessRow => ({
      method,
      route: '/api/likes/comment/{commentId}',
      prepare: async (f) => {
        const [author, u, reader] = await Promise.all([f.user(), f.user('liker'), f.user()]);
        const post = await f.post(author);
        const comment = await f.comment(author, post.id);
        if (method === 'DELETE') await f.ok('POST', `/api/likes/comment/${comment.id}`, u.token);
        const count = method === 'POST' ? 1 : 0;
        const likes = (r: TestResponse<Loose>) =>
          r.status === 200 && (r.body as Comment[]).find((c) => c.id === comment.id)?.likeCount === count;
        return {
          path: `/api/likes/comment/${comment.id}`,
          token: u.token,
          reads: [
            {
              name: 'comments',
              path: `/api/comments/${post.id}`,
              viewers: [anonymous, as('a reader', reader), as('the writer', u, true)],
              shows: likes,
            },
            {
              name: 'comments: liked flag',
              path: `/api/comments/${post.id}`,
              viewers: [as('the writer', u, true)],
              shows: (r) =>
                r.status === 200 &&
                (r.body as Comment[]).find((c) => c.id === comment.id)?.liked === (method === 'POST'),
            },
          ],
        };
      },
    }),
  ),
  ...(['POST', 'DELETE'] as const).map(
    (method): FreshnessRow => ({
      method,
      route: '/bookmarks/post/{postId}',
      prepare: async (f) => {
        const [author, u] = await Promise.all([f.user(), f.user('saver')]);
        const post = await f.post(author);
        if (method === 'DELETE') await f.ok('POST', `/bookmarks/post/${post.id}`, u.token);
        const saved = method === 'POST';
        const writer = as('the writer', u, true);
        return {
          path: `/bookmarks/post/${post.id}`,
          token: u.token,
          reads: [
            {
              name: 'bookmarks',
              path: '/bookmarks',
              viewers: [writer],
              shows: saved ? includes(post.id) : lacks(post.id),
            },
            ...postReads(post, [writer], (p) => p.saved === saved),
          ],
        };
      },
    }),
  ),
  {
    method: 'POST',
    route: '/api/history/add',
    prepare: async (f) => {
      const [author, u] = await Promise.all([f.user(), f.user('reader')]);
      const post = await f.post(author);
      return {
        path: '/api/history/add',
        token: u.token,
        body: { postId: post.id, description: 'Read a post' },
        reads: [
          {
            name: 'history',
            path: '/api/history',
            viewers: [as('the writer', u, true)],
            shows: includes(post.id),
          },
        ],
      };
    },
  },
  ...(['POST', 'DELETE'] as const).map(
    (method): FreshnessRow => ({
      method,
      route: '/api/follows/{userId}',
      prepare: async (f) => {
        const [target, u, reader] = await Promise.all([f.user('star'), f.user('fan'), f.user()]);
        const post = await f.post(target);
        if (method === 'DELETE') await f.ok('POST', `/api/follows/${target.id}`, u.token);
        const following = method === 'POST';
        const everyone = [anonymous, as('a reader', reader), as('the writer', u, true)];
        return {
          path: `/api/follows/${target.id}`,
          token: u.token,
          reads: [
            {
              name: "followee's profile",
              path: `/api/users/${target.id}`,
              viewers: everyone,
              shows: field((b) => b.followerNumber, following ? 1 : 0),
            },
            {
              name: "follower's profile",
              path: `/api/users/${u.id}`,
              viewers: everyone,
              shows: field((b) => b.followingNumber, following ? 1 : 0),
            },
            {
              name: 'followers',
              path: `/api/follows/${target.id}/followers`,
              viewers: everyone,
              shows: following ? includes(u.id) : lacks(u.id),
            },
            {
              name: 'following',
              path: `/api/follows/${u.id}/following`,
              viewers: everyone,
              shows: following ? includes(target.id) : lacks(target.id),
            },
            {
              name: 'follow flag',
              path: `/api/users/${target.id}`,
              viewers: [as('the writer', u, true)],
              shows: field((b) => b.amIFollowing, following),
            },
            {
              name: 'Following feed',
              path: '/api/feed/following',
              viewers: [as('the writer', u, true)],
              shows: following ? includes(post.id) : lacks(post.id),
            },
            ...(following
              ? [
                  {
                    name: "followee's notifications",
                    path: '/api/notifications',
                    viewers: [as('the followee', target)],
                    shows: includes(u.id),
                  },
                ]
              : []),
          ],
        };
      },
    }),
  ),
  ...(['POST', 'DELETE'] as const).map(
    (method): FreshnessRow => ({
      method,
      route: '/api/topics/{name}/follow',
      prepare: async (f) => {
        const [author, u] = await Promise.all([f.user('topical'), f.user('fan')]);
        const post = await f.post(author);
        // Followed in another case than the post's tag: topics match case-insensitively.
        const topic = `T${post.word}`;
        if (method === 'DELETE') await f.ok('POST', `/api/topics/${topic}/follow`, u.token);
        const following = method === 'POST';
        return {
          path: `/api/topics/${topic}/follow`,
          token: u.token,
          reads: [
            {
              name: 'my topics',
              path: '/api/users/me/topics',
              viewers: [as('the writer', u, true)],
              shows: following ? includes(topic) : lacks(topic),
            },
            {
              name: 'Following feed',
              path: '/api/feed/following',
              viewers: [as('the writer', u, true)],
              shows: following ? includes(post.id) : lacks(post.id),
            },
          ],
        };
      },
    }),
  ),
  // A block or mute (issue 20) changes what the writer reads at once: the hidden member's posts in
  // every list, their comments and notifications; a block also hides the writer's comments from the
  // blocked member and ends the follows between them.
  ...(['blocks', 'mutes'] as const).flatMap((kind) =>
    (['POST', 'DELETE'] as const).map(
      (method): FreshnessRow => ({
        method,
        route: `/api/${kind}/{userId}`,
        prepare: async (f) => {
          const [u, target, host] = await Promise.all([f.user('hider'), f.user('hidden'), f.user('host')]);
          const [post, mine, stage] = await Promise.all([f.post(target), f.post(u), f.post(host)]);
          await f.ok('POST', `/api/follows/${target.id}`, u.token);
          await f.ok('POST', `/api/likes/post/${mine.id}`, target.token);
          const theirs = await f.comment(target, stage.id);
          const own = await f.comment(u, stage.id);
          if (method === 'DELETE') await f.ok('POST', `/api/${kind}/${target.id}`, u.token);
          const hides = method === 'POST';
          const after = (id: string) => (hides ? lacks(id) : includes(id));
          const writer = [as('the writer', u, true)];
          const reads: Read[] = [
            { name: 'home list', path: '/api/posts?page=0&size=20', viewers: writer, shows: after(post.id) },
            {
              name: 'search',
              path: `/api/posts/search?keyword=${post.word}`,
              viewers: writer,
              shows: after(post.id),
            },
            {
              name: 'tag list',
              path: `/api/posts?tag=t${post.word}`,
              viewers: writer,
              shows: after(post.id),
            },
            {
              name: 'author list',
              path: `/api/posts?authorId=${target.id}`,
              viewers: writer,
              shows: after(post.id),
            },
            { name: 'comments', path: `/api/comments/${stage.id}`, viewers: writer, shows: after(theirs.id) },
            { name: 'notifications', path: '/api/notifications', viewers: writer, shows: after(target.id) },
          ];
          if (kind === 'mutes')
            reads.push({
              name: 'Following feed (a mute keeps the follow)',
              path: '/api/feed/following',
              viewers: writer,
              shows: after(post.id),
            });
          else {
            reads.push({
              name: "the blocked member's comments",
              path: `/api/comments/${stage.id}`,
              viewers: [as('the blocked member', target)],
              shows: after(own.id),
            });
            if (hides)
              reads.push({
                name: 'followers (the block ended the follow)',
                path: `/api/follows/${target.id}/followers`,
                viewers: [anonymous, ...writer],
                shows: lacks(u.id),
              });
          }
          return { path: `/api/${kind}/${target.id}`, token: u.token, reads };
        },
      }),
    ),
  ),
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
