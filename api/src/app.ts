import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  CACHE_VERSION_HEADER,
  STREAM_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  UNREAD_COUNT_HEADER,
} from '@cwt/contracts';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { clientErrorHandler } from './lib/client-error';
import {
  badRequest,
  codeForFrameworkError,
  DATABASE_RETRY_AFTER_S,
  errorBody,
  HttpError,
  isDatabaseUnavailable,
  sendError,
} from './lib/errors';
import { TokenService } from './lib/jwt';
import { ReadCache } from './lib/read-cache';
import { prepareTextInput } from './lib/text-input';
import { authPlugin } from './plugins/auth';
import { metricsPlugin } from './plugins/metrics';
import { CACHE_CHANNEL, publicCachePlugin } from './plugins/public-cache';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { audioRoutes } from './routes/audio';
import { authRoutes } from './routes/auth';
import { blockRoutes } from './routes/blocks';
import { bookmarkRoutes } from './routes/bookmarks';
import { categoryRoutes } from './routes/categories';
import { commentRoutes } from './routes/comments';
import { contactRoutes } from './routes/contact';
import { draftRoutes } from './routes/drafts';
import { feedRoutes } from './routes/feeds';
import { followRoutes } from './routes/follows';
import { googleAuthRoutes } from './routes/google-auth';
import { healthRoutes } from './routes/health';
import { historyRoutes } from './routes/history';
import { likeRoutes } from './routes/likes';
import { notificationPreferenceRoutes } from './routes/notification-preferences';
import { notificationRoutes } from './routes/notifications';
import { perspectiveRoutes } from './routes/perspective';
import { postRoutes } from './routes/posts';
import { reportItemRoutes } from './routes/report-items';
import { tagRoutes } from './routes/tags';
import { topicRoutes } from './routes/topics';
import { uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/users';
import { Bus, type BusLogger } from './services/bus';
import { LIVE_CHANNEL } from './services/live';
import { OutboxWorker } from './services/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  /** An open, migrated database. When absent the app opens one from the config and closes it on close. */
  database?: Database;
}

/** Zod's generic messages need the field name to make sense; the contracts' own messages stand alone. */
function validationMessage(field: string, message: string): string {
  if (/received (undefined|null)/.test(message))
    return field ? `${field} is required` : 'Request body is required';
  if (/^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(message))
    return field ? `${field}: ${message}` : message;
  return message;
}

/** The services every route shares; the caller closes `ctx.bus` (buildApp does on close). */
/** How often each node looks for side work left by a node that stopped before doing it. */
const OUTBOX_POLL_MS = 1000;

export async function createContext(
  config: AppConfig,
  database: Database,
  log: BusLogger,
): Promise<AppContext> {
  const bus = new Bus(config, database, log, [LIVE_CHANNEL, CACHE_CHANNEL]);
  await bus.start();
  return {
    config,
    database,
    db: database.db,
    tokens: new TokenService(config.jwtSecret, config.jwtTtl),
    bus,
    cache: new ReadCache({ maxBytes: config.readCacheBytes, ttlMs: config.readCacheTtlMs }),
    outbox: new OutboxWorker(database.db, OUTBOX_POLL_MS, (error) =>
      log.warn({ err: error }, 'outbox drain failed; retried on the next poll'),
    ),
  };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // Clients retry on slow answers; a hung socket should not pin a worker forever.
    requestTimeout: 30_000,
    clientErrorHandler,
    // The router's own refusals (a broken %-escape, an over-long path parameter) skip the error
    // handler; answered here in the same shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      sendError(reply, status, codeForFrameworkError(status, error.code), error.message);
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  const ctx = await createContext(config, database, app.log);
  const { bus } = ctx;
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Clients send `Content-Type: application/json` on bodiless POST/DELETE (likes, follows,
  // bookmarks); Fastify's parser rejects an empty body, this one reads it as "no body".
  const defaultJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(request, text, done);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return sendError(
        reply,
        400,
        'VALIDATION_FAILED',
        validationMessage(field, first.message ?? 'Invalid input'),
        field ? { field } : {},
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return sendError(reply, 500, 'INTERNAL_ERROR', 'Internal server error');
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug to report: the server is down, restarting or out of reach, and the pool reconnects
      // by itself once it is back. Clients (and load balancers) get a retryable answer.
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unreachable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return sendError(
        reply,
        503,
        'DATABASE_UNAVAILABLE',
        'The database cannot be reached right now; try again in a few seconds',
      );
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, status, 'INTERNAL_ERROR', 'Internal server error');
    }
    if (error instanceof HttpError)
      return sendError(reply, status, error.code, error.message, error.field ? { field: error.field } : {});
    // Refusals of Fastify and its plugins (body limit, content type, JSON parse, rate limit).
    const malformed = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
    return sendError(
      reply,
      status,
      malformed ? 'MALFORMED_JSON' : codeForFrameworkError(status, error.code),
      malformed ? 'Malformed JSON body' : error.message || 'Request failed',
    );
  });

  app.setNotFoundHandler((request, reply) => {
    sendError(
      reply,
      404,
      'ROUTE_NOT_FOUND',
      `Route ${request.method} ${request.url.split('?')[0]} not found`,
    );
  });

  // PostgreSQL text can hold no NUL, and PGlite mis-encodes lone surrogates: refused or repaired here,
  // before validation, instead of failing as a 500 in whichever query meets them first.
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const field = prepareTextInput(input);
      if (field !== null)
        throw badRequest(
          'VALIDATION_FAILED',
          field ? `${field}: must not contain NUL characters` : 'Text must not contain NUL characters',
          field || undefined,
        );
    }
  });

  // Plugins answer some refusals in plain text (@fastify/cors: "Invalid Preflight Request"); the API
  // promises `{ message }` for every error, so clients need one parser only.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/plain')) return payload;
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(
      errorBody(codeForFrameworkError(reply.statusCode, undefined), payload || 'Request failed'),
    );
  });

  await app.register(securityHeadersPlugin, {
    // Images and uploads are embedded by the front-end origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
      },
    },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: [
      TOTAL_COUNT_HEADER,
      UNREAD_COUNT_HEADER,
      STREAM_CURSOR_HEADER,
      'Retry-After',
      CACHE_VERSION_HEADER,
    ],
    // No allowedHeaders: the preflight's requested headers are echoed, CACHE_VERSION_HEADER included.
    maxAge: 600,
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CWT API',
        description: 'Social blogging site API. Errors are `{ message, code, field? }` (codes: docs/api.md).',
        version: config.version,
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: false });

  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    // File names are content-addressed or never reused, so they can be cached for good.
    maxAge: '365d',
    immutable: true,
    index: false,
    decorateReply: false,
  });

  await app.register(authPlugin, { ctx });
  await app.register(rateLimitPlugin, { config });
  await app.register(publicCachePlugin, { cache: ctx.cache, bus });
  // Before the routes, so its latency hook sees every one of them.
  await app.register(metricsPlugin, { ctx });

  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(userRoutes, { ctx });
  await app.register(postRoutes, { ctx });
  await app.register(categoryRoutes, { ctx });
  await app.register(contactRoutes, { ctx });
  await app.register(tagRoutes, { ctx });
  await app.register(commentRoutes, { ctx });
  await app.register(likeRoutes, { ctx });
  await app.register(historyRoutes, { ctx });
  await app.register(topicRoutes, { ctx });
  await app.register(feedRoutes, { ctx });
  await app.register(followRoutes, { ctx });
  await app.register(blockRoutes, { ctx });
  await app.register(bookmarkRoutes, { ctx });
  await app.register(draftRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(notificationPreferenceRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(reportItemRoutes, { ctx });
  await app.register(uploadRoutes, { ctx });

  await app.register(perspectiveRoutes, { ctx });
  await app.register(audioRoutes, { ctx });
  await app.register(googleAuthRoutes, { ctx });

  ctx.outbox.start();
  // Registered last, so it runs after the routes' own onClose hooks (the live streams end first).
  app.addHook('onClose', async () => {
    await ctx.outbox.stop();
    await bus.close();
    if (ownsDatabase) await database.close();
  });
  return app;
}
