// The column shapes every table repeats: a 24-hex id, a creation time, a reference to another table's id.
import { customType, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../ids';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const ref = (name: string) => text(name);
