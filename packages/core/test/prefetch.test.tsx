import { render, screen } from '@testing-library/react';
import * as core from '../src/index';
import * as prefetch from '../src/swr/prefetch';
import { swrFetcher } from '../src/swr/provider';
import { fakeResponse } from './helpers';

const CONFIG = {
  apiBaseUrl: 'http://api.test/',
  googleClientId: null,
  supportEmail: 's@x',
  remotes: { reader: 'http://r/m', editor: 'http://e/m', social: 'http://s/m', admin: 'http://a/m' },
  remoteTimeoutMs: 1000,
};

const fetchMock = jest.fn();
const imagesLoaded: string[] = [];
beforeEach(() => {
  fetchMock.mockReset();
  imagesLoaded.length = 0;
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  core.setRuntimeConfig(CONFIG);
  (globalThis as { Image: unknown }).Image = class {
    set src(url: string) {
      imagesLoaded.push(url);
    }
  };
});

// Each test its own ids: SWR's cache and the prefetched requests live as long as the module.
const id = (n: number) => `65f0a1b2c3d4e5f6a7b8c9d${n}`;
const post = (id: string) => ({ id, title: `Post ${id}`, imageCloudUrl: `http://img.test/${id}.webp` });

/** What BlogDetailPage does first: usePost(id). */
function PostTitle({ id }: { id: string }) {
  const { data } = core.usePost(id);
  return <p>{data ? data.title : 'loading'}</p>;
}

describe('prefetching a page’s first request', () => {
  it('the post a blog page will ask for is requested once, with its cover; the page takes that answer', async () => {
    const POST_ID = id(1);
    fetchMock.mockResolvedValue(fakeResponse(200, post(POST_ID)));
    core.prefetchPost(POST_ID);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(`http://api.test/api/posts/${POST_ID}`);

    render(
      <core.CoreSWRProvider>
        <PostTitle id={POST_ID} />
      </core.CoreSWRProvider>,
    );
    expect(await screen.findByText(`Post ${POST_ID}`)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(imagesLoaded).toEqual([`http://img.test/${POST_ID}.webp`]);
  });

  it('asks nothing for an id that cannot exist, and starts one request for repeated calls', () => {
    const POST_ID = id(2);
    fetchMock.mockResolvedValue(fakeResponse(200, post(POST_ID)));
    core.prefetchPost('not-an-id');
    core.prefetchPost(undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    core.prefetchPost(POST_ID);
    core.prefetchPost(POST_ID);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an answer is taken once, and not at all once it is old (the page asks again)', async () => {
    const POST_ID = id(3);
    const key = core.swrKeys.post(POST_ID);
    fetchMock.mockResolvedValue(fakeResponse(200, post(POST_ID)));
    const started = prefetch.prefetch(key, 1_000);
    expect(prefetch.takePrefetched(key, 2_000)).toBe(started);
    expect(prefetch.takePrefetched(key, 2_000)).toBeUndefined();

    prefetch.prefetch(key, 1_000);
    expect(prefetch.takePrefetched(key, 1_000 + 60_000)).toBeUndefined();
    await swrFetcher(key);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a failed prefetch nobody takes is not an unhandled rejection; a page that takes it sees the error', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      fetchMock.mockResolvedValue(fakeResponse(500, { message: 'down' }));
      core.prefetchPost(id(4));
      const key = core.swrKeys.post(id(5));
      prefetch.prefetch(key);
      await expect(swrFetcher(key)).rejects.toThrow('down');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      expect(imagesLoaded).toEqual([]);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
