import type { Comment, LoginResponse, Post } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { createPost, loginAdmin, type TestUser } from '../helpers/fixtures';
import type { GoogleIssuer } from '../helpers/google';
import type { TestResponse, TestServer } from '../helpers/server';

/**
 * The write-freshness table's kit (the rows live in rows/*.ts, assembled in freshness-table.ts): one row per write route the app registers, naming the reads whose
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
export type Loose = any;

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

export const includes = (needle: string) => (res: TestResponse) =>
  res.status === 200 && res.text.includes(needle);
export const lacks = (needle: string) => (res: TestResponse) =>
  res.status === 200 && !res.text.includes(needle);
export const status = (code: number) => (res: TestResponse) => res.status === code;
export const field =
  <T>(pick: (body: Loose) => T, want: T) =>
  (res: TestResponse<Loose>) =>
    res.status === 200 && pick(res.body) === want;
export const cardOf = (id: string) => (body: Loose) =>
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
export function postReads(post: { id: string }, viewers: Viewer[], shows: (card: Loose) => boolean): Read[] {
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
export function retagReads(post: { id: string; word: string }, word: string, viewers: Viewer[]): Read[] {
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
export const newProfile = (res: TestResponse<Loose>): Read[] => [
  { name: 'the new profile', path: `/api/users/${res.body.id}`, viewers: [anonymous], shows: status(200) },
];
