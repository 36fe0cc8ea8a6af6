import type { Draft } from '@cwt/contracts';
import { act, renderHook } from '@testing-library/react';
import { emptyFields, type PostFields } from '../validation';
import { type ServerDraftOptions, useServerDraft } from './useServerDraft';

const save = jest.fn();
const saveOnLeave = jest.fn();
jest.mock('@cwt/core/editor', () => {
  const actual = jest.requireActual('@cwt/core/editor');
  return {
    ...actual,
    draftsApi: { save: (...a: unknown[]) => save(...a), saveOnLeave: (...a: unknown[]) => saveOnLeave(...a) },
  };
});
const { ApiError } = jest.requireActual('@cwt/core') as typeof import('@cwt/core');

const ID = 'd'.repeat(24);
const serverDraft = (over: Partial<Draft> = {}): Draft => ({
  id: ID,
  postId: null,
  title: 'Typed',
  category: '',
  tags: [],
  content: '',
  imageCloudUrl: null,
  version: 1,
  createdAt: '2026-11-27T06:00:00.000Z',
  updatedAt: '2026-11-27T06:00:00.000Z',
  ...over,
});
const options: ServerDraftOptions = {
  enabled: true,
  start: { id: null, version: 1 },
  postId: null,
  saved: emptyFields(),
};
const typed = (title: string): PostFields => ({ ...emptyFields(), title });

beforeEach(() => {
  jest.useFakeTimers();
  save.mockReset();
  saveOnLeave.mockReset();
});
afterEach(() => jest.useRealTimers());

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

test('saves about 3 s after the last change, creating the draft, then from the version it answered', async () => {
  save.mockResolvedValueOnce(serverDraft({ version: 1 })).mockResolvedValueOnce(serverDraft({ version: 2 }));
  const { result, rerender } = renderHook(({ fields }) => useServerDraft(fields, options), {
    initialProps: { fields: emptyFields() },
  });
  expect(result.current.status).toBe('idle');
  rerender({ fields: typed('T') });
  await advance(2_000);
  rerender({ fields: typed('Typed') });
  await advance(2_000);
  // Still typing: nothing sent yet.
  expect(save).not.toHaveBeenCalled();
  await advance(1_000);
  expect(save).toHaveBeenCalledTimes(1);
  expect(save.mock.calls[0]).toEqual([null, expect.objectContaining({ title: 'Typed', version: 1 }), null]);
  expect(result.current.status).toBe('saved');

  rerender({ fields: typed('Typed more') });
  await advance(3_000);
  expect(save.mock.calls[1]).toEqual([
    ID,
    expect.objectContaining({ title: 'Typed more', version: 1 }),
    null,
  ]);
  expect(result.current.ref.current).toEqual({ id: ID, version: 2 });
});

test('a failed save says so and is retried', async () => {
  save.mockRejectedValueOnce(new ApiError(0, 'offline')).mockResolvedValueOnce(serverDraft());
  const { result, rerender } = renderHook(({ fields }) => useServerDraft(fields, options), {
    initialProps: { fields: emptyFields() },
  });
  rerender({ fields: typed('Typed') });
  await advance(3_000);
  expect(result.current.status).toBe('retrying');
  await advance(5_000);
  expect(save).toHaveBeenCalledTimes(2);
  expect(result.current.status).toBe('saved');
});

test('a stale version stops saving and offers both copies; keeping mine saves over the version shown', async () => {
  const theirs = serverDraft({ title: 'From the phone', version: 5 });
  save
    .mockRejectedValueOnce(new ApiError(409, 'changed', undefined, { message: 'changed', draft: theirs }))
    .mockResolvedValueOnce(serverDraft({ title: 'From the laptop', version: 6 }));
  const start = { ...options, start: { id: ID, version: 4 }, saved: typed('Before') };
  const { result, rerender } = renderHook(({ fields }) => useServerDraft(fields, start), {
    initialProps: { fields: typed('Before') },
  });
  rerender({ fields: typed('From the laptop') });
  await advance(3_000);
  expect(result.current.status).toBe('conflict');
  expect(result.current.conflict).toEqual(theirs);
  rerender({ fields: typed('From the laptop, again') });
  await advance(10_000);
  expect(save).toHaveBeenCalledTimes(1);

  await act(async () => result.current.keepMine());
  await advance(0);
  expect(save.mock.calls[1]).toEqual([
    ID,
    expect.objectContaining({ title: 'From the laptop, again', version: 5 }),
    null,
  ]);
  expect(result.current.status).toBe('saved');
});

test('taking the other copy returns its fields and counts them as saved', async () => {
  const theirs = serverDraft({ title: 'From the phone', tags: ['a', 'b'], version: 5 });
  save.mockRejectedValueOnce(new ApiError(409, 'changed', undefined, { message: 'changed', draft: theirs }));
  const start = { ...options, start: { id: ID, version: 4 }, saved: typed('Before') };
  const { result, rerender } = renderHook(({ fields }) => useServerDraft(fields, start), {
    initialProps: { fields: typed('Before') },
  });
  rerender({ fields: typed('Mine') });
  await advance(3_000);
  let taken: PostFields | null = null;
  act(() => {
    taken = result.current.takeTheirs();
  });
  expect(taken).toMatchObject({ title: 'From the phone', tags: 'a, b' });
  rerender({ fields: taken! });
  await advance(5_000);
  expect(save).toHaveBeenCalledTimes(1);
  expect(result.current.ref.current).toEqual({ id: ID, version: 5 });
});

test('leaving the page sends what is unsaved with keepalive', async () => {
  const start = { ...options, start: { id: ID, version: 3 }, saved: typed('Saved') };
  const { rerender } = renderHook(({ fields }) => useServerDraft(fields, start), {
    initialProps: { fields: typed('Saved') },
  });
  rerender({ fields: typed('Unsaved') });
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  expect(saveOnLeave).toHaveBeenCalledWith(
    ID,
    expect.objectContaining({ title: 'Unsaved', version: 3 }),
    null,
  );
});
