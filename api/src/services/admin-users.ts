import { randomBytes } from 'node:crypto';
import {
  type AdminDeleteUserQuery,
  type AdminUser,
  type adminCreateUserRequestSchema,
  isObjectId,
  type Locale,
  type MessageResponse,
} from '@cwt/contracts';
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';
import {
  comments,
  history,
  notifications,
  postCounters,
  posts,
  reportItems,
  type UserRow,
  users,
} from '../db/schema';
import { tag } from '../lib/cache-tags';
import { conflict, notFound, rethrowAsConflict } from '../lib/errors';
import { hashPassword } from '../lib/password';
import { absoluteUrl } from '../lib/urls';
import { sendPasswordLink } from './account-tokens';
import { userRemovalTags } from './cache-touches';
import { pruneTombstones, tombstoneAuthorsThreads } from './comment-threads';
import { DELETED_USER_USERNAME, deletedUserId } from './deleted-user';
import { duplicateAccount } from './users';

type CreateInput = z.output<typeof adminCreateUserRequestSchema>;
type UpdateInput = Partial<CreateInput>;

export const LAST_ADMIN_MESSAGE =
  'The last ADMIN cannot be deleted or demoted; make another user ADMIN first';

function toAdminUser(row: UserRow & { postCount: number }, publicUrl: string): AdminUser {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    userRole: row.role,
    profilePicture: absoluteUrl(publicUrl, row.profilePicture),
    postCount: row.postCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Kept by triggers on posts (user_counters, migration 0011): a key lookup per listed user. */
const postCount = sql<number>`coalesce((select uc.post_count from user_counters uc where uc.user_id = "users"."id"), 0)`;

export async function listAdminUsers(
  ctx: AppContext,
  q: { page: number; size: number; q?: string },
): Promise<{ items: AdminUser[]; total: number }> {
  const term = q.q ? `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    ne(users.username, DELETED_USER_USERNAME),
    term
      ? or(
          sql`lower(${users.name}) like ${term}`,
          sql`lower(${users.email}) like ${term}`,
          sql`lower(${users.username}) like ${term}`,
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ user: users, postCount })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.size)
      .offset(q.page * q.size),
    // Unfiltered, the total is the dashboard's kept user count (same rule: not the placeholder).
    term
      ? ctx.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where)
      : queryRows<{ n: number }>(ctx.db, sql`select coalesce(sum(users), 0)::int as n from site_counts`),
  ]);
  return {
    items: rows.map((r) => toAdminUser({ ...r.user, postCount: r.postCount }, ctx.config.publicUrl)),
    total: count?.n ?? 0,
  };
}

async function adminUserById(ctx: AppContext, id: string): Promise<AdminUser> {
  const [row] = await ctx.db.select({ user: users, postCount }).from(users).where(eq(users.id, id));
  if (!row) throw notFound('USER_NOT_FOUND', 'User not found');
  return toAdminUser({ ...row.user, postCount: row.postCount }, ctx.config.publicUrl);
}

/** The local part of the e-mail, reduced to the username alphabet, made unique with a number. */
export async function usernameFromEmail(ctx: AppContext, email: string): Promise<string> {
  let base = email
    .split('@')[0]!
    .replace(/[^a-zA-Z0-9._-]/g, '')
    .slice(0, 32);
  if (base.length < 3) base = `${base}user`.slice(0, 32);
  const taken = await queryRows<{ username: string }>(
    ctx.db,
    sql`select lower(username) as username from users where lower(username) like ${`${base.toLowerCase()}%`}`,
  );
  const names = new Set(taken.map((t) => t.username));
  if (!names.has(base.toLowerCase())) return base;
  for (let i = 2; ; i += 1) if (!names.has(`${base}${i}`.toLowerCase())) return `${base}${i}`;
}

export async function createAdminUser(
  ctx: AppContext,
  input: CreateInput,
  log: FastifyBaseLogger | null = null,
  /** The creating request's language: the set-password mail's until the member picks one. */
  locale: Locale | null = null,
): Promise<AdminUser> {
  const username = input.username ?? (await usernameFromEmail(ctx, input.email));
  // Without a password the account gets an unusable random one and a set-password link.
  const password = input.password ?? randomBytes(32).toString('base64url');
  let row: UserRow;
  try {
    [row] = (await ctx.db
      .insert(users)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        username,
        passwordHash: await hashPassword(password),
        role: input.userRole,
        locale,
      })
      .returning()) as [UserRow];
  } catch (e) {
    rethrowAsConflict(e, duplicateAccount);
  }
  // The social issue's mail adapter sends the one-time set-password link (SMTP, or a file under <data>/mail).
  if (!input.password) await sendPasswordLink(ctx, row, log, 'set');
  return adminUserById(ctx, row.id);
}

/** Locks the ADMIN rows so two concurrent demotions cannot both pass the last-ADMIN check. */
async function assertNotLastAdmin(tx: AppContext['db'], id: string): Promise<void> {
  const admins = await queryRows<{ id: string }>(
    tx,
    sql`select id from users where role = 'ADMIN' order by id for update`,
  );
  if (admins.length <= 1 && admins.some((a) => a.id === id))
    throw conflict('LAST_ADMIN', LAST_ADMIN_MESSAGE, 'userRole');
}

export async function updateAdminUser(ctx: AppContext, id: string, input: UpdateInput): Promise<AdminUser> {
  if (!isObjectId(id)) throw notFound('USER_NOT_FOUND', 'User not found');
  try {
    await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!current || current.username === DELETED_USER_USERNAME)
        throw notFound('USER_NOT_FOUND', 'User not found');
      const patch: Partial<typeof users.$inferInsert> = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase()) {
        patch.email = input.email.toLowerCase();
        patch.emailVerified = false;
      }
      if (input.username !== undefined) patch.username = input.username;
      if (input.password !== undefined) {
        patch.passwordHash = await hashPassword(input.password);
        patch.tokenVersion = current.tokenVersion + 1;
      }
      if (input.userRole !== undefined && input.userRole !== current.role) {
        if (current.role === 'ADMIN') await assertNotLastAdmin(tx, id);
        patch.role = input.userRole;
        // Tokens carry the role; the old ones must stop working.
        patch.tokenVersion = current.tokenVersion + 1;
      }
      if (Object.keys(patch).length > 0) await tx.update(users).set(patch).where(eq(users.id, id));
    });
    // Role and token version (auth), name on profile, cards, comments and lists.
    ctx.cache.touch(tag.auth(id), tag.user(id), tag.names, tag.topAuthors);
  } catch (e) {
    rethrowAsConflict(e, duplicateAccount);
  }
  return adminUserById(ctx, id);
}

export async function deleteAdminUser(
  ctx: AppContext,
  id: string,
  query: AdminDeleteUserQuery,
): Promise<MessageResponse> {
  if (!isObjectId(id)) throw notFound('USER_NOT_FOUND', 'User not found');
  const removal = await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target || target.username === DELETED_USER_USERNAME)
      throw notFound('USER_NOT_FOUND', 'User not found');
    if (target.role === 'ADMIN') await assertNotLastAdmin(tx, id);

    // Posts whose like/comment counters change when this user's likes or comments go.
    const touched = await queryRows<{ post_id: string }>(
      tx,
      sql`select post_id from post_likes where user_id = ${id}
          union select post_id from comments where author_id = ${id}`,
    );
    const tags = await userRemovalTags(tx, id);
    if (query.content === 'keep') {
      const placeholder = await deletedUserId(tx);
      tags.push(tag.user(placeholder), tag.list.author(placeholder));
      await tx.update(posts).set({ authorId: placeholder }).where(eq(posts.authorId, id));
      await tx.update(comments).set({ authorId: placeholder }).where(eq(comments.authorId, id));
    } else {
      const ownPosts = tx.select({ id: posts.id }).from(posts).where(eq(posts.authorId, id));
      const ownComments = tx.select({ id: comments.id }).from(comments).where(eq(comments.authorId, id));
      await tx
        .delete(reportItems)
        .where(
          or(
            and(eq(reportItems.type, 'Post'), inArray(reportItems.contentId, ownPosts)),
            and(eq(reportItems.type, 'Com'), inArray(reportItems.contentId, ownComments)),
            and(
              eq(reportItems.type, 'Com'),
              sql`${reportItems.contentId} in (select c.id from comments c join posts p on p.id = c.post_id where p.author_id = ${id})`,
            ),
          ),
        );
      await tx.delete(notifications).where(inArray(notifications.postId, ownPosts));
      await tx.delete(history).where(inArray(history.postId, ownPosts));
      await tombstoneAuthorsThreads(tx, id);
    }
    await tx.delete(users).where(eq(users.id, id));
    await pruneTombstones(tx);
    const ids = touched.map((t) => t.post_id);
    if (ids.length > 0)
      await tx
        .update(postCounters)
        .set({
          likeCount: sql`(select count(*)::int from post_likes l where l.post_id = ${postCounters.postId})`,
          commentCount: sql`(select count(*)::int from comments c where c.post_id = ${postCounters.postId} and not c.hidden and c.deleted_at is null)`,
        })
        .where(inArray(postCounters.postId, ids));
    return tags;
  });
  ctx.cache.touch(...removal);
  return { message: 'User deleted successfully' };
}
