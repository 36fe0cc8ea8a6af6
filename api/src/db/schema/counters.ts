// Kept totals that lists and the admin dashboard read instead of counting rows, all kept by triggers.
import { bigint, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Kept totals of the lists every page numbers ("Page N of M"), so no request counts rows: `all`
 * (every post), `c:<category id>`, `t:<tag id>`. `visible` leaves out moderated posts. Kept by
 * triggers on posts and post_tags (migration 0008) in the writing transaction, so they are always
 * exact. Comments have no row here on purpose: every comment would queue on it (`siteCounts`).
 */
export const listCounts = pgTable('list_counts', {
  key: text('key').primaryKey(),
  total: integer('total').notNull().default(0),
  visible: integer('visible').notNull().default(0),
});

/**
 * Posts per hour of creation (UTC), kept by the posts triggers: the most-liked periods' totals add
 * up whole hours (plus the few posts of the boundary hour) and the admin dashboard groups them by
 * day, instead of counting posts.
 */
export const postHourCounts = pgTable('post_hour_counts', {
  hour: timestamp('hour', { withTimezone: true, mode: 'date' }).primaryKey(),
  total: integer('total').notNull().default(0),
  visible: integer('visible').notNull().default(0),
});

/**
 * The admin dashboard's site-wide numbers, split over 8 slot rows summed on read (migration 0011):
 * users (not the 'deleted user' placeholder), categories, comments (hidden ones too) and pending
 * reports. Statement triggers add each transaction's changes to its own `siteCountDeltas` row; a
 * deferred trigger folds that row into one slot at commit, so writers never hold a slot while they
 * work (a single row made every comment queue on it and could deadlock, see list_counts).
 */
export const siteCounts = pgTable('site_counts', {
  slot: smallint('slot').primaryKey(),
  users: integer('users').notNull().default(0),
  categories: integer('categories').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  pendingReports: integer('pending_reports').notNull().default(0),
});

/** A transaction's pending changes to `siteCounts`, keyed by its id; gone by its commit. */
export const siteCountDeltas = pgTable('site_count_deltas', {
  xid: bigint('xid', { mode: 'number' }).primaryKey(),
  users: integer('users').notNull().default(0),
  categories: integer('categories').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  pendingReports: integer('pending_reports').notNull().default(0),
});
