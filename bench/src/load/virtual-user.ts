// One virtual user: a signed-in account that, until the deadline, picks an action from a weighted
// mix of reads and writes, waits for the answer, records it, and pauses a little like a reader.
import { BLOCKED_MESSAGES } from '@cwt/contracts';
import type { Account } from '../accounts';
import { isOk, type Reply, request } from '../http-client';
import type { ActionLog } from './action-log';
import type { Ledger, Relation } from './ledger';

/**
 * Action mixes by name; `v1` is the mix every figure before issue 20 was measured with, `v2` adds
 * the conversation features (replies, mentions, blocks and mutes, edits).
 */
export const MIXES = ['v1', 'v2'] as const;
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
  /** Every virtual user's account: whom a comment mentions, a user blocks or mutes. */
  accounts: Account[];
  /** The author of each post a virtual user created (the seeded authors never block anyone). */
  postAuthors: Map<string, string>;
  /** Acknowledged comments and replies not deleted, oldest first: what replies answer. */
  threads: ThreadComment[];
  ledger: Ledger;
  log: ActionLog;
  deadline: number;
  thinkMs: number;
  /** A request unanswered after this long counts as an error (outcome unknown). */
  timeoutMs: number;
  /** When set, the first success of each route is kept here (its status and body). */
  samples?: Samples;
  /** The raw ceiling run: answers are canned (one per route), so their bodies are not checked. */
  replay?: boolean;
}

export interface ThreadComment {
  id: string;
  postId: string;
  authorId: string;
  depth: number;
}

const SEARCH_WORDS = ['travel', 'food', 'code', 'music', 'health', 'garden', 'city', 'design'];
const CATEGORIES = ['Technology', 'Travel', 'Food', 'Lifestyle'];

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

export class VirtualUser {
  private readonly liked: string[] = [];
  private readonly saved: string[] = [];
  private readonly ownComments: { id: string; postId: string }[] = [];
  /** The users this one blocks and mutes (its own switches: only it changes them). */
  private readonly blocking = new Set<string>();
  private readonly muting = new Set<string>();
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
    if (mix === 'v1') return this.v1;
    if (mix === 'v2') return this.v2;
    throw new Error(`unknown mix ${mix}`);
  }

  /**
   * v2: v1's actions and weights, plus replies (to recent comments, so threads grow past level 3),
   * comments and replies that @mention other virtual users, reads of reply pages, mention
   * suggestions and one's block and mute lists, comment edits, and, rarely (about 1% of actions
   * each), block/unblock and mute/unmute between virtual users.
   */
  private get v2(): [number, () => Promise<void>][] {
    return [
      ...this.v1,
      [5, () => this.comment(true, false)],
      [3, () => this.comment(Math.random() < 0.5, true)],
      [4, () => this.readReplies()],
      [2, () => this.read('mention suggestions', this.suggestionsPath())],
      [1, () => this.read('my blocks', Math.random() < 0.5 ? '/api/users/me/blocks' : '/api/users/me/mutes')],
      [2, () => (this.ownComments.length ? this.editComment() : this.comment(true, false))],
      [1, () => this.toggle('block')],
      [1, () => this.toggle('mute')],
    ];
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
    if (isOk(reply) && (check || this.world.replay)) {
      this.world.log.record(action, reply);
      return true;
    }
    this.world.log.record(action, reply, isOk(reply) ? 'unexpected body' : undefined);
    // No answer or a server error: the write may or may not have happened.
    if (reply.status === 0 || reply.status >= 500) this.world.ledger.uncertain(postId);
    return false;
  }

  /**
   * A post this user has not liked, drawn until one is found: filtering 100k ids against the liked
   * list on every like made the generator the busiest process of the load run (docs/quality.md).
   */
  private notLiked(): string {
    for (let tries = 0; tries < 20; tries++) {
      const id = pick(this.world.postIds);
      if (!this.liked.includes(id)) return id;
    }
    return pick(this.world.postIds);
  }

  private async like() {
    const postId = Math.random() < 0.5 ? this.post() : this.notLiked();
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

  /** A reply answers a recent comment, so chains grow deep; else a comment on a post. */
  private replyTarget(): ThreadComment | null {
    const recent = this.world.threads.slice(-30);
    return recent.length ? pick(recent) : null;
  }

  /** One or two other virtual users, to @mention. */
  private mentionTargets(): Account[] {
    const others = this.world.accounts.filter((a) => a.id !== this.account.id);
    const chosen = new Set<Account>();
    const count = Math.random() < 0.7 ? 1 : 2;
    while (others.length && chosen.size < Math.min(count, others.length)) chosen.add(pick(others));
    return [...chosen];
  }

  private suggestionsPath(): string {
    // `loadvu` then a digit or nothing: each prefix matches some of the virtual users.
    const digit = Math.random() < 0.2 ? '' : String(Math.floor(Math.random() * 10));
    return `/api/users/mention-suggestions?q=loadvu${digit}&size=5`;
  }

  /** Between this user and the post's and the parent's authors, while the request ran. */
  private blockedWith(authors: (string | undefined)[], since: number): Relation {
    let result: Relation = 'off';
    for (const other of authors) {
      if (!other || other === this.account.id) continue;
      const r = this.world.ledger.blockedEitherWay(this.account.id, other, since);
      if (r === 'on') return 'on';
      if (r === 'unsure') result = 'unsure';
    }
    return result;
  }

  /**
   * A comment, or a reply to a recent comment; with `mention`, naming one or two other virtual users.
   * A block either way between the writer and the post's or the parent's author refuses it (403), and
   * a parent deleted meanwhile does too (400): expected, unless the ledger says neither applied.
   */
  private async comment(reply = false, mention = false) {
    const parent = reply ? this.replyTarget() : null;
    const postId = parent ? parent.postId : this.post();
    const mentioned = mention ? this.mentionTargets() : [];
    this.serial += 1;
    const names = mentioned.map((a) => `@${a.username}`).join(' and ');
    const content = parent
      ? `Load reply ${this.account.username}-${this.serial}: ${names ? `agreed, ${names}.` : 'agreed.'}`
      : `Load comment ${this.account.username}-${this.serial}: ${names ? `nicely put, ${names}.` : 'nicely put.'}`;
    const action = `${parent ? 'reply' : 'comment'}${mentioned.length ? ' @' : ''}`;
    const since = Date.now();
    const answer = await this.call(
      'POST',
      `/api/comments/${postId}`,
      parent ? { content, parentId: parent.id } : { content },
    );
    const body = answer.body as { id?: string; parentId?: string | null; message?: string } | null;
    const authors = [this.world.postAuthors.get(postId), parent?.authorId];
    if (answer.status === 403 && Object.values(BLOCKED_MESSAGES).includes(body?.message as never)) {
      const blocked = this.blockedWith(authors, since) !== 'off';
      this.world.log.record(
        action,
        answer,
        blocked ? undefined : 'refused with no block acknowledged',
        blocked,
      );
      return;
    }
    if (answer.status === 400 && parent && this.world.ledger.goneOrGoing(parent.id)) {
      this.world.log.record(action, answer, undefined, true);
      return;
    }
    const ok = typeof body?.id === 'string' && (body.parentId ?? null) === (parent?.id ?? null);
    if (!this.settle(action, answer, ok, postId)) {
      if (answer.status === 0 || answer.status >= 500) this.world.ledger.uncertain(null);
      return;
    }
    const id = body!.id!;
    // Stored either way (the ledger must know it), but a write across a known block is an error.
    if (this.blockedWith(authors, since) === 'on')
      this.world.log.record(action, answer, 'accepted across an acknowledged block');
    const depth = parent ? parent.depth + 1 : 1;
    this.ownComments.push({ id, postId });
    this.world.threads.push({ id, postId, authorId: this.account.id, depth });
    this.world.ledger.comment(postId, id, true, {
      authorId: this.account.id,
      parentId: parent?.id ?? null,
      depth,
      text: content,
    });
    for (const m of mentioned) {
      const r = this.world.ledger.blockedEitherWay(this.account.id, m.id, since);
      this.world.ledger.mentions.push({
        commentId: id,
        writerId: this.account.id,
        mentionedId: m.id,
        notice: r === 'unsure' ? null : r === 'off',
      });
    }
  }

  /** A recent comment's replies; 404 is expected once it is deleted or hidden from this user. */
  private async readReplies() {
    const target = this.replyTarget();
    if (!target) return this.read('comments', `/api/comments/${this.post()}`);
    const since = Date.now();
    const answer = await this.call('GET', `/api/comments/${target.id}/replies?page=0&size=20`);
    const expected =
      answer.status === 404 &&
      (this.world.ledger.goneOrGoing(target.id) ||
        this.world.ledger.hiddenFrom(this.account.id, target.authorId, since) !== 'off');
    this.world.log.record('replies', answer, undefined, expected);
  }

  private async deleteComment() {
    const index = Math.floor(Math.random() * this.ownComments.length);
    const { id, postId } = this.ownComments[index]!;
    const ledger = this.world.ledger;
    ledger.deleting.add(id);
    const reply = await this.call('DELETE', `/api/comments/${id}`);
    ledger.deleting.delete(id);
    if (this.settle('delete comment', reply, true, postId)) {
      this.ownComments.splice(index, 1);
      const threads = this.world.threads;
      const at = threads.findIndex((c) => c.id === id);
      if (at >= 0) threads.splice(at, 1);
      ledger.comment(postId, id, false);
    }
  }

  /** The author's new text for one of their comments (no mentions: an edit's notices are not audited). */
  private async editComment() {
    const { id, postId } = pick(this.ownComments);
    this.serial += 1;
    const content = `Edited ${this.account.username}-${this.serial}: on second thought, agreed.`;
    const reply = await this.call('PUT', `/api/comments/${id}`, { content });
    const body = reply.body as { id?: string } | null;
    if (this.settle('edit comment', reply, body?.id === id, postId)) this.world.ledger.edit(id, content);
  }

  /** Block or mute another virtual user, or lift one of this user's own blocks or mutes. */
  private async toggle(kind: 'block' | 'mute') {
    const mine = kind === 'block' ? this.blocking : this.muting;
    const lift = mine.size > 0 && Math.random() < 0.5;
    const others = this.world.accounts.filter((a) => a.id !== this.account.id && !mine.has(a.id));
    if (!lift && others.length === 0) return;
    const target = lift ? pick([...mine]) : pick(others).id;
    const ledger = this.world.ledger;
    ledger.switchStart(kind, this.account.id, target);
    const reply = await this.call(lift ? 'DELETE' : 'POST', `/api/${kind}s/${target}`);
    const body = reply.body as { blocked?: boolean; muted?: boolean } | null;
    const state = kind === 'block' ? body?.blocked : body?.muted;
    const ok = this.settle(lift ? `un${kind}` : kind, reply, state === !lift, null);
    const unknown = !ok && (reply.status === 0 || reply.status >= 500);
    if (ok) {
      if (lift) mine.delete(target);
      else mine.add(target);
    }
    ledger.switchEnd(kind, this.account.id, target, unknown ? null : mine.has(target));
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
      this.world.postAuthors.set(body!.id!, this.account.id);
      this.world.postIds.push(body!.id!);
    }
  }
}
