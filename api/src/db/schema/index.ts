// The database schema (Drizzle), one file per area; `db/schema` imports keep working through this
// index, which drizzle.config.ts also reads.
export * from './comments';
export * from './contact';
export * from './counters';
export * from './drafts';
export * from './history';
export * from './moderation';
export * from './notifications';
export * from './outbox';
export * from './posts';
export * from './social';
export * from './uploads';
export * from './users';
