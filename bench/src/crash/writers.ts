// Writers for the crash runs: accounts that create posts, comment and like as fast as the API
// answers, each write carrying a unique marker, and sort every answer into acknowledged, refused
// cleanly, dropped (the connection died with no answer) or failed (an error status).
import type { Account } from '../accounts';
import { isOk, type Reply, request } from '../http-client';

export type Outcome = 'acknowledged' | 'refused' | 'dropped' | 'failed';

/** Every acknowledged write so far, across rounds, by what identifies its row. */
export interface WriteLedger {
  posts: Set<string>;
  comments: Set<string>;
  /** `postId:userId` */
  likes: Set<string>;
  /** Markers of posts and comments sent but never acknowledged (their fate is unknown). */
  unacknowledgedMarkers: Set<string>;
  unacknowledgedLikes: Set<string>;
}

export const emptyLedger = (): WriteLedger => ({
  posts: new Set(),
  comments: new Set(),
  likes: new Set(),
  unacknowledgedMarkers: new Set(),
  unacknowledgedLikes: new Set(),
});

export interface RoundTally {
  outcomes: Record<Outcome, number>;
  /** Anything but an acknowledgement before the signal was sent: a real error. */
  errorsBeforeSignal: number;
  samples: string[];
}

export function classify(reply: Reply): Outcome {
  if (isOk(reply)) return 'acknowledged';
  // 503 is Fastify's answer while closing; a refused connection means nothing was sent.
  if (reply.status === 503 || reply.error === 'ECONNREFUSED') return 'refused';
  return reply.status === 0 ? 'dropped' : 'failed';
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

export interface WriterContext {
  base: string;
  round: string;
  postIds: string[];
  ledger: WriteLedger;
  tally: RoundTally;
  /** Set when the signal is sent; writers stop once the API has exited. */
  signalledAt: number | null;
  exited: boolean;
}

export async function runWriter(ctx: WriterContext, account: Account, index: number): Promise<void> {
  let serial = 0;
  while (!ctx.exited) {
    serial += 1;
    const marker = `crash-${ctx.round}-${index}-${serial}`;
    const roll = Math.random();
    const sentBeforeSignal = ctx.signalledAt === null;
    let reply: Reply<{ id?: string }>;
    let onAck: (body: { id?: string } | null) => void;
    let unacknowledged: () => void;
    if (roll < 0.3) {
      reply = await request(ctx.base, 'POST', '/api/posts', {
        token: account.token,
        body: {
          title: marker,
          category: 'Travel',
          tags: ['crash', `w${index}`],
          content: `<p>${marker}</p>`,
        },
      });
      onAck = (body) => {
        ctx.ledger.posts.add(body!.id!);
        ctx.postIds.push(body!.id!);
      };
      unacknowledged = () => ctx.ledger.unacknowledgedMarkers.add(marker);
    } else if (roll < 0.65) {
      reply = await request(ctx.base, 'POST', `/api/comments/${pick(ctx.postIds)}`, {
        token: account.token,
        body: { content: marker },
      });
      onAck = (body) => ctx.ledger.comments.add(body!.id!);
      unacknowledged = () => ctx.ledger.unacknowledgedMarkers.add(marker);
    } else {
      const key = `${pick(ctx.postIds)}:${account.id}`;
      reply = await request(ctx.base, 'POST', `/api/likes/post/${key.split(':')[0]}`, {
        token: account.token,
      });
      onAck = () => ctx.ledger.likes.add(key);
      unacknowledged = () => ctx.ledger.unacknowledgedLikes.add(key);
    }
    const outcome = classify(reply);
    ctx.tally.outcomes[outcome] += 1;
    if (outcome === 'acknowledged') {
      if (roll < 0.65 && typeof reply.body?.id !== 'string')
        throw new Error(`no id in ${JSON.stringify(reply.body)}`);
      onAck(reply.body);
    } else {
      unacknowledged();
      // Sent before the signal and answered by a signal-time failure is expected; an error
      // answer well before the signal is not.
      if (sentBeforeSignal && ctx.signalledAt === null) ctx.tally.errorsBeforeSignal += 1;
      if (ctx.tally.samples.length < 10)
        ctx.tally.samples.push(`${outcome}: ${reply.status} ${reply.error ?? ''}`);
      // The API is going or gone: wait for the exit rather than spin on refused connections.
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
