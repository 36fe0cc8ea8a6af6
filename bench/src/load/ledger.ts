// What the virtual users were told succeeded (2xx), kept so the audit can compare the database
// with it. A write whose outcome is unknown (no answer, or a 5xx) marks its post uncertain: the
// audit then checks that post's counters against its rows only, not against the ledger.

/** An acknowledged comment or reply, with the last text its author was told was saved. */
export interface LedgerComment {
  postId: string;
  authorId: string;
  parentId: string | null;
  depth: number;
  text: string;
}

/**
 * A mention in an acknowledged comment: `notice` is whether the mentioned user must hold one MENTION
 * notification for it (no block either way while it was written), or null when a block between the
 * two changed during the write, so either outcome is right.
 */
export interface LedgerMention {
  commentId: string;
  writerId: string;
  mentionedId: string;
  notice: boolean | null;
}

/** One direction of a block or mute: its acknowledged state and whether it may be changing. */
interface Switch {
  on: boolean;
  /** Requests sent and not yet answered. */
  inFlight: number;
  /** When the last answer arrived (epoch ms): a write started before then may have seen either state. */
  lastEnd: number;
  /** A request had no definite answer: the state is unknown from then on. */
  unknown: boolean;
}

/** Between two users while a request ran: definitely on, definitely off, or changing meanwhile. */
export type Relation = 'on' | 'off' | 'unsure';

export class Ledger {
  /** Per post: acknowledged likes minus acknowledged unlikes. */
  readonly likeDelta = new Map<string, number>();
  /** Per post: acknowledged comments and replies minus acknowledged deletions. */
  readonly commentDelta = new Map<string, number>();
  /** `postId:userId` pairs liked and not unliked since. */
  readonly likes = new Set<string>();
  /** `postId:userId` pairs bookmarked and not removed since. */
  readonly bookmarks = new Set<string>();
  /** Comments and replies created and not deleted since, by id. */
  readonly comments = new Map<string, LedgerComment>();
  /** Comments whose deletion was acknowledged (gone, or a tombstone while replies hang under them). */
  readonly deletedComments = new Set<string>();
  /** Comments with a delete request in flight: a reply to one may be refused. */
  readonly deleting = new Set<string>();
  /** Acknowledged edits (the comment's `text` is the last one). */
  edits = 0;
  readonly mentions: LedgerMention[] = [];
  /** `blocker:blocked` and `muter:muted`, each direction on its own. */
  readonly blocks = new Map<string, Switch>();
  readonly mutes = new Map<string, Switch>();
  /** Posts created. */
  readonly posts = new Set<string>();
  readonly uncertainPosts = new Set<string>();
  /** Writes with no definite answer that might have created something (a post or a comment). */
  uncertainCreates = 0;

  private bump(map: Map<string, number>, postId: string, by: number) {
    map.set(postId, (map.get(postId) ?? 0) + by);
  }

  like(postId: string, userId: string, liked: boolean) {
    this.bump(this.likeDelta, postId, liked ? 1 : -1);
    if (liked) this.likes.add(`${postId}:${userId}`);
    else this.likes.delete(`${postId}:${userId}`);
  }

  bookmark(postId: string, userId: string, saved: boolean) {
    if (saved) this.bookmarks.add(`${postId}:${userId}`);
    else this.bookmarks.delete(`${postId}:${userId}`);
  }

  /** A new comment or reply (created), or an acknowledged deletion. */
  comment(postId: string, commentId: string, created: boolean, entry?: Omit<LedgerComment, 'postId'>) {
    this.bump(this.commentDelta, postId, created ? 1 : -1);
    if (created)
      this.comments.set(commentId, { postId, authorId: '', parentId: null, depth: 1, text: '', ...entry });
    else {
      this.comments.delete(commentId);
      this.deletedComments.add(commentId);
    }
  }

  edit(commentId: string, text: string) {
    const entry = this.comments.get(commentId);
    if (entry) entry.text = text;
    this.edits += 1;
  }

  /** Whether a reply to `commentId` may be refused because the comment is gone or going. */
  goneOrGoing(commentId: string): boolean {
    return this.deleting.has(commentId) || !this.comments.has(commentId);
  }

  post(postId: string) {
    this.posts.add(postId);
  }

  uncertain(postId: string | null) {
    if (postId) this.uncertainPosts.add(postId);
    else this.uncertainCreates += 1;
  }

  private switchOf(kind: 'block' | 'mute', from: string, to: string): Switch {
    const map = kind === 'block' ? this.blocks : this.mutes;
    const key = `${from}:${to}`;
    let s = map.get(key);
    if (!s) {
      s = { on: false, inFlight: 0, lastEnd: 0, unknown: false };
      map.set(key, s);
    }
    return s;
  }

  /** A block or mute request is about to be sent. */
  switchStart(kind: 'block' | 'mute', from: string, to: string) {
    this.switchOf(kind, from, to).inFlight += 1;
  }

  /** Its answer: the acknowledged state, or null when the outcome is unknown. */
  switchEnd(kind: 'block' | 'mute', from: string, to: string, on: boolean | null) {
    const s = this.switchOf(kind, from, to);
    s.inFlight -= 1;
    s.lastEnd = Date.now();
    if (on === null) s.unknown = true;
    else s.on = on;
  }

  private state(s: Switch | undefined, since: number): Relation {
    if (!s) return 'off';
    if (s.unknown || s.inFlight > 0 || s.lastEnd >= since) return 'unsure';
    return s.on ? 'on' : 'off';
  }

  /**
   * Whether either of the two blocked the other throughout a request that started at `since` and has
   * just been answered (call it on the answer).
   */
  blockedEitherWay(a: string, b: string, since: number): Relation {
    const one = this.state(this.blocks.get(`${a}:${b}`), since);
    const other = this.state(this.blocks.get(`${b}:${a}`), since);
    if (one === 'on' || other === 'on') return 'on';
    return one === 'unsure' || other === 'unsure' ? 'unsure' : 'off';
  }

  /** Whether `viewer` is kept from `person`'s comments (a block either way or a mute), as above. */
  hiddenFrom(viewer: string, person: string, since: number): Relation {
    const blocked = this.blockedEitherWay(viewer, person, since);
    const muted = this.state(this.mutes.get(`${viewer}:${person}`), since);
    if (blocked === 'on' || muted === 'on') return 'on';
    return blocked === 'unsure' || muted === 'unsure' ? 'unsure' : 'off';
  }

  /** The acknowledged `from:to` pairs switched on at the end, and those whose state is unknown. */
  held(kind: 'block' | 'mute'): { on: Set<string>; unknown: Set<string> } {
    const on = new Set<string>();
    const unknown = new Set<string>();
    for (const [key, s] of kind === 'block' ? this.blocks : this.mutes) {
      if (s.unknown) unknown.add(key);
      else if (s.on) on.add(key);
    }
    return { on, unknown };
  }
}
