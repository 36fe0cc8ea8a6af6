// Uploaded images: who sent them and where the storage adapter keeps them.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { users } from './users';

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerId: ref('owner_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId), index('uploads_sha_idx').on(t.sha256)],
);
