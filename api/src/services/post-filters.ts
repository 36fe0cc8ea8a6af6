// Conditions every post list and search shares: what a public list shows, LIKE-safe patterns, and
// the viewer's hidden (blocked or muted) authors left out.
import { eq, type SQL, sql } from 'drizzle-orm';
import { posts } from '../db/schema';
import { postsShownSql } from './blocks';

/** Posts a public list shows (moderation hides the rest). */
export const VISIBLE = eq(posts.hidden, false);

/** Escapes LIKE wildcards so a user's `%` or `_` is matched literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `and` the author is shown to the viewer whose blocked and muted authors a list leaves out, or
 * nothing for the shared lists (`hider` null).
 */
export const andShown = (hider: string | null, author: SQL): SQL =>
  hider ? sql`and ${postsShownSql(hider, author)}` : sql``;

/** The same, as a drizzle filter over `posts`. */
export const shownWhere = (hider: string | null): SQL | undefined =>
  hider ? postsShownSql(hider, posts.authorId) : undefined;
