/** @jest-environment node */
import { pagedPostsSchema } from '@cwt/contracts';
import { createApiSource } from './api-source';
import { createPopularSource } from './popular-source';
import { popularPage } from './test-posts';

const API = 'http://api.test';
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function source(fetchImpl: typeof fetch, clock = { t: 0 }, waitMs = 50) {
  return createPopularSource({
    apiBaseUrl: () => API,
    fetch: fetchImpl,
    waitMs,
    freshMs: 1000,
    staleMs: 5000,
    now: () => clock.t,
  });
}

describe('API answers for the served first view', () => {
  it('asks the reader’s query and keeps the answer while it is fresh', async () => {
    const page = popularPage(['One', 'Two']);
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => ok(page));
    const clock = { t: 0 };
    const get = source(fetchMock, clock);
    expect(await get()).toEqual(page);
    clock.t = 999;
    expect(await get()).toEqual(page);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${API}/api/posts/most-liked?size=6`);
  });

  it('serves a stale answer at once and refreshes it in the background', async () => {
    const first = popularPage(['Old']);
    const second = popularPage(['New']);
    const fetchMock = jest.fn().mockResolvedValueOnce(ok(first)).mockResolvedValueOnce(ok(second));
    const clock = { t: 0 };
    const get = source(fetchMock, clock);
    await get();
    clock.t = 2000;
    expect(await get()).toEqual(first);
    await new Promise((r) => setImmediate(r));
    expect(await get()).toEqual(second);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the wait when the API is slow, and the late answer serves the next load', async () => {
    const page = popularPage(['Late']);
    let answer: (r: Response) => void = () => {};
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const get = source(fetchMock, { t: 0 }, 20);
    expect(await get()).toBeNull();
    answer(ok(page));
    await new Promise((r) => setImmediate(r));
    expect(await get()).toEqual(page);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is null when the API is down, answers an error or something that is not a page of posts', async () => {
    expect(await source(jest.fn().mockRejectedValue(new TypeError('fetch failed')))()).toBeNull();
    expect(await source(jest.fn().mockResolvedValue(new Response('{}', { status: 503 })))()).toBeNull();
    expect(await source(jest.fn().mockResolvedValue(ok({ content: [{ title: 1 }] })))()).toBeNull();
    expect(await source(jest.fn().mockResolvedValue(new Response('<html>', { status: 200 })))()).toBeNull();
  });

  it('asks nothing without an API URL, and a stale answer is not served when it runs past its age', async () => {
    const fetchMock = jest.fn();
    const none = createPopularSource({ apiBaseUrl: () => undefined, fetch: fetchMock });
    expect(await none()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    const clock = { t: 0 };
    const down = jest
      .fn()
      .mockResolvedValueOnce(ok(popularPage(['Old'])))
      .mockRejectedValue(new Error('down'));
    const get = source(down, clock);
    await get();
    clock.t = 6000;
    expect(await get()).toBeNull();
  });

  it('keeps one answer per path, drops the oldest stored past its size, and joins the base URL and path', async () => {
    const fetchMock = jest.fn(async (url: string) => ok(popularPage([url.slice(-1)])));
    const get = createApiSource(pagedPostsSchema, {
      apiBaseUrl: () => `${API}/`,
      fetch: fetchMock as unknown as typeof fetch,
      maxEntries: 2,
      now: () => 0,
    });
    expect((await get('/p/a'))?.content[0]?.title).toBe('a');
    expect((await get('/p/b'))?.content[0]?.title).toBe('b');
    expect((await get('/p/a'))?.content[0]?.title).toBe('a');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${API}/p/a`);
    await get('/p/c'); // drops a, the oldest stored
    await get('/p/a'); // asked again; drops b
    await get('/p/c');
    await get('/p/b');
    expect(fetchMock.mock.calls.map((c) => c[0].slice(-1))).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('remembers a not-found while fresh, but asks again after a server error', async () => {
    const missing = jest
      .fn()
      .mockResolvedValue(new Response('{"message":"Post not found"}', { status: 404 }));
    const clock = { t: 0 };
    const get = createApiSource(pagedPostsSchema, {
      apiBaseUrl: () => API,
      fetch: missing,
      freshMs: 1000,
      now: () => clock.t,
    });
    expect(await get('/p/x')).toBeNull();
    expect(await get('/p/x')).toBeNull();
    expect(missing).toHaveBeenCalledTimes(1);
    clock.t = 1000;
    await get('/p/x');
    expect(missing).toHaveBeenCalledTimes(2);

    const failing = jest.fn().mockResolvedValue(new Response('{}', { status: 502 }));
    const flaky = createApiSource(pagedPostsSchema, { apiBaseUrl: () => API, fetch: failing, now: () => 0 });
    await flaky('/p/x');
    await flaky('/p/x');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
