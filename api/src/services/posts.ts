import type { createPostRequestSchema, MessageResponse, Post, updatePostRequestSchema } from '@cwt/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext, AuthUser } from '../context';
import type { Db } from '../db/client';
import { categories, history, notifications, posts, postTags, reportItems, tags } from '../db/schema';
import { badRequest, forbidden } from '../lib/errors';
import { excerptOf, htmlToText, sanitizePostHtml, wordCount } from '../lib/html';
import { storedUrl } from '../lib/urls';
import { postShape, postSnapshot, touchPost } from './cache-touches';
import { linkMentionsInHtml, notifyNewMentions } from './mentions';
import { announce } from './notifications';
import { enqueue } from './outbox';
import { getPostFresh } from './post-reads';
import { findPostForViewer } from './post-ref';

type CreatePostInput = z.output<typeof createPostRequestSchema>;
type UpdatePostInput = z.output<typeof updatePostRequestSchema>;

async function categoryIdByName(db: Db, name: string): Promise<string> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = ${name.trim().toLowerCase()}`)
    .limit(1);
  if (!row) throw badRequest('CATEGORY_UNKNOWN', `Category "${name.trim()}" does not exist`, 'category');
  return row.id;
}

/**
 * Sanitized HTML with its mentions linked, plus the derived plain-text columns; 400 when nothing
 * readable is left.
 */
async function preparedContent(db: Db, html: string, writerId: string) {
  const clean = sanitizePostHtml(html);
  const text = htmlToText(clean);
  // An empty paragraph (`<p><br></p>`) counts as empty; an image alone is content.
  if (!text && !/<img\s/i.test(clean))
    throw badRequest('VALIDATION_FAILED', 'Content is required', 'content');
  return {
    content: await linkMentionsInHtml(db, clean, writerId),
    excerpt: excerptOf(text),
    wordCount: wordCount(text),
  };
}

/** The stored form of a client-sent image URL (undefined: unchanged, null: none); 400 for a non-http(s) one. */
export function preparedImage(publicUrl: string, url: string | null | undefined): string | null | undefined {
  if (url === undefined) return undefined;
  if (url === null || url === '') return null;
  const stored = storedUrl(publicUrl, url);
  if (stored === null)
    throw badRequest('IMAGE_URL_INVALID', 'imageCloudUrl must be an http(s) URL', 'imageCloudUrl');
  return stored;
}

/** Trimmed, empty dropped, deduped case-insensitively (first spelling wins). */
function cleanTags(input: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of input) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** Replaces the post's post_tags rows, creating tag rows on first use. */
async function writePostTags(tx: Db, postId: string, names: string[]): Promise<void> {
  await tx.delete(postTags).where(eq(postTags.postId, postId));
  if (names.length === 0) return;
  await tx
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  await tx
    .insert(postTags)
    .values(rows.map((r) => ({ postId, tagId: r.id })))
    .onConflictDoNothing();
}

export async function createPost(ctx: AppContext, author: AuthUser, input: CreatePostInput): Promise<Post> {
  const categoryId = await categoryIdByName(ctx.db, input.category);
  const body = await preparedContent(ctx.db, input.content, author.id);
  const imageUrl = preparedImage(ctx.config.publicUrl, input.imageCloudUrl) ?? null;
  const tagNames = cleanTags(input.tags);
  const { id, mentioned } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({ title: input.title, categoryId, tags: tagNames, imageUrl, authorId: author.id, ...body })
      .returning({ id: posts.id });
    await writePostTags(tx, row!.id, tagNames);
    // Before the outbox row: the fan-out skips followers these already told.
    const mentioned = await notifyNewMentions(tx, {
      before: null,
      after: body.content,
      actorId: author.id,
      postId: row!.id,
      commentId: null,
    });
    await enqueue(tx, { kind: 'post-published', postId: row!.id, authorId: author.id, title: input.title });
    return { id: row!.id, mentioned };
  });
  touchPost(ctx, null, await postShape(ctx.db, id));
  announce(mentioned, ctx.db);

  // The post's followers hear of it through the outbox row written with it (services/outbox.ts).
  ctx.outbox.kick();
  return getPostFresh(ctx, id, author);
}

/** 404 unknown (or hidden from this viewer), 403 unless the author or an ADMIN. */
export async function postForWrite(ctx: AppContext, id: string, user: AuthUser) {
  const post = await findPostForViewer(ctx, id, user);
  if (post.authorId !== user.id && user.role !== 'ADMIN')
    throw forbidden('POST_EDIT_FORBIDDEN', 'Only the author or an admin can change this post');
  return post;
}

export async function updatePost(
  ctx: AppContext,
  id: string,
  user: AuthUser,
  input: UpdatePostInput,
): Promise<Post> {
  await postForWrite(ctx, id, user);
  const before = await postSnapshot(ctx.db, id);
  const patch: Partial<typeof posts.$inferInsert> = { updatedAt: new Date() };
  if (input.title !== undefined) patch.title = input.title;
  if (input.category !== undefined) patch.categoryId = await categoryIdByName(ctx.db, input.category);
  if (input.content !== undefined)
    Object.assign(patch, await preparedContent(ctx.db, input.content, user.id));
  // Changed text is scored again by the background sweep (services/moderation/sweep.ts).
  if (input.title !== undefined || input.content !== undefined) patch.moderatedAt = null;
  const image = preparedImage(ctx.config.publicUrl, input.imageCloudUrl);
  if (image !== undefined) patch.imageUrl = image;
  const tagNames = input.tags === undefined ? undefined : cleanTags(input.tags);
  if (tagNames) patch.tags = tagNames;
  const mentioned = await ctx.db.transaction(async (tx) => {
    const [old] = await tx
      .select({ content: posts.content })
      .from(posts)
      .where(eq(posts.id, id))
      .for('update');
    await tx.update(posts).set(patch).where(eq(posts.id, id));
    if (tagNames) await writePostTags(tx, id, tagNames);
    if (patch.content === undefined) return [];
    // Only people the edit adds are told; the post's hidden flag is read as this write leaves it.
    return notifyNewMentions(tx, {
      before: old?.content ?? null,
      after: patch.content,
      actorId: user.id,
      postId: id,
      commentId: null,
    });
  });
  touchPost(ctx, before, await postShape(ctx.db, id));
  announce(mentioned, ctx.db);
  return getPostFresh(ctx, id, user);
}

/** Deletes the post and everything about it; comments, likes, bookmarks and tags go by cascade. */
export async function deletePost(ctx: AppContext, id: string, user: AuthUser): Promise<MessageResponse> {
  await postForWrite(ctx, id, user);
  const before = await postSnapshot(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(reportItems)
      .where(
        or(
          and(eq(reportItems.type, 'Post'), eq(reportItems.contentId, id)),
          and(
            eq(reportItems.type, 'Com'),
            sql`${reportItems.contentId} in (select c.id from comments c where c.post_id = ${id})`,
          ),
        ),
      );
    // These reference the post with ON DELETE SET NULL (they outlive moderation), so remove them here.
    await tx.delete(notifications).where(eq(notifications.postId, id));
    await tx.delete(history).where(eq(history.postId, id));
    await tx.delete(posts).where(eq(posts.id, id));
  });
  touchPost(ctx, before, null);
  return { message: 'Post deleted' };
}
