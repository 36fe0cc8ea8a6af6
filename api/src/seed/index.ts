import path from 'node:path';
import { DEFAULT_CATEGORIES, DEFAULT_LOCALE } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import {
  bookmarks,
  categories,
  commentLikes,
  comments,
  follows,
  notifications,
  postLikes,
  posts,
  postTags,
  tags,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/password';
import { renderNotification } from '../services/notification-text';
import { DEMO_PASSWORD } from './content';
import { generateSeed, type SeedOptions } from './generate';
import { ensureSeedImages } from './images';

export { DEMO_PASSWORD, DEMO_USERS } from './content';
export type { SeedData, SeedOptions } from './generate';
export { generateSeed, prng } from './generate';

/** Inserts in chunks: PostgreSQL caps a statement at 65535 parameters. */
async function insertChunked<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The eight spec categories; safe to run on every start. */
export async function ensureCategories(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(
      DEFAULT_CATEGORIES.map((name, i) => ({ name, createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)) })),
    )
    .onConflictDoNothing();
}

export interface SeedResult {
  seeded: boolean;
  users: number;
  posts: number;
}

/** Demo content on first start (empty users table). The ADMIN account is always created then. */
export async function seedIfEmpty(
  db: Db,
  config: Pick<AppConfig, 'adminUser' | 'adminPassword' | 'adminEmail' | 'seed' | 'dataDir'>,
  options: SeedOptions = {},
): Promise<SeedResult> {
  ensureSeedImages(path.join(config.dataDir, 'uploads'), config.adminUser);
  await ensureCategories(db);
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((existing?.n ?? 0) > 0) return { seeded: false, users: 0, posts: 0 };

  const data = generateSeed({
    users: config.seed ? 8 : 1,
    posts: config.seed ? 48 : 0,
    adminUser: config.adminUser,
    adminEmail: config.adminEmail,
    ...options,
  });
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(config.adminPassword),
    hashPassword(DEMO_PASSWORD),
  ]);

  await db.transaction(async (tx) => {
    await insertChunked(data.users, 1000, (chunk) =>
      tx.insert(users).values(
        chunk.map((u) => ({
          ...u,
          passwordHash: u.role === 'ADMIN' ? adminHash : demoHash,
          emailVerified: true,
        })),
      ),
    );
    if (data.posts.length === 0) return;

    const categoryRows = await tx.select({ id: categories.id, name: categories.name }).from(categories);
    const categoryId = new Map(categoryRows.map((c) => [c.name.toLowerCase(), c.id]));
    const commentLikeCounts = new Map<string, number>();
    for (const l of data.commentLikes)
      commentLikeCounts.set(l.commentId, (commentLikeCounts.get(l.commentId) ?? 0) + 1);

    await insertChunked(data.posts, 500, (chunk) =>
      tx.insert(posts).values(
        chunk.map((p) => ({
          id: p.id,
          title: p.title,
          content: p.content,
          excerpt: p.excerpt,
          wordCount: p.wordCount,
          categoryId: categoryId.get(p.category.toLowerCase())!,
          tags: p.tags,
          imageUrl: p.imageUrl,
          authorId: p.authorId,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      ),
    );

    const tagNames = [...new Set(data.posts.flatMap((p) => p.tags.map((t) => t.toLowerCase())))];
    const tagRows = await tx
      .insert(tags)
      .values(tagNames.map((name) => ({ name })))
      .returning();
    const tagId = new Map(tagRows.map((t) => [t.name, t.id]));
    await insertChunked(
      data.posts.flatMap((p) => p.tags.map((t) => ({ postId: p.id, tagId: tagId.get(t.toLowerCase())! }))),
      5000,
      (chunk) => tx.insert(postTags).values(chunk),
    );
    await insertChunked(data.comments, 2000, (chunk) =>
      tx.insert(comments).values(chunk.map((c) => ({ ...c, likeCount: commentLikeCounts.get(c.id) ?? 0 }))),
    );
    await insertChunked(data.postLikes, 5000, (chunk) => tx.insert(postLikes).values(chunk));
    await insertChunked(data.commentLikes, 5000, (chunk) => tx.insert(commentLikes).values(chunk));
    // Each post got its zeroed counters row from the insert trigger; set them from the rows they count.
    await tx.execute(sql`update post_counters pc set like_count = x.likes, comment_count = x.comments
      from (select p.id,
              (select count(*)::int from post_likes l where l.post_id = p.id) as likes,
              (select count(*)::int from comments c where c.post_id = p.id and not c.hidden and c.deleted_at is null) as comments
            from posts p) x
      where pc.post_id = x.id and (x.likes > 0 or x.comments > 0)`);
    await insertChunked(data.follows, 5000, (chunk) => tx.insert(follows).values(chunk));
    await insertChunked(data.bookmarks, 5000, (chunk) => tx.insert(bookmarks).values(chunk));

    // A few notifications so the bell has something to show on first start.
    const postById = new Map(data.posts.map((p) => [p.id, p]));
    const byId = new Map(data.users.map((u) => [u.id, u]));
    const notes = data.comments
      .filter((c) => postById.get(c.postId)!.authorId !== c.authorId)
      .slice(-60)
      .map((c) => {
        const post = postById.get(c.postId)!;
        const text = {
          type: 'COMMENT',
          params: { actor: byId.get(c.authorId)?.name ?? '', postTitle: post.title },
        } as const;
        // Seeded members have chosen no language yet.
        return {
          recipientId: post.authorId,
          actorId: c.authorId,
          ...text,
          ...renderNotification(DEFAULT_LOCALE, text),
          postId: c.postId,
          targetId: c.id,
          createdAt: c.createdAt,
        };
      });
    await insertChunked(notes, 2000, (chunk) => tx.insert(notifications).values(chunk));
  });
  return { seeded: true, users: data.users.length, posts: data.posts.length };
}
