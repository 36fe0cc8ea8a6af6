import { keyFamily, ReadCache } from '../src/lib/read-cache';

function cacheAt(start = 0, maxBytes = 1000, ttlMs = 1000) {
  const clock = { now: start };
  const cache = new ReadCache({ maxBytes, ttlMs, now: () => clock.now });
  return { cache, clock };
}

describe('ReadCache', () => {
  test('keeps a value until it expires', () => {
    const { cache, clock } = cacheAt();
    cache.set('a', cache.generation, 'one', 10);
    expect(cache.get('a')).toBe('one');
    clock.now = 999;
    expect(cache.get('a')).toBe('one');
    clock.now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  test('a write drops everything, and a value read before it is not stored after it', () => {
    const { cache } = cacheAt();
    cache.set('a', cache.generation, 'one', 10);
    const before = cache.generation;
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', before, 'stale', 10);
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', cache.generation, 'fresh', 10);
    expect(cache.get('b')).toBe('fresh');
  });

  test('evicts the least recently used entries past its byte budget', () => {
    const { cache } = cacheAt(0, 100);
    cache.set('a', 0, 'a', 20);
    cache.set('b', 0, 'b', 20);
    cache.set('c', 0, 'c', 20);
    cache.get('a');
    cache.set('d', 0, 'd', 20);
    cache.set('e', 0, 'e', 25);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd', 'e'].map((k) => cache.get(k))).toEqual(['a', 'c', 'd', 'e']);
  });

  test('refuses entries larger than a quarter of the budget and stores nothing when off', () => {
    const { cache } = cacheAt(0, 100);
    cache.set('big', 0, 'x', 26);
    expect(cache.get('big')).toBeUndefined();
    const off = new ReadCache({ maxBytes: 0, ttlMs: 1000 });
    expect(off.enabled).toBe(false);
    off.set('a', 0, 'a', 1);
    expect(off.get('a')).toBeUndefined();
  });

  test('memo runs one computation for concurrent misses', async () => {
    const { cache } = cacheAt();
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const compute = async () => {
      runs += 1;
      await gate;
      return 42;
    };
    const all = Promise.all([
      cache.memo('k', 8, compute),
      cache.memo('k', 8, compute),
      cache.memo('k', 8, compute),
    ]);
    release();
    expect(await all).toEqual([42, 42, 42]);
    expect(runs).toBe(1);
    expect(await cache.memo('k', 8, compute)).toBe(42);
    expect(runs).toBe(1);
  });

  test('memo does not keep a value computed across a write, and a failure is not cached', async () => {
    const { cache } = cacheAt();
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const pending = cache.memo('k', 8, async () => {
      await gate;
      return 'old';
    });
    cache.invalidate();
    release();
    expect(await pending).toBe('old');
    expect(await cache.memo('k', 8, async () => 'new')).toBe('new');
    await expect(
      cache.memo('f', 8, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await cache.memo('f', 8, async () => 'ok')).toBe('ok');
  });

  test('claim: the first miss leads, later misses wait for its answer', async () => {
    const { cache } = cacheAt();
    const first = cache.claim<string>('k');
    const second = cache.claim<string>('k');
    if (!('lead' in first) || !('wait' in second)) throw new Error('expected a leader and a follower');
    first.lead('answer', 10);
    expect(await second.wait).toBe('answer');
    expect(cache.get('k')).toBe('answer');
    // A leader with nothing to share releases its followers empty-handed.
    const third = cache.claim<string>('x');
    const fourth = cache.claim<string>('x');
    if (!('lead' in third) || !('wait' in fourth)) throw new Error('expected a leader and a follower');
    third.lead(undefined, 0);
    expect(await fourth.wait).toBeUndefined();
    expect('lead' in cache.claim<string>('x')).toBe(true);
  });

  test('counts hits, misses and invalidations per key family', async () => {
    const { cache } = cacheAt();
    await cache.memo('post:a', 10, async () => 'A');
    await cache.memo('post:a', 10, async () => 'A again');
    await cache.memo('post:b', 10, async () => 'B');
    const claim = cache.claim<string>('/api/users/0123456789abcdef01234567?x=1');
    if (!('lead' in claim)) throw new Error('expected to lead');
    const follower = cache.claim<string>('/api/users/0123456789abcdef01234567?x=1');
    expect('wait' in follower).toBe(true);
    claim.lead('profile', 10);
    cache.invalidate();
    expect(Object.fromEntries(cache.stats())).toEqual({
      post: { hits: 1, misses: 2, invalidations: 1 },
      'response:/api/users/:id': { hits: 1, misses: 1, invalidations: 1 },
    });
  });
});

describe('keyFamily', () => {
  test('names a key by its prefix, or a cached response by its path without ids', () => {
    expect(keyFamily('post:0123456789abcdef01234567')).toBe('post');
    expect(keyFamily('summaries:home:0:6')).toBe('summaries');
    expect(keyFamily('/api/posts?page=0&size=6')).toBe('response:/api/posts');
    expect(keyFamily('/api/posts/most-liked?period=week')).toBe('response:/api/posts/most-liked');
    expect(keyFamily('/api/posts/0123456789abcdef01234567-posts')).toBe('response:/api/posts/:id-posts');
    expect(keyFamily('/sitemap-3.xml')).toBe('response:/sitemap-:n.xml');
    // Whatever a client puts in a path, the families stay few.
    expect(keyFamily('/api/users/%3Cscript%3E')).toBe('response:/api/users/*');
    expect(keyFamily('/api/posts/related/some-tag/0123456789abcdef01234567')).toBe(
      'response:/api/posts/related',
    );
  });

  test('stops adding families after a bound', async () => {
    const { cache } = cacheAt();
    for (let i = 0; i < 100; i += 1)
      await cache.memo(`family${String.fromCharCode(97 + (i % 26))}${i}:k`, 1, async () => i);
    expect(cache.stats().size).toBeLessThanOrEqual(65);
    expect(cache.stats().get('other')?.misses).toBeGreaterThan(0);
  });
});
