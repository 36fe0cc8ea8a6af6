import type { Category } from '@cwt/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { categories } from '../db/schema';
import { conflict, isUniqueViolation } from '../lib/errors';

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

export async function createCategory(ctx: AppContext, name: string): Promise<Category> {
  try {
    const [row] = await ctx.db.insert(categories).values({ name: name.trim() }).returning();
    return { id: row!.id, _id: row!.id, name: row!.name, postCount: 0 };
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('A category with this name already exists', 'name');
    throw e;
  }
}

export async function categoryExists(ctx: AppContext, id: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(row);
}
