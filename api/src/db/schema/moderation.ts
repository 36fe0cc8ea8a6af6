// Reports of toxic content, filed by members or by the background scorer.
import { doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { users } from './users';

export const reportItems = pgTable(
  'report_items',
  {
    id: id(),
    contentId: text('content_id').notNull(),
    type: text('type', { enum: ['Post', 'Com'] }).notNull(),
    reporterId: ref('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    percentToxic: doublePrecision('percent_toxic').notNull(),
    status: text('status', { enum: ['PENDING', 'IGNORED', 'REMOVED'] })
      .notNull()
      .default('PENDING'),
    createdAt: createdAt(),
    /** `system`: filed by the background scorer for new content at or above `queue` (never hides). */
    origin: text('origin', { enum: ['user', 'system'] })
      .notNull()
      .default('user'),
    language: text('language', { enum: ['vi', 'en', 'other'] }),
    action: text('action', { enum: ['hide', 'queue', 'none'] }),
    /** The opening of the scored text; `evidence` offsets point into it. */
    excerpt: text('excerpt'),
    evidence: jsonb('evidence').$type<Array<{ text: string; start: number; end: number; weight: number }>>(),
  },
  (t) => [
    index('report_items_status_idx').on(t.status, t.createdAt),
    index('report_items_content_idx').on(t.contentId),
  ],
);
