import { Redis } from 'ioredis';
import type pg from 'pg';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';

type Handler = (payload: string) => void;
/** What the bus logs through: Fastify's logger, or anything with the same `warn`. */
export interface BusLogger {
  warn(details: object, message: string): void;
}

/**
 * Small messages to every API process: live notifications and cache invalidations. With PGlite (one
 * process owns the database) it stays in memory; on a PostgreSQL server it goes through NOTIFY with
 * one pooled connection kept for LISTEN; with REDIS_URL set, Redis pub/sub. Every node, the sender
 * included, receives what it publishes, so handlers act on what comes back from the bus only.
 * Payloads stay small: NOTIFY caps them at 8000 bytes.
 */
export class Bus {
  private readonly handlers = new Map<string, Set<Handler>>();
  private listenClient: { client: pg.PoolClient; release: (err?: Error) => void } | null = null;
  private redisSub: Redis | null = null;
  private redisPub: Redis | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  readonly mode: 'memory' | 'postgres' | 'redis';

  constructor(
    private readonly config: Pick<AppConfig, 'redisUrl'>,
    private readonly database: Database,
    private readonly log: BusLogger,
    private readonly channels: readonly string[],
  ) {
    this.mode = config.redisUrl ? 'redis' : database.pool ? 'postgres' : 'memory';
  }

  async start(): Promise<void> {
    if (this.mode === 'redis') {
      this.redisSub = new Redis(this.config.redisUrl!, { lazyConnect: false });
      this.redisPub = new Redis(this.config.redisUrl!, { lazyConnect: false });
      this.redisSub.on('error', (err) => this.log.warn({ err }, 'bus: redis subscriber error'));
      this.redisPub.on('error', (err) => this.log.warn({ err }, 'bus: redis publisher error'));
      this.redisSub.on('message', (channel, message) => this.receive(channel, message));
      await this.redisSub.subscribe(...this.channels);
    } else if (this.mode === 'postgres') {
      await this.listen();
    }
  }

  private async listen(): Promise<void> {
    const pool = this.database.pool!;
    try {
      const client = await pool.connect();
      const onNotification = (msg: pg.Notification) => {
        if (msg.payload !== undefined) this.receive(msg.channel, msg.payload);
      };
      const onError = (err: Error) => {
        this.log.warn({ err }, 'bus: LISTEN connection lost; reconnecting');
        release(err);
        if (this.listenClient?.client === client) this.listenClient = null;
        this.scheduleReconnect();
      };
      // Once handed back, the connection is the pool's: it may be reused, or end when a test drops its
      // database. Its listeners go with the hand-back, so a later error is never released twice (pg
      // throws on that, from an event handler).
      let released = false;
      const release = (err?: Error) => {
        if (released) return;
        released = true;
        client.off('notification', onNotification);
        client.off('error', onError);
        client.release(err);
      };
      client.on('notification', onNotification);
      client.on('error', onError);
      for (const channel of this.channels) await client.query(`listen ${channel}`);
      if (this.closed) {
        release();
        return;
      }
      this.listenClient = { client, release };
    } catch (err) {
      this.log.warn({ err }, 'bus: LISTEN failed; retrying');
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

  private receive(channel: string, payload: string): void {
    const handlers = this.handlers.get(channel);
    if (!handlers) return;
    for (const handler of handlers) handler(payload);
  }

  async publish(channel: string, payload: string): Promise<void> {
    if (!this.channels.includes(channel)) throw new Error(`bus: unknown channel ${channel}`);
    if (this.mode === 'redis') await this.redisPub!.publish(channel, payload);
    else if (this.mode === 'postgres')
      await this.database.pool!.query('select pg_notify($1, $2)', [channel, payload]);
    else this.receive(channel, payload);
  }

  on(channel: string, handler: Handler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.listenClient) {
      const { client, release } = this.listenClient;
      this.listenClient = null;
      for (const channel of this.channels) await client.query(`unlisten ${channel}`).catch(() => undefined);
      release();
    }
    this.redisSub?.disconnect();
    this.redisPub?.disconnect();
  }
}
