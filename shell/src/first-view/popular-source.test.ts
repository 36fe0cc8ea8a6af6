/** @jest-environment node */
import { createPopularSource, popularUrl } from './popular-source';
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

describe('popular posts for the served first view', () => {
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
    expect(popularUrl(`${API}/`)).toBe(`${API}/api/posts/most-liked?size=6`);
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
});
