import type { Comment, LoginResponse, Post } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { startServer, type TestServer } from './server';

export type TestUser = LoginResponse & { password: string };

/** A well-formed id no row has (for 404s). */
export const UNKNOWN_ID = '0123456789abcdef01234567';

/** Creates a post through the API as `user` (Technology, one paragraph, unless overridden). */
export async function createPost(
  server: TestServer,
  user: { token: string },
  overrides: Record<string, unknown> = {},
): Promise<Post> {
  const res = await server.request<Post>('POST', '/api/posts', {
    token: user.token,
    body: {
      title: 'A post for testing',
      category: 'Technology',
      tags: ['testing'],
      content: '<p>Some words worth reading.</p>',
      imageCloudUrl: 'https://images.example.com/cover.png',
      ...overrides,
    },
  });
  if (res.status !== 201) throw new Error(`create post failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Writes a comment through the API as `user`, or with `parentId` a reply to that comment. */
export async function writeComment(
  server: TestServer,
  user: { token: string },
  postId: string,
  content: string,
  parentId?: string,
): Promise<Comment> {
  const res = await server.request<Comment>('POST', `/api/comments/${postId}`, {
    token: user.token,
    body: parentId ? { content, parentId } : { content },
  });
  if (res.status !== 201) throw new Error(`comment failed: ${res.status} ${res.text}`);
  return res.body;
}

export async function loginAdmin(server: TestServer): Promise<LoginResponse> {
  const res = await server.request<LoginResponse>('POST', '/login', {
    body: { username: 'admin', password: 'admin12345' },
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return res.body;
}

export interface NotificationRow {
  recipient_id: string;
  actor_id: string | null;
  type: string;
  title: string;
  message: string;
  post_id: string | null;
  target_id: string | null;
}

export function notificationsFor(server: TestServer, recipientId: string): Promise<NotificationRow[]> {
  return queryRows<NotificationRow>(
    server.database.db,
    sql`select recipient_id, actor_id, type, title, message, post_id, target_id from notifications
        where recipient_id = ${recipientId} order by created_at, id`,
  );
}

export async function scalar(server: TestServer, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(server.database.db, query);
  return Number(row?.n ?? 0);
}

/** The comment suites' cast: a server, a post author, two commenters and the admin, signed in. */
export interface CommentCast {
  server: TestServer;
  author: TestUser;
  alice: TestUser;
  bob: TestUser;
  admin: LoginResponse;
}

export async function startCommentCast(): Promise<CommentCast> {
  const server = await startServer();
  const [author, alice, bob] = await Promise.all([
    server.newUser('author'),
    server.newUser('alice'),
    server.newUser('bob'),
  ]);
  return { server, author, alice, bob, admin: await loginAdmin(server) };
}
