/**
 * An in-process cache of public reads, versioned by a generation number: every write the API
 * acknowledges bumps the generation (here and, through the bus, on every other API process), which
 * drops everything cached before it. Entries also expire after a TTL, which bounds staleness for
 * what no write announces (time windows such as "this week", or a missed bus message).
 *
 * A value computed by a read that started before a write is never stored under the new generation,
 * so a slow read racing a write cannot bring old data back. Concurrent misses of one key share one
 * computation (single flight), so a burst after a write costs one query, not fifty.
 */
export interface ReadCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

/** Per key family: answers served from the cache (or a computation already running), computations, flushes. */
export interface FamilyStats {
  hits: number;
  misses: number;
  invalidations: number;
}

/** Families counted at most; later ones share `other`, so hostile URLs cannot grow the map. */
const MAX_FAMILIES = 64;
const OBJECT_ID = /[0-9a-f]{24}/gi;
const SAFE_SEGMENT = /^[a-z:.-]{1,32}$/;

/**
 * The family of a cache key, for the metrics: the text before the first `:` (`post:<id>` is
 * `post`), or for a whole response cached under its URL, `response:` and its path's first three
 * segments with ids and numbers replaced (`/api/users/<id>` is `response:/api/users/:id`).
 */
export function keyFamily(key: string): string {
  if (key.charCodeAt(0) !== 47) {
    const colon = key.indexOf(':');
    return colon > 0 ? key.slice(0, colon) : key;
  }
  const end = key.search(/[?#]/);
  const segments = (end < 0 ? key : key.slice(0, end))
    .replace(OBJECT_ID, ':id')
    .replace(/\d+/g, ':n')
    .split('/', 4)
    .map((segment) => (segment === '' || SAFE_SEGMENT.test(segment) ? segment : '*'));
  return `response:${segments.join('/')}`;
}

interface Entry<T> {
  value: T;
  size: number;
  expires: number;
}

export class ReadCache {
  private gen = 0;
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly inflight = new Map<string, { generation: number; promise: Promise<unknown> }>();
  private bytes = 0;
  private readonly now: () => number;
  private readonly families = new Map<string, FamilyStats>();

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  get generation(): number {
    return this.gen;
  }

  /** Counters per key family since the process started (the metrics read them). */
  stats(): ReadonlyMap<string, Readonly<FamilyStats>> {
    return this.families;
  }

  private family(key: string): FamilyStats {
    const name = keyFamily(key);
    let stats = this.families.get(name);
    if (!stats) {
      const overflow = this.families.size >= MAX_FAMILIES;
      stats = overflow ? this.families.get('other') : undefined;
      if (!stats) {
        stats = { hits: 0, misses: 0, invalidations: 0 };
        this.families.set(overflow ? 'other' : name, stats);
      }
    }
    return stats;
  }

  /** Forget everything: a write happened. */
  invalidate(): void {
    // A global flush invalidates every family.
    for (const stats of this.families.values()) stats.invalidations += 1;
    this.gen += 1;
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key, entry);
      return undefined;
    }
    // Map order is the LRU order: re-insert on use.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.family(key).hits += 1;
    return entry.value as T;
  }

  /** Stores a value computed by a read that started at `generation`; ignored if a write came since. */
  set<T>(key: string, generation: number, value: T, size: number): void {
    if (!this.enabled || generation !== this.gen || size > this.options.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.delete(key, old);
    this.entries.set(key, { value, size, expires: this.now() + this.options.ttlMs });
    this.bytes += size;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(k, e);
    }
  }

  /**
   * The cached value, or the one computation in flight for it, or a new one (stored when done).
   * `size` is the entry's approximate bytes, or a function of the computed value giving them.
   */
  async memo<T>(key: string, size: number | ((value: T) => number), compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) {
      this.family(key).misses += 1;
      return compute();
    }
    const hit = this.get<T>(key);
    if (hit !== undefined) return hit;
    const generation = this.gen;
    const running = this.inflight.get(key);
    if (running && running.generation === generation) {
      this.family(key).hits += 1;
      return running.promise as Promise<T>;
    }
    this.family(key).misses += 1;
    const promise = compute().then((value) => {
      this.set(key, generation, value, typeof size === 'function' ? size(value) : size);
      return value;
    });
    this.inflight.set(key, { generation, promise });
    const forget = () => {
      if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  /**
   * For a caller that computes a value in several steps (an HTTP response): the first miss of a key
   * becomes the leader and gets `lead` to finish with; later misses of the same generation wait for it.
   */
  claim<T>(
    key: string,
  ): { wait: Promise<T | undefined> } | { lead: (value: T | undefined, size: number) => void } {
    const generation = this.gen;
    const running = this.inflight.get(key);
    if (running && running.generation === generation) {
      this.family(key).hits += 1;
      return { wait: running.promise as Promise<T | undefined> };
    }
    this.family(key).misses += 1;
    let settle!: (value: T | undefined) => void;
    const promise = new Promise<T | undefined>((resolve) => {
      settle = resolve;
    });
    this.inflight.set(key, { generation, promise });
    return {
      lead: (value, size) => {
        if (value !== undefined) this.set(key, generation, value, size);
        if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
        settle(value);
      },
    };
  }

  private delete(key: string, entry: Entry<unknown>): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
