// One virtual user: a signed-in account that, until the deadline, picks an action from a weighted
// mix of reads and writes, waits for the answer, records it, and pauses a little like a reader.
import type { Account } from '../accounts';
import { isOk, type Reply, request } from '../http-client';
import type { Ledger } from './ledger';

/** Action mixes by name; `v1` is the mix every figure before issue 17 was measured with. */
export const MIXES = ['v1'] as const;
export type Mix = (typeof MIXES)[number];

/** One answer per route (method and path with ids as `:id`), kept for the raw ceiling run to replay. */
export type Samples = Map<string, { status: number; body: string }>;

/** `GET /api/posts/65f0…?page=2` is `GET /api/posts/:id`: what the raw server matches on. */
export function routeKey(method: string, path: string): string {
  return `${method} ${path.split('?')[0]!.replace(/[0-9a-f]{24}/gi, ':id')}`;
}

/** What every virtual user shares: the API, the posts and authors to visit, the ledger, the log. */
export interface World {
  base: string;
  mix: Mix;
  /** Visible posts, seeded and created during the run; the first `hot` draw half the traffic. */
  postIds: string[];
  hot: number;
  authorIds: string[];
  ledger: Ledger;
  log: ActionLog;
  deadline: number;
  thinkMs: number;
  /** A request unanswered after this long counts as an error (outcome unknown). */
  timeoutMs: number;
  /** When set, the first success of each route is kept here (its status and body). */
  samples?: Samples;
}

export interface ActionError {
  action: string;
  status: number;
  detail: string;
}

/**
 * Latencies per action, and every answer that was not a success, of the actions started at or after
 * `since` (epoch ms; a ramp step's warm-up is left out).
 */
export class ActionLog {
  readonly latencies = new Map<string, number[]>();
  readonly errors: ActionError[] = [];

  constructor(readonly since = 0) {}

  record(action: string, reply: Reply, failure?: string) {
    if (this.since && Date.now() - reply.ms < this.since) return;
    const list = this.latencies.get(action) ?? [];
    list.push(reply.ms);
    this.latencies.set(action, list);
    if (failure !== undefined || !isOk(reply)) {
      const body = reply.body as { message?: string } | null;
      this.errors.push({
        action,
        status: reply.status,
        detail: failure ?? reply.error ?? body?.message ?? '',
      });
    }
  }
}

const SEARCH_WORDS = ['travel', 'food', 'code', 'music', 'health', 'garden', 'city', 'design'];
const CATEGORIES = ['Technology', 'Travel', 'Food', 'Lifestyle'];

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

export class VirtualUser {
  private readonly liked: string[] = [];
  private readonly saved: string[] = [];
  private readonly ownComments: { id: string; postId: string }[] = [];
  private serial = 0;
  private readonly actions: [number, () => Promise<void>][];
  private readonly totalWeight: number;

  constructor(
    private readonly world: World,
    private readonly account: Account,
  ) {
    this.actions = this.mixActions(world.mix);
    this.totalWeight = this.actions.reduce((sum, [w]) => sum + w, 0);
  }

  /** Half the visits go to a few hot posts, so writes to the same rows overlap. */
  private post(): string {
    const { postIds, hot } = this.world;
    return Math.random() < 0.5 ? pick(postIds.slice(0, hot)) : pick(postIds);
  }

  private async call(method: string, path: string, body?: unknown) {
    const reply = await request(this.world.base, method, path, {
      token: this.account.token,
      body,
      timeoutMs: this.world.timeoutMs,
    });
    const samples = this.world.samples;
    if (samples && isOk(reply)) {
      const key = routeKey(method, path);
      if (!samples.has(key)) samples.set(key, { status: reply.status, body: JSON.stringify(reply.body) });
    }
    return reply;
  }

  private mixActions(mix: Mix): [number, () => Promise<void>][] {
    if (mix !== 'v1') throw new Error(`unknown mix ${mix}`);
    return this.v1;
  }

  /** v1, weighted: about two thirds reads, one third writes. */
  private get v1(): [number, () => Promise<void>][] {
    return [
      [18, () => this.read('home', `/api/posts?page=${Math.floor(Math.random() * 5)}&size=6`)],
      [16, () => this.read('post', `/api/posts/${this.post()}`)],
      [10, () => this.read('comments', `/api/comments/${this.post()}`)],
      [5, () => this.read('search', `/api/posts/search?keyword=${pick(SEARCH_WORDS)}`)],
      [5, () => this.read('profile', `/api/users/${pick(this.world.authorIds)}`)],
      [2, () => this.read('bookmarks', '/bookmarks')],
      [12, () => this.like()],
      [5, () => (this.liked.length ? this.unlike() : this.like())],
      [7, () => this.comment()],
      [2, () => (this.ownComments.length ? this.deleteComment() : this.comment())],
      [6, () => this.bookmark()],
      [3, () => (this.saved.length ? this.unbookmark() : this.bookmark())],
      [3, () => this.createPost()],
    ];
  }

  private nextAction(): () => Promise<void> {
    let roll = Math.random() * this.totalWeight;
    for (const [weight, action] of this.actions) {
      roll -= weight;
      if (roll < 0) return action;
    }
    return this.actions[0]![1];
  }

  async run(): Promise<void> {
    while (Date.now() < this.world.deadline) {
      await this.nextAction()();
      if (this.world.thinkMs > 0) await new Promise((r) => setTimeout(r, Math.random() * this.world.thinkMs));
    }
  }

  private async read(action: string, path: string) {
    this.world.log.record(action, await this.call('GET', path));
  }

  /** Records the reply; true when it was a success whose body passes `check`. */
  private settle(action: string, reply: Reply, check: boolean, postId: string | null): boolean {
    if (isOk(reply) && check) {
      this.world.log.record(action, reply);
      return true;
    }
    this.world.log.record(action, reply, isOk(reply) ? 'unexpected body' : undefined);
    // No answer or a server error: the write may or may not have happened.
    if (reply.status === 0 || reply.status >= 500) this.world.ledger.uncertain(postId);
    return false;
  }

  private async like() {
    const candidates = this.world.postIds.filter((id) => !this.liked.includes(id));
    const postId = Math.random() < 0.5 ? this.post() : pick(candidates);
    if (this.liked.includes(postId)) return this.unlikePost(postId);
    const reply = await this.call('POST', `/api/likes/post/${postId}`);
    const body = reply.body as { liked?: boolean } | null;
    if (this.settle('like', reply, body?.liked === true, postId)) {
      this.liked.push(postId);
      this.world.ledger.like(postId, this.account.id, true);
    }
  }

  private unlike() {
    return this.unlikePost(pick(this.liked));
  }

  private async unlikePost(postId: string) {
    const reply = await this.call('DELETE', `/api/likes/post/${postId}`);
    const body = reply.body as { liked?: boolean } | null;
    if (this.settle('unlike', reply, body?.liked === false, postId)) {
      this.liked.splice(this.liked.indexOf(postId), 1);
      this.world.ledger.like(postId, this.account.id, false);
    }
  }

  private async comment() {
    const postId = this.post();
    this.serial += 1;
    const reply = await this.call('POST', `/api/comments/${postId}`, {
      content: `Load comment ${this.account.username}-${this.serial}: nicely put.`,
    });
    const body = reply.body as { id?: string } | null;
    if (this.settle('comment', reply, typeof body?.id === 'string', postId)) {
      this.ownComments.push({ id: body!.id!, postId });
      this.world.ledger.comment(postId, body!.id!, true);
    } else if (reply.status === 0 || reply.status >= 500) this.world.ledger.uncertain(null);
  }

  private async deleteComment() {
    const index = Math.floor(Math.random() * this.ownComments.length);
    const { id, postId } = this.ownComments[index]!;
    const reply = await this.call('DELETE', `/api/comments/${id}`);
    if (this.settle('delete comment', reply, true, postId)) {
      this.ownComments.splice(index, 1);
      this.world.ledger.comment(postId, id, false);
    }
  }

  private async bookmark() {
    const postId = this.post();
    const reply = await this.call('POST', `/bookmarks/post/${postId}`);
    const body = reply.body as { saved?: boolean } | null;
    if (this.settle('bookmark', reply, body?.saved === true, postId)) {
      if (!this.saved.includes(postId)) this.saved.push(postId);
      this.world.ledger.bookmark(postId, this.account.id, true);
    }
  }

  private async unbookmark() {
    const postId = pick(this.saved);
    const reply = await this.call('DELETE', `/bookmarks/post/${postId}`);
    const body = reply.body as { saved?: boolean } | null;
    if (this.settle('unbookmark', reply, body?.saved === false, postId)) {
      this.saved.splice(this.saved.indexOf(postId), 1);
      this.world.ledger.bookmark(postId, this.account.id, false);
    }
  }

  private async createPost() {
    this.serial += 1;
    const reply = await this.call('POST', '/api/posts', {
      title: `Load post ${this.account.username}-${this.serial}`,
      category: pick(CATEGORIES),
      tags: ['load', `vu-${this.serial % 5}`],
      content: `<p>Written by a virtual user during the load run, number ${this.serial}.</p>`,
    });
    const body = reply.body as { id?: string } | null;
    if (this.settle('new post', reply, typeof body?.id === 'string', null)) {
      this.world.ledger.post(body!.id!);
      this.world.postIds.push(body!.id!);
    }
  }
}
