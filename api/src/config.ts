import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every setting the API reads, from the environment, with safe defaults. The table in
 * docs/api.md and the README lists the same variables.
 *
 * | variable | default | meaning |
 * | --- | --- | --- |
 * | PORT | 4000 | HTTP port |
 * | HOST | 0.0.0.0 | interface to listen on |
 * | DATABASE_URL | (unset) | PostgreSQL server URL; unset: embedded PGlite on disk |
 * | DATABASE_CONNECT_TIMEOUT | 10 | seconds a request waits for a database connection (a new one, or a free one from the pool) before it is answered 503 |
 * | CWT_DATA_DIR | <repo>/data | data folder: `pglite/` database, `uploads/`, `jwt-secret` |
 * | JWT_SECRET | generated | HS256 key (>= 32 chars); unset: generated once and kept in `<data>/jwt-secret` |
 * | JWT_TTL | 7d | token lifetime (`60s`, `12h`, `7d`) |
 * | CORS_ORIGINS | http://localhost:3000..3004 | comma-separated allowed origins (credentials allowed) |
 * | PUBLIC_URL | http://localhost:PORT | absolute base of upload and image URLs |
 * | SITE_URL | http://localhost:3000 | public origin of the web site: links in /rss.xml and /sitemap.xml |
 * | REDIS_URL | (unset) | shared store for rate limits (and live fan-out) when several API nodes run |
 * | READ_CACHE_MB | 64 | memory for the read cache (lists, posts, counters, flags, whole anonymous answers) per API process; 0 turns it off |
 * | METRICS_TOKEN | (unset) | bearer token (>= 16 chars) that GET /metrics (Prometheus) requires; unset: /metrics is off (404) |
 * | READ_CACHE_TTL | 30 | seconds a cached read may live; a write drops what it changed at once, on every node through the bus |
 * | RATE_LIMIT_REDIS_PREFIX | cwt-rl- | prefix of the rate-limit counters' keys in Redis (installs or test runs sharing one Redis keep apart) |
 * | RATE_LIMIT_LOGIN | 10/1 minute | POST /login per IP |
 * | RATE_LIMIT_REGISTER | 10/1 hour | POST /register per IP |
 * | RATE_LIMIT_CONTACT | 5/10 minutes | POST /api/contact per IP |
 * | RATE_LIMIT_WRITE | 120/1 minute | authenticated writes per user |
 * | RATE_LIMIT_COMMENT | 10/1 minute | POST /api/comments per user |
 * | RATE_LIMIT_UPLOAD | 30/10 minutes | uploads per user |
 * | RATE_LIMIT_EXPENSIVE | 20/1 minute | audio + toxicity scoring per user |
 * | RATE_LIMIT_AUTOSAVE | 60/1 minute | draft saves (PUT /api/drafts/:id) per user: the editor saves about 3 s after typing stops, on every open tab |
 * | RATE_LIMIT_MENTION | 120/1 minute | mention suggestions (GET /api/users/mention-suggestions) per user: the autocomplete asks as the name after `@` is typed |
 * | CWT_RATE_LIMIT_FACTOR | 1 | multiplies every limit (e2e runs use 100) |
 * | CWT_ADMIN_USER | admin | username of the ADMIN account the seed creates |
 * | CWT_ADMIN_PASSWORD | admin12345 | its password (change it in production) |
 * | CWT_ADMIN_EMAIL | admin@cwt.local | its e-mail |
 * | CWT_SEED | true | seed demo content when the users table is empty |
 * | LOG_LEVEL | info | pino level (fatal, error, warn, info, debug, trace, silent) |
 * | SITE_TIMEZONE | UTC | time zone of "this week/month/year" and the dashboard's days |
 * | TRUST_PROXY | false | trust X-Forwarded-* (set behind a load balancer) |
 * | BODY_LIMIT | 1048576 | max JSON body bytes (uploads have their own 5 MB limit) |
 * | STORAGE_DRIVER | local | where uploaded images go: `local` (`<data>/uploads`), `s3` or `cloudinary` |
 * | S3_BUCKET | (unset) | s3 driver: bucket name (required) |
 * | S3_REGION | us-east-1 | s3 driver: region |
 * | S3_ENDPOINT | (unset) | s3 driver: endpoint of an S3-compatible service (MinIO, R2...); path-style addressing |
 * | S3_ACCESS_KEY_ID | (unset) | s3 driver: access key (unset: the AWS SDK's default credential chain) |
 * | S3_SECRET_ACCESS_KEY | (unset) | s3 driver: secret key |
 * | S3_PUBLIC_URL | (unset) | s3 driver: public base URL of the bucket's objects (unset: `<endpoint>/<bucket>`) |
 * | CLOUDINARY_URL | (unset) | cloudinary driver: `cloudinary://<api_key>:<api_secret>@<cloud_name>` (required) |
 * | CLOUDINARY_API_URL | https://api.cloudinary.com | cloudinary driver: API base (tests point it at a fake) |
 * | TOXICITY_PROVIDER | local | toxicity scorer: `local` (offline trained model, in-process), `perspective` (Google Perspective API) or `openai` (an OpenAI-compatible moderation endpoint) |
 * | PERSPECTIVE_API_KEY | (unset) | perspective provider: API key (required) |
 * | PERSPECTIVE_API_URL | https://commentanalyzer.googleapis.com/v1alpha1/comments:analyze | perspective provider: endpoint (tests point it at a fake) |
 * | MODERATION_SWEEP_MS | 2000 | how often new and edited posts and comments are scored in the background (system reports at or above `queue`); 0 turns it off |
 * | OPENAI_MODERATION_URL | https://api.openai.com | openai provider: base URL; requests go to `{base}/v1/moderations` (tests point it at a fake) |
 * | OPENAI_MODERATION_API_KEY | (unset) | openai provider: bearer key (required) |
 * | OPENAI_MODERATION_MODEL | omni-moderation-latest | openai provider: `model` sent with each request |
 * | TTS_POOL_SIZE | 2 | worker threads synthesising speech for POST /api/audio/generate |
 * | TTS_VOICE | en-us | eSpeak-NG voice (text with Vietnamese letters uses `vi`) |
 * | AUDIO_MAX_CHARS | 20000 | longest text (after HTML is stripped) POST /api/audio/generate accepts; longer: 413 |
 * | GOOGLE_CLIENT_IDS | (unset) | comma-separated OAuth client ids accepted as the audience of Google ID tokens; unset: Google sign-in off |
 * | GOOGLE_JWKS_URL | https://www.googleapis.com/oauth2/v3/certs | Google's signing keys (fetched and cached; tests serve their own) |
 * | SMTP_URL | (unset) | mail over SMTP (`smtp://user:pass@host:587`, `smtps://...`); unset: each message is written to `<data>/mail/` and its link logged |
 * | MAIL_FROM | CWT <no-reply@cwt.local> | sender of password-reset and verification mails |
 */
export interface RateLimitPolicy {
  max: number;
  timeWindow: string;
}

export type RateLimitName =
  | 'login'
  | 'register'
  | 'contact'
  | 'write'
  | 'comment'
  | 'upload'
  | 'expensive'
  | 'autosave'
  | 'mention';

export type StorageDriver = 'local' | 's3' | 'cloudinary';

export interface S3Settings {
  bucket: string | null;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  publicUrl: string | null;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  /** How long a query waits for a PostgreSQL connection (new or pooled) before failing (a 503). */
  databaseConnectTimeoutMs: number;
  dataDir: string;
  jwtSecret: string;
  jwtTtl: string;
  corsOrigins: string[];
  publicUrl: string;
  /** Origin of the web site (no trailing slash); feeds link posts as `${siteUrl}/blog/{id}`. */
  siteUrl: string;
  /** URLs per sitemap file (the protocol's limit); more URLs turn /sitemap.xml into an index. */
  sitemapUrlLimit: number;
  redisUrl: string | null;
  /** Bytes of the read cache (0: off) and the lifetime of an entry. */
  readCacheBytes: number;
  readCacheTtlMs: number;
  /** Bearer token of GET /metrics; null: the route is off. */
  metricsToken: string | null;
  /** Prefix of the rate-limit keys in Redis. */
  rateLimitRedisPrefix: string;
  rateLimits: Record<RateLimitName, RateLimitPolicy>;
  adminUser: string;
  adminPassword: string;
  adminEmail: string;
  seed: boolean;
  logLevel: string;
  siteTimezone: string;
  trustProxy: boolean;
  bodyLimit: number;
  version: string;
  storageDriver: StorageDriver;
  s3: S3Settings;
  cloudinaryUrl: string | null;
  cloudinaryApiUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  toxicityProvider: 'local' | 'perspective' | 'openai';
  perspectiveApiKey: string | null;
  perspectiveApiUrl: string;
  openaiModeration: { baseUrl: string; apiKey: string | null; model: string };
  moderationSweepMs: number;
  ttsPoolSize: number;
  ttsVoice: string;
  audioMaxChars: number;
  googleClientIds: string[];
  googleJwksUrl: string;
}

type Env = Record<string, string | undefined>;

/** The repository root: the nearest folder holding pnpm-workspace.yaml, else the working directory. */
export function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

export function parseRatePolicy(value: string, factor = 1): RateLimitPolicy {
  const m = /^\s*(\d+)\s*\/\s*(.+?)\s*$/.exec(value);
  if (!m) throw new Error(`rate limit "${value}" must look like "10/1 minute"`);
  return { max: Math.max(1, Math.round(Number(m[1]) * factor)), timeWindow: m[2]! };
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function storageDriver(value: string | undefined): StorageDriver {
  const v = (value || 'local').toLowerCase();
  if (v === 'local' || v === 's3' || v === 'cloudinary') return v;
  throw new Error(`STORAGE_DRIVER must be local, s3 or cloudinary, got "${value}"`);
}

function toxicityProvider(value: string | undefined): 'local' | 'perspective' | 'openai' {
  const v = (value || 'local').toLowerCase();
  if (v === 'local' || v === 'perspective' || v === 'openai') return v;
  throw new Error(`TOXICITY_PROVIDER must be local, perspective or openai, got "${value}"`);
}

function metricsToken(value: string | undefined): string | null {
  if (!value) return null;
  // The metrics name routes and show traffic: a guessable token would publish them.
  if (value.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return value;
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** A per-install secret kept in the data folder, so tokens survive restarts without a shared default. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = int('PORT', env.PORT, 4000);
  const root = findRepoRoot();
  const dataDir = path.resolve(root, env.CWT_DATA_DIR || 'data');
  const factorRaw = Number(env.CWT_RATE_LIMIT_FACTOR ?? '1');
  const factor = Number.isFinite(factorRaw) && factorRaw > 0 ? factorRaw : 1;
  const jwtSecret = overrides.jwtSecret ?? (env.JWT_SECRET || persistedSecret(dataDir));
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const config: AppConfig = {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    databaseConnectTimeoutMs: int('DATABASE_CONNECT_TIMEOUT', env.DATABASE_CONNECT_TIMEOUT, 10) * 1000,
    dataDir,
    jwtSecret,
    jwtTtl: env.JWT_TTL || '7d',
    corsOrigins: corsOrigins.length
      ? corsOrigins
      : [3000, 3001, 3002, 3003, 3004].map((p) => `http://localhost:${p}`),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    siteUrl: (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    sitemapUrlLimit: 50_000,
    redisUrl: env.REDIS_URL || null,
    readCacheBytes: int('READ_CACHE_MB', env.READ_CACHE_MB, 64) * 1024 * 1024,
    readCacheTtlMs: int('READ_CACHE_TTL', env.READ_CACHE_TTL, 30) * 1000,
    metricsToken: metricsToken(env.METRICS_TOKEN),
    rateLimitRedisPrefix: env.RATE_LIMIT_REDIS_PREFIX || 'cwt-rl-',
    rateLimits: {
      login: parseRatePolicy(env.RATE_LIMIT_LOGIN || '10/1 minute', factor),
      register: parseRatePolicy(env.RATE_LIMIT_REGISTER || '10/1 hour', factor),
      contact: parseRatePolicy(env.RATE_LIMIT_CONTACT || '5/10 minutes', factor),
      write: parseRatePolicy(env.RATE_LIMIT_WRITE || '120/1 minute', factor),
      comment: parseRatePolicy(env.RATE_LIMIT_COMMENT || '10/1 minute', factor),
      upload: parseRatePolicy(env.RATE_LIMIT_UPLOAD || '30/10 minutes', factor),
      expensive: parseRatePolicy(env.RATE_LIMIT_EXPENSIVE || '20/1 minute', factor),
      autosave: parseRatePolicy(env.RATE_LIMIT_AUTOSAVE || '60/1 minute', factor),
      mention: parseRatePolicy(env.RATE_LIMIT_MENTION || '120/1 minute', factor),
    },
    adminUser: env.CWT_ADMIN_USER || 'admin',
    adminPassword: env.CWT_ADMIN_PASSWORD || 'admin12345',
    adminEmail: env.CWT_ADMIN_EMAIL || 'admin@cwt.local',
    seed: bool(env.CWT_SEED, true),
    logLevel: env.LOG_LEVEL || 'info',
    siteTimezone: env.SITE_TIMEZONE || 'UTC',
    trustProxy: bool(env.TRUST_PROXY, false),
    bodyLimit: int('BODY_LIMIT', env.BODY_LIMIT, 1024 * 1024),
    version: env.npm_package_version || '0.1.0',
    storageDriver: storageDriver(env.STORAGE_DRIVER),
    s3: {
      bucket: env.S3_BUCKET || null,
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT?.replace(/\/+$/, '') || null,
      accessKeyId: env.S3_ACCESS_KEY_ID || null,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
      publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, '') || null,
    },
    cloudinaryUrl: env.CLOUDINARY_URL || null,
    cloudinaryApiUrl: (env.CLOUDINARY_API_URL || 'https://api.cloudinary.com').replace(/\/+$/, ''),
    toxicityProvider: toxicityProvider(env.TOXICITY_PROVIDER),
    perspectiveApiKey: env.PERSPECTIVE_API_KEY || null,
    perspectiveApiUrl:
      env.PERSPECTIVE_API_URL || 'https://commentanalyzer.googleapis.com/v1alpha1/comments:analyze',
    moderationSweepMs: int('MODERATION_SWEEP_MS', env.MODERATION_SWEEP_MS, 2000),
    openaiModeration: {
      baseUrl: env.OPENAI_MODERATION_URL || 'https://api.openai.com',
      apiKey: env.OPENAI_MODERATION_API_KEY || null,
      model: env.OPENAI_MODERATION_MODEL || 'omni-moderation-latest',
    },
    ttsPoolSize: Math.max(1, int('TTS_POOL_SIZE', env.TTS_POOL_SIZE, 2)),
    ttsVoice: env.TTS_VOICE || 'en-us',
    audioMaxChars: Math.max(1, int('AUDIO_MAX_CHARS', env.AUDIO_MAX_CHARS, 20_000)),
    googleClientIds: (env.GOOGLE_CLIENT_IDS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    googleJwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'CWT <no-reply@cwt.local>',
  };
  return { ...config, ...overrides };
}
