import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@cwt/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import { createPgliteThread, type Database, pgPoolConfig, wrapPg, wrapPglite } from '../../src/db/client';
import { type SeedResult, seedIfEmpty } from '../../src/seed';
import { snapshotPath, TEMPLATE_DB, withDatabase } from './db';

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>` (pass the string 'null' to mimic a client with nothing stored). */
  token?: string | null;
  headers?: Record<string, string>;
  /** Raw body string (sent as-is with the JSON content type unless headers say otherwise). */
  raw?: string;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  seed: SeedResult;
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Registers (unique name) and logs in a fresh user. */
  newUser(prefix?: string): Promise<LoginResponse & { password: string }>;
  close(): Promise<void>;
}

let userCounter = 0;

/**
 * Starts the real app on port 0 with its own database: an in-memory PGlite restored from the
 * migrated snapshot (global-setup.ts), or a database cloned from the migrated template when
 * DATABASE_URL is set.
 */
export async function startServer(
  options: {
    seed?: boolean;
    config?: Partial<AppConfig>;
    env?: Record<string, string>;
    /** `host:port` the API's pool connects through instead of DATABASE_URL's (a proxy the test can cut). */
    databaseVia?: string;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cwt-api-test-'));
  const config = loadConfig(
    {
      LOG_LEVEL: 'silent',
      CWT_DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:4000',
      // Tests register many users from one IP; the rate-limit test sets its own policies.
      CWT_RATE_LIMIT_FACTOR: '100',
      ...options.env,
    },
    { jwtSecret: randomBytes(32).toString('hex'), ...options.config },
  );

  let database: Database;
  let dropDatabase: (() => Promise<void>) | null = null;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `cwt_test_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(withDatabase(serverUrl, name));
    if (options.databaseVia) url.host = options.databaseVia;
    database = wrapPg(new pg.Pool(pgPoolConfig(url.toString(), 5, config.databaseConnectTimeoutMs)));
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    // On a worker thread, as the server opens it (db/pglite-thread.ts).
    const snapshot = new Blob([readFileSync(snapshotPath())]);
    database = wrapPglite(await createPgliteThread(undefined, snapshot));
  }

  const seed =
    options.seed === false ? { seeded: false, users: 0, posts: 0 } : await seedIfEmpty(database.db, config);
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  async function request<T>(
    method: string,
    urlPath: string,
    opts: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.raw !== undefined) {
      body = opts.raw;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(url + urlPath, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json') && text)
      parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  async function newUser(prefix = 'user') {
    userCounter += 1;
    const username = `${prefix}${userCounter}${randomBytes(2).toString('hex')}`;
    const password = 'correct-horse-1';
    const reg = await request('POST', '/register', {
      body: { name: `Test ${username}`, email: `${username}@example.com`, username, password },
    });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
    const login = await request<LoginResponse>('POST', '/login', { body: { username, password } });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
    return { ...login.body, password };
  }

  return {
    url,
    app,
    config,
    database,
    seed,
    request,
    newUser,
    async close() {
      await app.close();
      await database.close();
      if (dropDatabase) await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
