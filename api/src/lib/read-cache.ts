import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * An in-process cache of reads, invalidated by what a write changes (docs/architecture.md, "Read
 * cache"). Every entry names the tags it was computed from (`P:<post>`, `C:<post>`, `L:home`, ...);
 * a write touches the tags of the rows it changed, here at once and on every other API process
 * through the bus. The cache keeps, per tag, the logical time of its last touch: an entry computed
 * from a read that started before a touch of one of its tags is stale, and is never stored or served.
 * Entries also expire after a TTL, which bounds staleness for what no write announces (the rolling
 * "this week" windows, a bus message lost while a LISTEN connection reconnected).
 *
 * Concurrent misses of one key share one computation (single flight); a request that started after
 * the shared computation's tags were touched does not take its result, it computes its own.
 *
 * Keys are `family:rest`: the family (`ids`, `card`, `cnt`, `flags`, `res`, ...) is what `stats()`
 * counts hits, misses and invalidations (entries found stale) by.
 */
export interface ReadCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
  /** Tags remembered before the oldest are forgotten (an unknown tag then counts as touched long ago). */
  maxTags?: number;
}

interface Entry {
  value: unknown;
  size: number;
  expires: number;
  deps: readonly string[];
  /** Logical time the read that computed it started at. */
  at: number;
}

export type Deps<T> = readonly string[] | ((value: T) => readonly string[]);

export interface MemoOptions<T> {
  /** Approximate bytes of the entry, or a function of the computed value giving them. */
  size: number | ((value: T) => number);
  /** Tags the value was computed from; a touch of any of them drops it. */
  deps: Deps<T>;
}

/**
 * What a request needs the cache to know while its handler runs, given only to the requests that need
 * it: an anonymous read whose whole answer will be stored collects the tags it was read from; a
 * request whose client wrote through a node whose announcement this one has not applied yet skips
 * cached values.
 */
export interface RequestScope {
  at: number;
  deps: Set<string>;
  bypass: boolean;
}

export interface FamilyStats {
  hits: number;
  misses: number;
  invalidations: number;
}

const DEFAULT_MAX_TAGS = 200_000;

function familyOf(key: string): string {
  const colon = key.indexOf(':');
  return colon < 0 ? key : key.slice(0, colon);
}

export class ReadCache {
  private clock = 0;
  /** Per tag, the logical time of its last touch; Map order is touch order (re-inserted on touch). */
  private readonly touchedAt = new Map<string, number>();
  /** Every forgotten tag was last touched at or before this time. */
  private floor = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<
    string,
    { at: number; promise: Promise<{ value: unknown; deps: readonly string[] }> }
  >();
  private readonly counters = new Map<string, FamilyStats>();
  private bytes = 0;
  private readonly now: () => number;
  private readonly scopes = new AsyncLocalStorage<RequestScope>();
  /** Sends touches to the other nodes (set by the public-cache plugin). */
  announce: (tags: readonly string[]) => void = () => undefined;
  /** Requests running in a scope now; the context store is switched off when none is. */
  private scoped = 0;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  /** Logical time: advances on every touch (local or heard through the bus). */
  get time(): number {
    return this.clock;
  }

  get ttlMs(): number {
    return this.options.ttlMs;
  }

  /**
   * Runs `fn` (a request's remaining hooks and handler) in `scope`; call the returned function when
   * the request is over. Only the few requests that need a scope get one: while none runs, the
   * context store is switched off, so the many that need none (cache hits, signed-in reads) do not
   * pay for the promise hook it installs (measured: about 15% of a cached read's CPU).
   */
  runInScope<T>(scope: RequestScope, fn: () => T): { result: T; end: () => void } {
    this.scoped += 1;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.scoped -= 1;
      if (this.scoped === 0) this.scopes.disable();
    };
    return { result: this.scopes.run(scope, fn), end };
  }

  newScope(): RequestScope {
    return { at: this.clock, deps: new Set(), bypass: false };
  }

  get scope(): RequestScope | undefined {
    return this.scopes.getStore();
  }

  /**
   * The request's answer depends on these tags too: for values it used straight from a read rather
   * than through `get`/`memo` (which record theirs), so a response kept by their versions is dropped
   * when they change.
   */
  record(deps: readonly string[]): void {
    const scope = this.scopes.getStore();
    if (scope) for (const d of deps) scope.deps.add(d);
  }

  /**
   * A write changed what these tags name: drop what was read from them, here now (call it after the
   * write's transaction committed), and on the other nodes through the bus, sent at once (a request
   * its client abandoned still announces what it changed).
   */
  touch(...tags: string[]): void {
    if (tags.length === 0) return;
    this.apply(tags);
    this.announce(tags);
  }

  /** Applies touches heard from another node (or made here): no announcement. */
  apply(tags: Iterable<string>): void {
    this.clock += 1;
    const limit = this.options.maxTags ?? DEFAULT_MAX_TAGS;
    for (const tag of tags) {
      this.touchedAt.delete(tag);
      this.touchedAt.set(tag, this.clock);
    }
    if (this.touchedAt.size > limit) {
      // Forget the older half; an unknown tag then counts as touched at the newest forgotten time.
      let drop = this.touchedAt.size - Math.floor(limit / 2);
      for (const [tag, at] of this.touchedAt) {
        if (drop-- <= 0) break;
        this.touchedAt.delete(tag);
        if (at > this.floor) this.floor = at;
      }
    }
  }

  /** True when none of `deps` was touched after logical time `at`. */
  isFresh(deps: readonly string[], at: number): boolean {
    for (const d of deps) if ((this.touchedAt.get(d) ?? this.floor) > at) return false;
    return true;
  }

  /** Hits, misses and invalidations (stale entries dropped) per key family since the start. */
  stats(): Record<string, FamilyStats> {
    return Object.fromEntries([...this.counters].map(([family, s]) => [family, { ...s }]));
  }

  private count(key: string, what: keyof FamilyStats): void {
    const family = familyOf(key);
    let s = this.counters.get(family);
    if (!s) {
      s = { hits: 0, misses: 0, invalidations: 0 };
      this.counters.set(family, s);
    }
    s[what] += 1;
  }

  /**
   * The cached value if it is still fresh (its tags are recorded in the request's scope), else
   * undefined. Counts a hit or a miss.
   */
  get<T>(key: string): T | undefined {
    const scope = this.scopes.getStore();
    const entry = scope?.bypass ? undefined : this.lookup(key);
    if (!entry) {
      this.count(key, 'misses');
      return undefined;
    }
    this.count(key, 'hits');
    if (scope) for (const d of entry.deps) scope.deps.add(d);
    return entry.value as T;
  }

  private lookup(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key, entry);
      return undefined;
    }
    if (!this.isFresh(entry.deps, entry.at)) {
      this.delete(key, entry);
      this.count(key, 'invalidations');
      return undefined;
    }
    // Map order is the LRU order: re-insert on use.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores a value read from `deps` by a read that started at `at`; ignored if any was touched since. */
  set(key: string, at: number, value: unknown, size: number, deps: readonly string[]): void {
    if (!this.enabled || size > this.options.maxBytes / 4 || !this.isFresh(deps, at)) return;
    const old = this.entries.get(key);
    if (old) this.delete(key, old);
    this.entries.set(key, { value, size, expires: this.now() + this.options.ttlMs, deps, at });
    this.bytes += size;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(k, e);
    }
  }

  /** The cached value, or the one fresh computation in flight for it, or a new one (stored when done). */
  async memo<T>(key: string, opts: MemoOptions<T>, compute: () => Promise<T>): Promise<T> {
    const scope = this.scopes.getStore();
    const record = (deps: readonly string[]) => {
      if (scope) for (const d of deps) scope.deps.add(d);
    };
    const depsOf = (value: T) => (typeof opts.deps === 'function' ? opts.deps(value) : opts.deps);
    if (!this.enabled) {
      const value = await compute();
      record(depsOf(value));
      return value;
    }
    const hit = this.get<T>(key);
    if (hit !== undefined) return hit;
    const running = scope?.bypass ? undefined : this.inflight.get(key);
    if (running) {
      const shared = await running.promise;
      // Taken only if nothing it was read from changed since it started: a request that began after
      // a write must not get an answer read before it.
      if (this.isFresh(shared.deps, running.at)) {
        record(shared.deps);
        return shared.value as T;
      }
    }
    const at = this.clock;
    const promise = compute().then((value) => {
      const deps = depsOf(value);
      this.set(key, at, value, typeof opts.size === 'function' ? opts.size(value) : opts.size, deps);
      return { value: value as unknown, deps };
    });
    if (!scope?.bypass) {
      this.inflight.set(key, { at, promise });
      const forget = () => {
        if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
      };
      promise.then(forget, forget);
    }
    const { value, deps } = await promise;
    record(deps);
    return value as T;
  }

  /**
   * Values for many keys at once: the fresh cached ones, and the rest from one `load` of the missing
   * keys (stored with the deps each value names). For a page of cards: one query for what is missing.
   */
  async memoMany<T>(
    keys: readonly string[],
    opts: { size: (value: T) => number; deps: (value: T) => readonly string[] },
    load: (missing: readonly string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.enabled ? this.get<T>(key) : undefined;
      if (hit === undefined) missing.push(key);
      else found.set(key, hit);
    }
    if (missing.length === 0) return found;
    const at = this.clock;
    const loaded = await load(missing);
    const scope = this.scopes.getStore();
    for (const [key, value] of loaded) {
      const deps = opts.deps(value);
      this.set(key, at, value, opts.size(value), deps);
      if (scope) for (const d of deps) scope.deps.add(d);
      found.set(key, value);
    }
    return found;
  }

  /**
   * For a caller that computes a value in several steps (an HTTP response): the first miss of a key
   * becomes the leader and gets `lead` to finish with (with the tags it read); later misses wait
   * for it, and take its answer only if none of those tags was touched since the leader started.
   */
  claim<T>(
    key: string,
    at: number,
  ):
    | { wait: Promise<T | undefined> }
    | { lead: (value: T | undefined, size: number, deps: readonly string[]) => void } {
    const running = this.inflight.get(key);
    if (running)
      return {
        wait: running.promise.then((shared) =>
          shared.value !== undefined && this.isFresh(shared.deps, running.at)
            ? (shared.value as T)
            : undefined,
        ),
      };
    let settle!: (result: { value: unknown; deps: readonly string[] }) => void;
    const promise = new Promise<{ value: unknown; deps: readonly string[] }>((resolve) => {
      settle = resolve;
    });
    this.inflight.set(key, { at, promise });
    return {
      lead: (value, size, deps) => {
        if (value !== undefined) this.set(key, at, value, size, deps);
        if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
        settle({ value, deps });
      },
    };
  }

  private delete(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
