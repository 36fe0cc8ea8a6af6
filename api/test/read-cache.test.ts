import { CacheVersions } from '../src/lib/cache-versions';
import { ReadCache } from '../src/lib/read-cache';

function cacheAt(start = 0, maxBytes = 1000, ttlMs = 1000, maxTags?: number) {
  const clock = { now: start };
  const cache = new ReadCache({ maxBytes, ttlMs, now: () => clock.now, maxTags });
  return { cache, clock };
}

function gated() {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  return { gate, release };
}

describe('ReadCache', () => {
  test('keeps a value until it expires', () => {
    const { cache, clock } = cacheAt();
    cache.set('a:1', cache.time, 'one', 10, ['T']);
    expect(cache.get('a:1')).toBe('one');
    clock.now = 999;
    expect(cache.get('a:1')).toBe('one');
    clock.now = 1000;
    expect(cache.get('a:1')).toBeUndefined();
  });

  test('a touch drops only the entries read from its tags, and a value read before it is not stored', () => {
    const { cache } = cacheAt();
    cache.set('card:1', cache.time, 'post one', 10, ['P:1']);
    cache.set('card:2', cache.time, 'post two', 10, ['P:2']);
    const before = cache.time;
    cache.touch('P:1');
    expect(cache.get('card:1')).toBeUndefined();
    expect(cache.get('card:2')).toBe('post two');
    cache.set('card:1', before, 'stale', 10, ['P:1']);
    expect(cache.get('card:1')).toBeUndefined();
    // Read before the touch, but from another tag: still current.
    cache.set('card:3', before, 'three', 10, ['P:3']);
    expect(cache.get('card:3')).toBe('three');
    cache.set('card:1', cache.time, 'fresh', 10, ['P:1']);
    expect(cache.get('card:1')).toBe('fresh');
    expect(cache.stats().card).toEqual({ hits: 3, misses: 2, invalidations: 1 });
  });

  test('forgotten tags count as touched when forgotten: bounded, and never fresher than true', () => {
    const { cache } = cacheAt(0, 1000, 1000, 4);
    const at = cache.time;
    cache.set('x:1', at, 'x', 10, ['Q']);
    for (const t of ['A', 'B', 'C', 'D', 'E']) cache.touch(t);
    // 'Q' was never touched, but tags were forgotten after the entry was read: it cannot be trusted.
    expect(cache.get('x:1')).toBeUndefined();
    cache.set('x:2', cache.time, 'y', 10, ['Q']);
    expect(cache.get('x:2')).toBe('y');
  });

  test('evicts the least recently used entries past its byte budget', () => {
    const { cache } = cacheAt(0, 100);
    for (const k of ['a', 'b', 'c']) cache.set(k, 0, k, 20, ['T']);
    cache.get('a');
    cache.set('d', 0, 'd', 20, ['T']);
    cache.set('e', 0, 'e', 25, ['T']);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd', 'e'].map((k) => cache.get(k))).toEqual(['a', 'c', 'd', 'e']);
  });

  test('refuses entries larger than a quarter of the budget and stores nothing when off', () => {
    const { cache } = cacheAt(0, 100);
    cache.set('big', 0, 'x', 26, ['T']);
    expect(cache.get('big')).toBeUndefined();
    const off = new ReadCache({ maxBytes: 0, ttlMs: 1000 });
    expect(off.enabled).toBe(false);
    off.set('a', 0, 'a', 1, ['T']);
    expect(off.get('a')).toBeUndefined();
  });

  test('memo runs one computation for concurrent misses', async () => {
    const { cache } = cacheAt();
    let runs = 0;
    const { gate, release } = gated();
    const compute = async () => {
      runs += 1;
      await gate;
      return 42;
    };
    const opts = { size: 8, deps: ['T'] };
    const all = Promise.all([
      cache.memo('k', opts, compute),
      cache.memo('k', opts, compute),
      cache.memo('k', opts, compute),
    ]);
    release();
    expect(await all).toEqual([42, 42, 42]);
    expect(runs).toBe(1);
    expect(await cache.memo('k', opts, compute)).toBe(42);
    expect(runs).toBe(1);
  });

  test('a miss after a touch does not take a computation started before it', async () => {
    const { cache } = cacheAt();
    const { gate, release } = gated();
    const opts = { size: 8, deps: ['T'] };
    const pending = cache.memo('k', opts, async () => {
      await gate;
      return 'old';
    });
    cache.touch('T');
    const later = cache.memo('k', opts, async () => 'new');
    release();
    expect(await pending).toBe('old');
    expect(await later).toBe('new');
    expect(await cache.memo('k', opts, async () => 'newer')).toBe('new');
    await expect(
      cache.memo('f', opts, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await cache.memo('f', opts, async () => 'ok')).toBe('ok');
  });

  test('memo deps may come from the value, and a request scope records them', async () => {
    const { cache } = cacheAt();
    const scope = cache.newScope();
    const run = cache.runInScope(scope, () =>
      cache.memo(
        'post:1',
        { size: 8, deps: (v: { author: string }) => ['P:1', `U:${v.author}`] },
        async () => ({
          author: 'u',
        }),
      ),
    );
    await run.result;
    run.end();
    expect([...scope.deps]).toEqual(['P:1', 'U:u']);
    // Outside any scope, nothing is recorded anywhere.
    expect(cache.scope).toBeUndefined();
    cache.touch('U:u');
    expect(cache.get('post:1')).toBeUndefined();
  });

  test('a bypassing scope neither reads nor joins cached values; touches are announced at once', async () => {
    const { cache } = cacheAt();
    const announced: string[][] = [];
    cache.announce = (tags) => {
      announced.push([...tags]);
    };
    cache.set('k', cache.time, 'cached', 8, ['T']);
    const scope = { ...cache.newScope(), bypass: true };
    const run = cache.runInScope(scope, async () => {
      cache.touch('X');
      return cache.memo('k', { size: 8, deps: ['T'] }, async () => 'database');
    });
    expect(await run.result).toBe('database');
    run.end();
    expect(announced).toEqual([['X']]);
    // What it read is current: stored for everyone.
    expect(await cache.memo('k', { size: 8, deps: ['T'] }, async () => 'other')).toBe('database');
    cache.touch('Y');
    expect(announced).toEqual([['X'], ['Y']]);
  });

  test('memoMany loads only the missing keys, in one call', async () => {
    const { cache } = cacheAt();
    const loads: string[][] = [];
    const load = async (missing: readonly string[]) => {
      loads.push([...missing]);
      return new Map(missing.map((k) => [k, k.toUpperCase()]));
    };
    const opts = { size: () => 8, deps: (v: string) => [`P:${v}`] };
    await cache.memoMany(['c:a', 'c:b'], opts, load);
    const again = await cache.memoMany(['c:a', 'c:b', 'c:c'], opts, load);
    expect([...again.values()]).toEqual(['C:A', 'C:B', 'C:C']);
    expect(loads).toEqual([['c:a', 'c:b'], ['c:c']]);
  });

  test('claim: the first miss leads, later misses wait for its answer unless its tags were touched', async () => {
    const { cache } = cacheAt();
    const first = cache.claim<string>('k', cache.time);
    const second = cache.claim<string>('k', cache.time);
    if (!('lead' in first) || !('wait' in second)) throw new Error('expected a leader and a follower');
    first.lead('answer', 10, ['T']);
    expect(await second.wait).toBe('answer');
    expect(cache.get('k')).toBe('answer');
    // A leader with nothing to share releases its followers empty-handed.
    const third = cache.claim<string>('x', cache.time);
    const fourth = cache.claim<string>('x', cache.time);
    if (!('lead' in third) || !('wait' in fourth)) throw new Error('expected a leader and a follower');
    third.lead(undefined, 0, []);
    expect(await fourth.wait).toBeUndefined();
    // A leader whose tags were touched while it worked: followers compute their own.
    const fifth = cache.claim<string>('y', cache.time);
    const sixth = cache.claim<string>('y', cache.time);
    if (!('lead' in fifth) || !('wait' in sixth)) throw new Error('expected a leader and a follower');
    cache.touch('T');
    fifth.lead('old', 10, ['T']);
    expect(await sixth.wait).toBeUndefined();
    expect(cache.get('y')).toBeUndefined();
  });
});

describe('CacheVersions', () => {
  test('a version is satisfied once every earlier one of its node arrived', () => {
    let now = 0;
    const here = new CacheVersions(1000, () => now);
    const there = new CacheVersions(1000, () => now);
    const version = () => `${there.node}.${there.next()}`;
    const v1 = version();
    const v2 = version();
    const v3 = version();
    const seq = (v: string) => Number(v.split('.')[1]);
    expect(here.satisfied(v1)).toBe(false);
    here.applied(there.node, seq(v1));
    expect(here.satisfied(v1)).toBe(true);
    here.applied(there.node, seq(v3));
    expect(here.satisfied(v3)).toBe(false);
    expect(here.satisfied(`${v1}, ${here.node}.${here.next()}`)).toBe(true);
    here.applied(there.node, seq(v2));
    expect(here.satisfied(v3)).toBe(true);
    // A message lost for longer than the gap timeout is given up on.
    const v4 = version();
    const v5 = version();
    here.applied(there.node, seq(v5));
    expect(here.satisfied(v5)).toBe(false);
    now = 1001;
    expect(here.satisfied(v4)).toBe(true);
    expect(here.satisfied(v5)).toBe(true);
    expect(here.satisfied('not a version')).toBe(true);
    expect(here.satisfied('unknownnode.1')).toBe(false);
  });
});
