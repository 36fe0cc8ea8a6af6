import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { outbox } from '../db/schema';
import {
  actorName,
  announce,
  type CreatedNotification,
  insertNotificationsTo,
  lockRecipients,
} from './notifications';

/** A new post, to be announced to every follower of its author. */
export interface PostPublished {
  kind: 'post-published';
  postId: string;
  authorId: string;
  title: string;
}
export type OutboxEvent = PostPublished;

/** Records side work in the caller's transaction: it commits with the write or not at all. */
export async function enqueue(tx: Db, event: OutboxEvent): Promise<void> {
  await tx.insert(outbox).values({ kind: event.kind, payload: event });
}

/** The followers a new post is announced to. */
async function followersToTell(tx: Db, e: PostPublished): Promise<string[]> {
  const followers = await queryRows<{ id: string }>(
    tx,
    // A follower the post mentions was told by the mention, written with the post.
    sql`select f.follower_id as id from follows f
        where f.followee_id = ${e.authorId}
          and not exists (select 1 from notifications n
                          where n.recipient_id = f.follower_id and n.actor_id = ${e.authorId}
                            and n.type = 'MENTION' and n.target_id = ${e.postId})`,
  );
  return followers.map((f) => f.id);
}

async function fanOutPost(tx: Db, e: PostPublished, followers: string[]): Promise<CreatedNotification[]> {
  if (followers.length === 0) return [];
  const name = await actorName(tx, e.authorId);
  return insertNotificationsTo(tx, followers, {
    actorId: e.authorId,
    type: 'NEW_POST',
    params: { actor: name, postTitle: e.title },
    postId: e.postId,
    targetId: e.postId,
  });
}

/** Rows taken per transaction: a post's fan-out is one row, however many followers it reaches. */
const BATCH = 20;

/**
 * Drains the outbox off the request path. Each batch is taken with SKIP LOCKED (nodes sharing a
 * database never take the same row) and deleted in the transaction that does its work, so the
 * work is done exactly once: a crash before the commit leaves the rows for the next drain, on
 * this node after a restart or on any other. A write kicks its node's worker after committing,
 * so followers hear of a post at once; the poll picks up what a crashed node left behind.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.stopped = false;
    this.kick();
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
  }

  /** Starts a drain now, or another right after the one running (it may have missed new rows). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined, this.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the drain under way; no new one starts. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Drains until the outbox is empty; resolves with the number of rows done. */
  async drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const { taken, created } = await this.db.transaction(async (tx) => {
        const rows = await queryRows<{ id: number; payload: OutboxEvent }>(
          tx,
          sql`delete from outbox where id in (
                select id from outbox order by id limit ${BATCH} for update skip locked)
              returning id, payload`,
        );
        const work: { event: PostPublished; followers: string[] }[] = [];
        for (const row of rows)
          if (row.payload.kind === 'post-published')
            work.push({ event: row.payload, followers: await followersToTell(tx, row.payload) });
        // The batch's recipients all at once, before its first notification (see lockRecipients).
        await lockRecipients(
          tx,
          work.flatMap((w) => w.followers),
        );
        const created: CreatedNotification[] = [];
        for (const w of work) created.push(...(await fanOutPost(tx, w.event, w.followers)));
        return { taken: rows.length, created };
      });
      announce(created, this.db);
      done += taken;
      if (taken < BATCH || this.stopped) return done;
    }
  }
}
