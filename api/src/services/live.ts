import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { AppContext } from '../context';

/** Channel name shared by PostgreSQL NOTIFY and Redis pub/sub. */
export const LIVE_CHANNEL = 'cwt_notifications';

/** What crosses process boundaries: only ids (NOTIFY payloads are capped at 8000 bytes). */
export interface LiveEvent {
  userId: string;
  notificationId: string;
}

type Handler = (event: LiveEvent) => void;

/**
 * Fan-out of "user U has notification N" to every API process. With PGlite (one process owns the
 * database) it stays in memory; on a PostgreSQL server it goes through NOTIFY with one pooled
 * connection kept for LISTEN; with REDIS_URL set, Redis pub/sub. Every node, the sender included,
 * delivers only what comes back from the bus, so a notification reaches each stream exactly once.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<Handler>>();
  private listenClient: pg.PoolClient | null = null;
  private redisSub: Redis | null = null;
  private redisPub: Redis | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  readonly mode: 'memory' | 'postgres' | 'redis';

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.mode = ctx.config.redisUrl ? 'redis' : ctx.database.pool ? 'postgres' : 'memory';
  }

  async start(): Promise<void> {
    if (this.mode === 'redis') {
      this.redisSub = new Redis(this.ctx.config.redisUrl!, { lazyConnect: false });
      this.redisPub = new Redis(this.ctx.config.redisUrl!, { lazyConnect: false });
      this.redisSub.on('error', (err) => this.log.warn({ err }, 'live: redis subscriber error'));
      this.redisPub.on('error', (err) => this.log.warn({ err }, 'live: redis publisher error'));
      this.redisSub.on('message', (_channel, message) => this.receive(message));
      await this.redisSub.subscribe(LIVE_CHANNEL);
    } else if (this.mode === 'postgres') {
      await this.listen();
    }
  }

  private async listen(): Promise<void> {
    const pool = this.ctx.database.pool!;
    try {
      const client = await pool.connect();
      client.on('notification', (msg) => {
        if (msg.channel === LIVE_CHANNEL && msg.payload) this.receive(msg.payload);
      });
      client.on('error', (err) => {
        this.log.warn({ err }, 'live: LISTEN connection lost; reconnecting');
        client.release(err);
        if (this.listenClient === client) this.listenClient = null;
        this.scheduleReconnect();
      });
      await client.query(`listen ${LIVE_CHANNEL}`);
      if (this.closed) {
        client.release();
        return;
      }
      this.listenClient = client;
    } catch (err) {
      this.log.warn({ err }, 'live: LISTEN failed; retrying');
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen();
    }, 1000);
    this.reconnectTimer.unref();
  }

  private receive(payload: string): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    const handlers = this.subscribers.get(event.userId);
    if (!handlers) return;
    for (const handler of handlers) handler(event);
  }

  async publish(event: LiveEvent): Promise<void> {
    const payload = JSON.stringify(event);
    if (this.mode === 'redis') await this.redisPub!.publish(LIVE_CHANNEL, payload);
    else if (this.mode === 'postgres')
      await this.ctx.database.pool!.query('select pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    else this.receive(payload);
  }

  subscribe(userId: string, handler: Handler): () => void {
    let set = this.subscribers.get(userId);
    if (!set) {
      set = new Set();
      this.subscribers.set(userId, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0 && this.subscribers.get(userId) === set) this.subscribers.delete(userId);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.listenClient) {
      const client = this.listenClient;
      this.listenClient = null;
      await client.query(`unlisten ${LIVE_CHANNEL}`).catch(() => undefined);
      client.release();
    }
    this.redisSub?.disconnect();
    this.redisPub?.disconnect();
  }
}
