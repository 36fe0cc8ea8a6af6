import type { Category } from '@cwt/contracts';
import { isObjectId } from '@cwt/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';
import { categories, posts } from '../db/schema';
import { tag } from '../lib/cache-tags';
import { badRequest, conflict, isUniqueViolation, notFound, rethrowAsConflict } from '../lib/errors';

export async function listCategories(ctx: AppContext): Promise<Category[]> {
  const rows = await ctx.db
    .select({
      id: categories.id,
      name: categories.name,
      postCount: sql<number>`(select count(*)::int from posts p where p.category_id = "categories"."id" and not p.hidden)`,
    })
    .from(categories)
    .orderBy(asc(categories.createdAt), asc(categories.id));
  return rows.map((r) => ({ ...r, _id: r.id }));
}

/** The category row for a name typed by a user, created on first use (case-insensitive). */
export async function ensureCategory(ctx: AppContext, name: string): Promise<string> {
  const clean = name.trim();
  const [existing] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = ${clean.toLowerCase()}`)
    .limit(1);
  if (existing) return existing.id;
  try {
    const [row] = await ctx.db.insert(categories).values({ name: clean }).returning({ id: categories.id });
    return row!.id;
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const [row] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`lower(${categories.name}) = ${clean.toLowerCase()}`);
    return row!.id;
  }
}

const duplicateCategory = () =>
  conflict('CATEGORY_NAME_TAKEN', 'A category with this name already exists', 'name');

export async function createCategory(ctx: AppContext, name: string): Promise<Category> {
  try {
    const [row] = await ctx.db.insert(categories).values({ name: name.trim() }).returning();
    ctx.cache.touch(tag.categories);
    return { id: row!.id, _id: row!.id, name: row!.name, postCount: 0 };
  } catch (e) {
    rethrowAsConflict(e, duplicateCategory);
  }
}

export async function categoryExists(ctx: AppContext, id: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(row);
}

async function categoryRow(ctx: AppContext, id: string): Promise<Category> {
  const [row] = (await listCategoriesWhere(ctx, id)) as Category[];
  if (!row) throw notFound('CATEGORY_NOT_FOUND', 'Category not found');
  return row;
}

function listCategoriesWhere(ctx: AppContext, id: string) {
  return ctx.db
    .select({
      id: categories.id,
      _id: categories.id,
      name: categories.name,
      postCount: sql<number>`(select count(*)::int from posts p where p.category_id = "categories"."id" and not p.hidden)`,
    })
    .from(categories)
    .where(eq(categories.id, id));
}

/** Posts reference the category by id, so a rename is one update and every post follows. */
export async function renameCategory(ctx: AppContext, id: string, name: string): Promise<Category> {
  if (!isObjectId(id)) throw notFound('CATEGORY_NOT_FOUND', 'Category not found');
  const [old] = await ctx.db.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  try {
    const updated = await ctx.db
      .update(categories)
      .set({ name: name.trim() })
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (updated.length === 0) throw notFound('CATEGORY_NOT_FOUND', 'Category not found');
    // Cards print the name; lists filter by it.
    if (old)
      ctx.cache.touch(
        tag.categories,
        tag.categoryName(old.name),
        tag.list.category(old.name),
        tag.list.category(name.trim()),
      );
  } catch (e) {
    rethrowAsConflict(e, duplicateCategory);
  }
  return categoryRow(ctx, id);
}

/** Refused while posts use the category, unless they move to `reassignTo` first (same transaction). */
export async function deleteCategory(
  ctx: AppContext,
  id: string,
  reassignTo: string | undefined,
): Promise<{ message: string }> {
  if (!isObjectId(id)) throw notFound('CATEGORY_NOT_FOUND', 'Category not found');
  const touched = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound('CATEGORY_NOT_FOUND', 'Category not found');
    if (reassignTo !== undefined) {
      if (reassignTo === id)
        throw badRequest(
          'CATEGORY_MOVE_INVALID',
          'Choose another category to move the posts to',
          'reassignTo',
        );
      const [target] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, reassignTo));
      if (!target)
        throw badRequest(
          'CATEGORY_MOVE_INVALID',
          'The category to move the posts to does not exist',
          'reassignTo',
        );
      await tx.update(posts).set({ categoryId: reassignTo }).where(eq(posts.categoryId, id));
    }
    const [target] = reassignTo
      ? await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, reassignTo))
      : [];
    const [used] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from posts where category_id = ${id}`,
    );
    if (used!.n > 0)
      throw conflict(
        'CATEGORY_IN_USE',
        `Category "${row.name}" is used by ${used!.n} post${used!.n === 1 ? '' : 's'}; move them to another category first`,
      );
    await tx.delete(categories).where(eq(categories.id, id));
    // Moved posts change their cards, both categories' lists, and related lists (by category).
    return [
      tag.categories,
      tag.categoryName(row.name),
      tag.list.category(row.name),
      tag.list.content,
      tag.list.search,
      ...(target ? [tag.list.category(target.name)] : []),
    ];
  });
  ctx.cache.touch(...touched);
  return { message: 'Category deleted successfully' };
}
