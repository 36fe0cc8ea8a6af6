import { randomBytes } from 'node:crypto';

/**
 * Which cache invalidations this API process has applied, by the node that announced them: a write's
 * answer carries `<node>.<sequence>` (CACHE_VERSION_HEADER), and a request bringing a version this
 * node has not applied yet skips the read cache (read-your-writes on every node).
 *
 * Sequences of one node are applied in any order (NOTIFYs from different pool connections commit in
 * any order), so per node it keeps the highest sequence below which every one arrived, plus the ones
 * that arrived above a gap. A gap older than the cache TTL is given up on (a message lost while the
 * LISTEN connection reconnected): whatever it would have dropped has expired by then.
 */
export class CacheVersions {
  readonly node = randomBytes(6).toString('base64url');
  private seq = 0;
  private readonly heard = new Map<string, { upTo: number; above: Map<number, number> }>();

  constructor(
    private readonly gapTimeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The sequence number of this node's latest announcement (0: none yet). */
  get current(): number {
    return this.seq;
  }

  /** The next sequence number of this node's own announcements (its version: `<node>.<seq>`). */
  next(): number {
    this.seq += 1;
    return this.seq;
  }

  /** Records an invalidation announced by `node` as applied here. */
  applied(node: string, seq: number): void {
    let h = this.heard.get(node);
    if (!h) {
      // The first message heard from a node: what it sent before this process listened predates it.
      h = { upTo: seq - 1, above: new Map() };
      this.heard.set(node, h);
    }
    if (seq <= h.upTo) return;
    h.above.set(seq, this.now());
    this.advance(h);
  }

  private advance(h: { upTo: number; above: Map<number, number> }): void {
    while (h.above.has(h.upTo + 1)) {
      h.above.delete(h.upTo + 1);
      h.upTo += 1;
    }
    if (h.above.size === 0) return;
    const oldest = Math.min(...h.above.values());
    if (this.now() - oldest > this.gapTimeoutMs) {
      h.upTo = Math.min(...h.above.keys());
      h.above.delete(h.upTo);
      this.advance(h);
    }
  }

  /** True when every version in the header value (comma-separated `<node>.<seq>`) is applied here. */
  satisfied(header: string | string[] | undefined): boolean {
    if (!header) return true;
    for (const token of String(header).split(',').slice(0, 16)) {
      const m = /^\s*([\w-]{1,32})\.(\d{1,15})\s*$/.exec(token);
      // A malformed token cannot name an invalidation: it is ignored, not refused.
      if (!m) continue;
      const node = m[1]!;
      const seq = Number(m[2]);
      if (node === this.node) {
        if (seq > this.seq) return false;
        continue;
      }
      const h = this.heard.get(node);
      if (!h) return false;
      // Its own message may have arrived, but an earlier one of the same node may still be on the way.
      if (seq > h.upTo) {
        this.advance(h);
        if (seq > h.upTo) return false;
      }
    }
    return true;
  }
}
