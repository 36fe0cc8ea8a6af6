import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { AppConfig } from '../config';
import { type Database, pgPoolConfig } from '../db/client';

type Handler = (payload: string) => void;
/**
 * NOTIFY's own connection (through the API's pool, an invalidation waited behind every queued read:
 * most of the bus delay under load); one statement at a time is in flight (`flush`).
 */
const PUBLISHER_CONNECTIONS = 1;
/** Most messages one NOTIFY statement carries (each payload is at most 8000 bytes). */
const MAX_BATCH = 200;
/**
 * How long a message waits for others to share its NOTIFY statement. Nobody waits for the send (a
 * write answers at once; the other nodes hear within the bus delay, whose target is a second), and at
 * a few hundred writes a second most statements carried one message: a round trip each, a third of
 * all statements under the load bench (docs/quality.md).
 */
const BATCH_WINDOW_MS = 4;

interface Outgoing {
  channel: string;
  wire: string;
  done: { resolve: () => void; reject: (err: unknown) => void };
}
/** Told, for each message another node published, how long it took to arrive (milliseconds). */
export type DelayListener = (channel: string, ms: number) => void;
/** What the bus logs through: Fastify's logger, or anything with the same `warn`. */
export interface BusLogger {
  warn(details: object, message: string): void;
}

/**
 * Small messages to every API process: live notifications and cache invalidations. With PGlite (one
 * process owns the database) it stays in memory; on a PostgreSQL server it goes through NOTIFY with
 * one pooled connection kept for LISTEN and one of its own for NOTIFY, messages batched (`flush`);
 * with REDIS_URL set, Redis pub/sub. Every node, the sender
 * included, receives what it publishes, so handlers act on what comes back from the bus only.
 * Payloads stay small: NOTIFY caps them at 8000 bytes.
 *
 * On the wire each payload is prefixed with the sending node's id and the time it was sent
 * (`<node> <ms> <payload>`), so a receiving node can measure the bus delay (the metrics' histogram);
 * handlers get the payload alone.
 */
export class Bus {
  private readonly handlers = new Map<string, Set<Handler>>();
  private listenClient: { client: pg.PoolClient; release: (err?: Error) => void } | null = null;
  private redisSub: Redis | null = null;
  private redisPub: Redis | null = null;
  private publisher: pg.Pool | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readonly delayListeners = new Set<DelayListener>();
  /** PostgreSQL: messages published in this turn of the event loop, sent together at its end. */
  private outgoing: Outgoing[] = [];
  private sending = false;
  /** The pending BATCH_WINDOW_MS wait before a NOTIFY statement, while there is one. */
  private batchTimer: NodeJS.Timeout | null = null;
  /** The NOTIFY statement in flight (settled when it is answered). */
  private inFlight: Promise<unknown> = Promise.resolve();
  readonly mode: 'memory' | 'postgres' | 'redis';
  /** This process on the bus: its own messages come back to it and are not timed. */
  readonly nodeId = randomBytes(6).toString('hex');

  constructor(
    private readonly config: Pick<AppConfig, 'redisUrl' | 'databaseUrl' | 'databaseConnectTimeoutMs'>,
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
      this.redisSub.on('message', (channel, message) => this.receiveWire(channel, message));
      await this.redisSub.subscribe(...this.channels);
    } else if (this.mode === 'postgres') {
      if (this.config.databaseUrl) {
        this.publisher = new pg.Pool(
          pgPoolConfig(this.config.databaseUrl, PUBLISHER_CONNECTIONS, this.config.databaseConnectTimeoutMs),
        );
        // An idle connection that drops is replaced on the next publish; the error must not crash us.
        this.publisher.on('error', (err) => this.log.warn({ err }, 'bus: publisher connection lost'));
      }
      await this.listen();
    }
  }

  private async listen(): Promise<void> {
    const pool = this.database.pool!;
    try {
      const client = await pool.connect();
      const onNotification = (msg: pg.Notification) => {
        if (msg.payload !== undefined) this.receiveWire(msg.channel, msg.payload);
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

  /** A message from the server: unwrap it, time it if another node sent it, hand it on. */
  private receiveWire(channel: string, wire: string): void {
    const m = /^([0-9a-f]{12}) (\d+) /.exec(wire);
    // Without the prefix (a node of an older version): the whole message is the payload.
    if (!m) {
      this.receive(channel, wire);
      return;
    }
    if (m[1] !== this.nodeId && this.delayListeners.size > 0) {
      const ms = Math.max(0, Date.now() - Number(m[2]));
      for (const listener of this.delayListeners) listener(channel, ms);
    }
    this.receive(channel, wire.slice(m[0].length));
  }

  private receive(channel: string, payload: string): void {
    const handlers = this.handlers.get(channel);
    if (!handlers) return;
    for (const handler of handlers) handler(payload);
  }

  async publish(channel: string, payload: string): Promise<void> {
    if (!this.channels.includes(channel)) throw new Error(`bus: unknown channel ${channel}`);
    if (this.mode === 'memory') {
      this.receive(channel, payload);
      return;
    }
    const wire = `${this.nodeId} ${Date.now()} ${payload}`;
    if (this.mode === 'redis') {
      await this.redisPub!.publish(channel, wire);
      return;
    }
    await new Promise<void>((resolve, reject) => {
      if (this.outgoing.length === 0 && !this.sending && !this.batchTimer)
        this.batchTimer = setTimeout(() => {
          this.batchTimer = null;
          this.flush();
        }, BATCH_WINDOW_MS);
      this.outgoing.push({ channel, wire, done: { resolve, reject } });
    });
  }

  /**
   * Sends what was published since the last statement in one statement: a busy node publishes several
   * invalidations per write, and each NOTIFY of its own was a round trip and a commit taking the
   * server's notify-queue lock (a tenth of all statements under the load bench, docs/quality.md).
   * One statement in flight at a time keeps a node's messages in publishing order; whatever is
   * published meanwhile waits at most that one round trip and then goes out together. Each payload
   * stays its own notification: receivers see no difference.
   */
  private flush(): void {
    if (this.sending || this.outgoing.length === 0) return;
    const batch = this.outgoing.splice(0, MAX_BATCH);
    this.sending = true;
    this.inFlight = (this.publisher ?? this.database.pool!)
      .query(
        'select pg_notify(m.channel, m.wire) from unnest($1::text[], $2::text[]) with ordinality as m(channel, wire, n) order by m.n',
        [batch.map((o) => o.channel), batch.map((o) => o.wire)],
      )
      .then(
        () => {
          for (const o of batch) o.done.resolve();
        },
        (err: unknown) => {
          for (const o of batch) o.done.reject(err);
        },
      )
      .finally(() => {
        this.sending = false;
        this.flush();
      });
  }

  /** Calls `listener` with the delay of every message another node published; returns the unsubscribe. */
  onRemoteDelay(listener: DelayListener): () => void {
    this.delayListeners.add(listener);
    return () => {
      this.delayListeners.delete(listener);
    };
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
    // What was published and still waits for its batch goes out before the connection closes.
    if (this.batchTimer) {
      clearTimeout(this.batchTimer);
      this.batchTimer = null;
      this.flush();
    }
    while (this.sending) await this.inFlight.catch(() => undefined);
    if (this.listenClient) {
      const { client, release } = this.listenClient;
      this.listenClient = null;
      for (const channel of this.channels) await client.query(`unlisten ${channel}`).catch(() => undefined);
      release();
    }
    this.redisSub?.disconnect();
    this.redisPub?.disconnect();
    await this.publisher?.end();
    this.publisher = null;
  }
}
