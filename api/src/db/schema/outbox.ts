import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Side work of a write that nobody waits for (a new post's notifications to every follower),
 * written in the write's own transaction and done by a worker that deletes the row in the
 * transaction doing the work, so a crash between the two loses neither (services/outbox.ts).
 */
export const outbox = pgTable('outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});
