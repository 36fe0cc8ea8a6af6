import {
  type createDraftRequestSchema,
  createPostRequestSchema,
  type Draft,
  isObjectId,
  type MessageResponse,
  type PagedDrafts,
  type Post,
  type saveDraftRequestSchema,
  updatePostRequestSchema,
} from '@cwt/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext, AuthUser } from '../context';
import { drafts } from '../db/schema';
import { badRequest, HttpError, isUniqueViolation, notFound } from '../lib/errors';
import { sanitizePostHtml } from '../lib/html';
import { paged } from '../lib/paging';
import { absoluteUrl } from '../lib/urls';
import { createPost, postForWrite, preparedImage, updatePost } from './posts';

type DraftRow = typeof drafts.$inferSelect;
type DraftFields = Omit<z.output<typeof saveDraftRequestSchema>, 'version'>;

/**
 * A 409 that carries the server's copy of the draft, so the editor can offer both. The routes send
 * it as `{ message, draft }`.
 */
export class DraftConflict extends HttpError {
  constructor(
    code: 'DRAFT_STALE' | 'DRAFT_EXISTS',
    message: string,
    readonly draft: Draft,
  ) {
    super(409, code, message);
  }
}

function toDraft(ctx: AppContext, row: DraftRow): Draft {
  return {
    id: row.id,
    postId: row.postId,
    title: row.title,
    category: row.category,
    tags: row.tags,
    content: row.content,
    imageCloudUrl: absoluteUrl(ctx.config.publicUrl, row.imageUrl),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a save writes: HTML sanitized as a post's, the image URL in its stored form. */
function storedFields(ctx: AppContext, input: DraftFields) {
  return {
    title: input.title,
    category: input.category,
    tags: input.tags,
    content: sanitizePostHtml(input.content),
    imageUrl: preparedImage(ctx.config.publicUrl, input.imageCloudUrl) ?? null,
  };
}

/** Someone else's draft and an unknown one answer alike: a draft's existence is its owner's business. */
async function ownDraft(ctx: AppContext, user: AuthUser, id: string): Promise<DraftRow> {
  const [row] = isObjectId(id)
    ? await ctx.db
        .select()
        .from(drafts)
        .where(and(eq(drafts.id, id), eq(drafts.userId, user.id)))
        .limit(1)
    : [];
  if (!row) throw notFound('DRAFT_NOT_FOUND', 'Draft not found');
  return row;
}

const staleVersion = (ctx: AppContext, row: DraftRow) =>
  new DraftConflict(
    'DRAFT_STALE',
    'This draft was changed on another device since you opened it',
    toDraft(ctx, row),
  );

export async function listDrafts(
  ctx: AppContext,
  user: AuthUser,
  query: { page: number; size: number; postId?: string | undefined },
): Promise<PagedDrafts> {
  const where = and(
    eq(drafts.userId, user.id),
    query.postId === undefined ? undefined : eq(drafts.postId, query.postId),
  );
  // A user's drafts are few, read through their (user, updated) index.
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        id: drafts.id,
        postId: drafts.postId,
        title: drafts.title,
        version: drafts.version,
        updatedAt: drafts.updatedAt,
      })
      .from(drafts)
      .where(where)
      .orderBy(desc(drafts.updatedAt), desc(drafts.id))
      .limit(query.size)
      .offset(query.page * query.size),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(drafts).where(where),
  ]);
  return paged(
    rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    count?.n ?? 0,
    query.page,
    query.size,
  );
}

export async function getDraft(ctx: AppContext, user: AuthUser, id: string): Promise<Draft> {
  return toDraft(ctx, await ownDraft(ctx, user, id));
}

/**
 * A new draft. One linked to a post needs the right to edit that post (as PUT /api/posts); a second
 * draft of the same post answers 409 with the first, which every device then continues.
 */
export async function createDraft(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof createDraftRequestSchema>,
): Promise<Draft> {
  if (input.postId !== null) await postForWrite(ctx, input.postId, user);
  try {
    const [row] = await ctx.db
      .insert(drafts)
      .values({ userId: user.id, postId: input.postId, ...storedFields(ctx, input) })
      .returning();
    return toDraft(ctx, row!);
  } catch (error) {
    if (!isUniqueViolation(error) || input.postId === null) throw error;
    const [existing] = await ctx.db
      .select()
      .from(drafts)
      .where(and(eq(drafts.userId, user.id), eq(drafts.postId, input.postId)))
      .limit(1);
    if (!existing) throw error;
    throw new DraftConflict('DRAFT_EXISTS', 'This post already has a draft', toDraft(ctx, existing));
  }
}

/** Replaces the draft if it is still at the version the save started from; else 409 with the server copy. */
export async function saveDraft(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: z.output<typeof saveDraftRequestSchema>,
): Promise<Draft> {
  const fields = storedFields(ctx, input);
  const [row] = isObjectId(id)
    ? await ctx.db
        .update(drafts)
        .set({ ...fields, version: sql`${drafts.version} + 1`, updatedAt: new Date() })
        .where(and(eq(drafts.id, id), eq(drafts.userId, user.id), eq(drafts.version, input.version)))
        .returning()
    : [];
  if (row) return toDraft(ctx, row);
  throw staleVersion(ctx, await ownDraft(ctx, user, id));
}

export async function deleteDraft(ctx: AppContext, user: AuthUser, id: string): Promise<MessageResponse> {
  const removed = isObjectId(id)
    ? await ctx.db
        .delete(drafts)
        .where(and(eq(drafts.id, id), eq(drafts.userId, user.id)))
        .returning({ id: drafts.id })
    : [];
  if (removed.length === 0) throw notFound('DRAFT_NOT_FOUND', 'Draft not found');
  return { message: 'Draft deleted' };
}

/** The post fields of a draft, checked by the rules of the post write it becomes (400 as that route's). */
function postInput<S extends typeof createPostRequestSchema | typeof updatePostRequestSchema>(
  schema: S,
  row: DraftRow,
  imageCloudUrl: string | null,
): z.output<S> {
  const parsed = schema.safeParse({
    title: row.title,
    category: row.category,
    tags: row.tags,
    content: row.content,
    imageCloudUrl,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest('VALIDATION_FAILED', issue.message, issue.path.join('.') || undefined);
  }
  return parsed.data as z.output<S>;
}

/**
 * Runs the post write with the draft taken out of the way: deleted at the version the author saw, so
 * two devices publishing at once make one post; if the write fails, the draft is put back as it was.
 */
async function withDraftTaken<T>(
  ctx: AppContext,
  user: AuthUser,
  row: DraftRow,
  write: () => Promise<T>,
): Promise<T> {
  const [taken] = await ctx.db
    .delete(drafts)
    .where(and(eq(drafts.id, row.id), eq(drafts.userId, user.id), eq(drafts.version, row.version)))
    .returning();
  if (!taken) throw staleVersion(ctx, await ownDraft(ctx, user, row.id));
  try {
    return await write();
  } catch (error) {
    await ctx.db.insert(drafts).values(taken).onConflictDoNothing();
    throw error;
  }
}

/**
 * Publishes the draft at the version the author saw: a new one becomes a post (the create-post
 * rules), one linked to a post updates it (the rules of PUT /api/posts); the draft goes either way.
 * Both post writes touch the cache tags of what they change (services/cache-touches.ts).
 */
export async function publishDraft(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  version: number,
): Promise<{ post: Post; created: boolean }> {
  const row = await ownDraft(ctx, user, id);
  if (row.version !== version) throw staleVersion(ctx, row);
  const image = absoluteUrl(ctx.config.publicUrl, row.imageUrl);
  const postId = row.postId;
  if (postId === null) {
    const create = postInput(createPostRequestSchema, row, image);
    const post = await withDraftTaken(ctx, user, row, () => createPost(ctx, user, create));
    return { post, created: true };
  }
  const update = postInput(updatePostRequestSchema, row, image);
  await postForWrite(ctx, postId, user);
  const post = await withDraftTaken(ctx, user, row, () => updatePost(ctx, postId, user, update));
  return { post, created: false };
}
