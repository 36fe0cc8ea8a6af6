import type {
  Locale,
  LoginRequest,
  LoginResponse,
  Me,
  RegisterRequest,
  RegisterResponse,
  TopAuthor,
  UpdateMeRequest,
  UserProfile,
  UserRef,
} from '@cwt/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';
import { follows, posts, type UserRow, users } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { badRequest, conflict, HttpError, notFound, rethrowAsConflict } from '../lib/errors';
import { dummyHash, hashPassword, verifyPassword } from '../lib/password';
import { absoluteUrl } from '../lib/urls';

export const LOGIN_FAILED = 'Invalid username or password!';

const iso = (d: Date) => d.toISOString();

export function toMe(row: UserRow, publicUrl: string): Me {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    profilePicture: absoluteUrl(publicUrl, row.profilePicture),
    userRole: row.role,
    location: row.location,
    website: row.website,
    emailVerified: row.emailVerified,
    createdAt: iso(row.createdAt),
    ...(row.locale ? { locale: row.locale } : {}),
  };
}

async function findByUsernameOrEmail(ctx: AppContext, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${key} or lower(${users.email}) = ${key}`)
    .orderBy(sql`lower(${users.username}) = ${key} desc`)
    .limit(1);
  return row;
}

async function assertFree(ctx: AppContext, fields: { username?: string; email?: string }, exceptId?: string) {
  if (fields.username) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.username}) = ${fields.username.toLowerCase()}`,
          exceptId ? ne(users.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw conflict('CONFLICT_USERNAME_TAKEN', 'Username is already taken', 'username');
  }
  if (fields.email) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = ${fields.email.toLowerCase()}`,
          exceptId ? ne(users.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw conflict('CONFLICT_EMAIL_TAKEN', 'Email is already registered', 'email');
  }
}

/** The 409 a duplicate account's constraint means (users' unique indexes: e-mail, username). */
export const duplicateAccount = (constraint: string): HttpError =>
  constraint.includes('email')
    ? conflict('CONFLICT_EMAIL_TAKEN', 'Email is already registered', 'email')
    : conflict('CONFLICT_USERNAME_TAKEN', 'Username is already taken', 'username');

/** A unique index still guards the race between the check and the insert. */
function rethrowDuplicate(error: unknown): never {
  rethrowAsConflict(error, duplicateAccount);
}

export async function createUser(
  ctx: AppContext,
  input: {
    name: string;
    email: string;
    username: string;
    password: string;
    role?: 'USER' | 'ADMIN';
    /** The language its mails and notifications are written in until the member picks one. */
    locale?: Locale | null;
  },
): Promise<UserRow> {
  await assertFree(ctx, { username: input.username, email: input.email });
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        username: input.username,
        passwordHash,
        role: input.role ?? 'USER',
        locale: input.locale ?? null,
      })
      .returning();
    return row!;
  } catch (e) {
    rethrowDuplicate(e);
  }
}

/** `locale`: the language the request negotiated, so the verification mail is in it (it is returned). */
export async function register(
  ctx: AppContext,
  input: RegisterRequest,
  locale: Locale,
): Promise<{ response: RegisterResponse; row: UserRow }> {
  const row = await createUser(ctx, { ...input, locale });
  return {
    response: { message: 'Signup successful! Please log in.', id: row.id, username: row.username },
    row,
  };
}

export async function issueLogin(ctx: AppContext, row: UserRow): Promise<LoginResponse> {
  const token = await ctx.tokens.sign({ sub: row.id, ver: row.tokenVersion, role: row.role });
  return {
    token,
    username: row.username,
    profilePicture: absoluteUrl(ctx.config.publicUrl, row.profilePicture),
    id: row.id,
    userRole: row.role,
    email: row.email,
    name: row.name,
  };
}

export async function login(ctx: AppContext, input: LoginRequest): Promise<LoginResponse> {
  const row = await findByUsernameOrEmail(ctx, input.username);
  // Same work and the same answer whether the user exists or the password is wrong.
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash()), input.password);
  if (!row || !ok) throw new HttpError(401, 'LOGIN_FAILED', LOGIN_FAILED);
  return issueLogin(ctx, row);
}

/** The columns of a user as a row of a people list (followers, blocked members). */
export const userRefColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  profilePicture: users.profilePicture,
};

export function toUserRef(
  r: { id: string; name: string; username: string; profilePicture: string | null },
  publicUrl: string,
): UserRef {
  return {
    id: r.id,
    _id: r.id,
    name: r.name,
    username: r.username,
    profilePicture: absoluteUrl(publicUrl, r.profilePicture),
  };
}

export async function getUserRow(ctx: AppContext, id: string): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('USER_NOT_FOUND', 'User not found');
  return row;
}

export async function getMe(ctx: AppContext, id: string): Promise<Me> {
  return toMe(await getUserRow(ctx, id), ctx.config.publicUrl);
}

const blankToNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v === '' ? null : v;

export async function updateMe(ctx: AppContext, id: string, input: UpdateMeRequest): Promise<Me> {
  const current = await getUserRow(ctx, id);
  const patch: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.email !== undefined && input.email !== current.email) {
    await assertFree(ctx, { email: input.email }, id);
    patch.email = input.email;
    patch.emailVerified = false;
  }
  const picture = blankToNull(input.profilePicture);
  if (picture !== undefined) patch.profilePicture = picture;
  const website = blankToNull(input.website);
  if (website !== undefined) patch.website = website;
  const location = blankToNull(input.location);
  if (location !== undefined) patch.location = location;
  if (input.locale !== undefined && input.locale !== current.locale) patch.locale = input.locale;
  if (input.password) {
    if (!input.currentPassword)
      throw badRequest(
        'CURRENT_PASSWORD_REQUIRED',
        'Current password is required to set a new password',
        'currentPassword',
      );
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
      throw badRequest('CURRENT_PASSWORD_INCORRECT', 'Current password is incorrect', 'currentPassword');
    }
    patch.passwordHash = await hashPassword(input.password);
    // Every token issued before the change stops working.
    patch.tokenVersion = current.tokenVersion + 1;
  }
  if (Object.keys(patch).length === 0) return toMe(current, ctx.config.publicUrl);
  try {
    const [row] = await ctx.db.update(users).set(patch).where(eq(users.id, id)).returning();
    const { locale, ...shown } = patch;
    // The profile, the name and picture on cards, comments and lists, and the auth hook's row.
    if (Object.keys(shown).length > 0) ctx.cache.touch(tag.user(id), tag.auth(id), tag.names, tag.topAuthors);
    // Their grouped notifications are read in their language.
    if (locale !== undefined) ctx.cache.touch(tag.notifications(id));
    return toMe(row!, ctx.config.publicUrl);
  } catch (e) {
    rethrowDuplicate(e);
  }
}

export async function getProfile(
  ctx: AppContext,
  userId: string,
  viewerId: string | null,
): Promise<UserProfile> {
  const row = await getUserRow(ctx, userId);
  const [counts] = await queryRows<{ followers: number; following: number; posts: number; am: boolean }>(
    ctx.db,
    sql`select
      (select count(*)::int from ${follows} where followee_id = ${userId}) as followers,
      (select count(*)::int from ${follows} where follower_id = ${userId}) as following,
      (select count(*)::int from ${posts} where author_id = ${userId} and not hidden) as posts,
      exists(select 1 from ${follows} where follower_id = ${viewerId ?? ''} and followee_id = ${userId}) as am`,
  );
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    username: row.username,
    profilePicture: absoluteUrl(ctx.config.publicUrl, row.profilePicture),
    location: row.location,
    website: row.website,
    followerNumber: counts?.followers ?? 0,
    followingNumber: counts?.following ?? 0,
    postCount: counts?.posts ?? 0,
    amIFollowing: Boolean(viewerId && viewerId !== userId && counts?.am),
    createdAt: iso(row.createdAt),
  };
}

/** Authors with the most visible posts, in the aggregation shape the spec reads. */
export async function mostPosts(ctx: AppContext, size: number): Promise<TopAuthor[]> {
  const postCount = sql<number>`count(${posts.id})::int`;
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      profilePicture: users.profilePicture,
      postCount,
      followerNumber: sql<number>`(select count(*)::int from follows f where f.followee_id = "users"."id")`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.hidden, false))
    .groupBy(users.id)
    .orderBy(desc(postCount), users.id)
    .limit(size);
  return rows.map((r) => ({
    id: r.id,
    postCount: r.postCount,
    userDetails: [
      {
        id: r.id,
        _id: r.id,
        name: r.name,
        username: r.username,
        profilePicture: absoluteUrl(ctx.config.publicUrl, r.profilePicture),
        followerNumber: r.followerNumber,
      },
    ],
  }));
}

/** The user's token version (sessions and stream tickets are valid for one), or undefined when the account is gone. */
export async function tokenVersionOf(ctx: AppContext, userId: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ ver: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.ver;
}
