import type { ContactMessage, ContactRequest, ContactResponse } from '@cwt/contracts';
import { isObjectId } from '@cwt/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { contactMessages } from '../db/schema';
import { notFound } from '../lib/errors';

export async function submitContact(ctx: AppContext, input: ContactRequest): Promise<ContactResponse> {
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message })
    .returning({ id: contactMessages.id });
  return { message: 'Message sent successfully!', id: row!.id };
}

export async function listContactMessages(
  ctx: AppContext,
  q: { page: number; size: number },
): Promise<{ items: ContactMessage[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(q.size)
      .offset(q.page * q.size),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages),
  ]);
  return { items: rows.map(toMessage), total: count?.n ?? 0 };
}

function toMessage(r: typeof contactMessages.$inferSelect): ContactMessage {
  return { ...r, _id: r.id, createdAt: r.createdAt.toISOString() };
}

export async function setContactHandled(
  ctx: AppContext,
  id: string,
  handled: boolean,
): Promise<ContactMessage> {
  if (!isObjectId(id)) throw notFound('CONTACT_MESSAGE_NOT_FOUND', 'Message not found');
  const [row] = await ctx.db
    .update(contactMessages)
    .set({ handled })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound('CONTACT_MESSAGE_NOT_FOUND', 'Message not found');
  return toMessage(row);
}
