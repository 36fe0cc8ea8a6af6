import type { Database } from './client';
import { findMigrationsFolder } from './client';

export async function migrateDatabase(database: Database, folder = findMigrationsFolder()): Promise<void> {
  await database.migrate(folder);
}
