// Member accounts, the kept per-user post count and the mailed one-time tokens (password reset, e-mail
// verification).
import { LOCALES } from '@cwt/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    tokenVersion: integer('token_version').notNull().default(0),
    emailVerified: boolean('email_verified').notNull().default(false),
    profilePicture: text('profile_picture'),
    location: text('location'),
    website: text('website'),
    createdAt: createdAt(),
    /** The language they chose (migration 0021, checked against LOCALES); null: not chosen yet. */
    locale: text('locale', { enum: LOCALES }),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // Mention suggestions: prefix match and username order from one index (migration 0016).
    index('users_username_prefix_idx').on(sql`(lower(${t.username}) collate "C")`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A user's post count (hidden posts too) for the admin users list, kept by triggers on posts
 * (migration 0011, which also makes the row for every new user), apart from the wide users row.
 */
export const userCounters = pgTable('user_counters', {
  userId: ref('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  postCount: integer('post_count').notNull().default(0),
});

const tokenTable = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      userId: ref('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** sha256 of the token; the token itself is only ever sent to the user. */
      tokenHash: text('token_hash').notNull(),
      expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
      createdAt: createdAt(),
    },
    (t) => [uniqueIndex(`${name}_hash_idx`).on(t.tokenHash), index(`${name}_user_idx`).on(t.userId)],
  );

export const passwordResetTokens = tokenTable('password_reset_tokens');
export const emailVerificationTokens = tokenTable('email_verification_tokens');

export type UserRow = typeof users.$inferSelect;
