import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { refreshPlannerStatistics } from './db/maintenance';
import { migrateDatabase } from './db/migrate';
import { gracefulClose } from './lib/drain';
import { seedIfEmpty } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const app = await buildApp(config, { database });
  const seed = await seedIfEmpty(database.db, config);
  if (seed.seeded) app.log.info({ users: seed.users, posts: seed.posts }, 'seeded demo content');
  await refreshPlannerStatistics(database);

  const closeApp = gracefulClose(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests and drain the open ones, then close the database.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await closeApp();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      driver: database.driver,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      docs: `${config.publicUrl}/docs`,
    },
    'CWT API ready',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
