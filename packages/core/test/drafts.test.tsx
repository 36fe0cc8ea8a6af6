import { DRAFT_KEEPALIVE_MAX_BYTES, type Draft, type PagedDrafts } from '@cwt/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { conflictCopy, draftsApi, useDrafts } from '../src/editor';
import { fakeResponse } from './helpers';
import { signedInWithFetch, swrWrapper } from './signed-in';

const fetchMock = signedInWithFetch();
const wrapper = swrWrapper;

const ID = 'd'.repeat(24);
const draft = (over: Partial<Draft> = {}): Draft => ({
  id: ID,
  postId: null,
  title: 'On the server',
  category: '',
  tags: [],
  content: '<p>Hi</p>',
  imageCloudUrl: null,
  version: 2,
  createdAt: '2026-11-27T06:00:00.000Z',
  updatedAt: '2026-11-27T06:01:00.000Z',
  ...over,
});
const fields = { title: 'Mine', category: '', tags: [], content: '<p>Mine</p>', imageCloudUrl: null };

test('a stale save fails with the server copy, which conflictCopy reads', async () => {
  fetchMock.mockResolvedValueOnce(fakeResponse(409, { message: 'changed elsewhere', draft: draft() }));
  const error = await draftsApi.save(ID, { ...fields, version: 1 }).catch((e: unknown) => e);
  expect(conflictCopy(error)).toEqual(draft());
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toMatch(new RegExp(`/api/drafts/${ID}$`));
  expect(init).toMatchObject({ method: 'PUT', keepalive: false });
  expect(JSON.parse(init.body)).toEqual({ ...fields, version: 1 });
  // Other failures carry no copy.
  fetchMock.mockResolvedValueOnce(fakeResponse(500, { message: 'boom' }));
  expect(
    conflictCopy(await draftsApi.save(ID, { ...fields, version: 1 }).catch((e: unknown) => e)),
  ).toBeNull();
});

test('a save without an id creates the draft (no version sent)', async () => {
  fetchMock.mockResolvedValueOnce(fakeResponse(201, draft({ version: 1 })));
  await expect(draftsApi.save(null, { ...fields, version: 1 })).resolves.toMatchObject({ id: ID });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toMatch(/\/api\/drafts$/);
  expect(init.method).toBe('POST');
  expect(JSON.parse(init.body)).toEqual({ ...fields, postId: null });
});

test('the save on leaving uses keepalive up to the size browsers allow, and declines beyond', () => {
  fetchMock.mockResolvedValue(fakeResponse(200, draft()));
  expect(draftsApi.saveOnLeave(ID, { ...fields, version: 2 })).toBe(true);
  expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'PUT', keepalive: true });
  const big = { ...fields, content: 'x'.repeat(DRAFT_KEEPALIVE_MAX_BYTES), version: 2 };
  expect(draftsApi.saveOnLeave(ID, big)).toBe(false);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('deleting takes the draft out of the cached list', async () => {
  const page: PagedDrafts = {
    content: [{ id: ID, postId: null, title: 'x', version: 2, updatedAt: draft().updatedAt }],
    totalElements: 1,
    totalPages: 1,
    number: 0,
    size: 20,
  };
  let listed = page;
  fetchMock.mockImplementation(async (_url: string, init?: { method?: string }) => {
    if (init?.method === 'DELETE') {
      listed = { ...page, content: [], totalElements: 0 };
      return fakeResponse(200, { message: 'Draft deleted' });
    }
    return fakeResponse(200, listed);
  });
  const { result } = renderHook(() => useDrafts(), { wrapper });
  await waitFor(() => expect(result.current.data?.content).toHaveLength(1));
  await act(async () => {
    await draftsApi.remove(ID);
  });
  await waitFor(() => expect(result.current.data).toMatchObject({ content: [], totalElements: 0 }));
});
