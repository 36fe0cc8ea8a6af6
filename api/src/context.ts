import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { TokenService } from './lib/jwt';
import type { ReadCache } from './lib/read-cache';
import type { Bus } from './services/bus';
import type { OutboxWorker } from './services/outbox';

/** What every route and service needs, built once per app. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** Cross-process messages (live notifications, cache invalidation). */
  bus: Bus;
  /** The read cache: entries tagged by what they were read from, dropped by the writes that change it. */
  cache: ReadCache;
  /** Side work of writes (a new post's fan-out to followers), done off the request path. */
  outbox: OutboxWorker;
}

export interface AuthUser {
  id: string;
  role: 'USER' | 'ADMIN';
}
