// Messages sent through the support form, read in the admin's Support Messages.
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.handled, t.createdAt)],
);
