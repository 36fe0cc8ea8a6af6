import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { TokenService } from './lib/jwt';

/** What every route and service needs, built once per app. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  tokens: TokenService;
}

export interface AuthUser {
  id: string;
  role: 'USER' | 'ADMIN';
}
