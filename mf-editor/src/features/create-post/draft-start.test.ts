import type { Draft } from '@cwt/contracts';
import { startFrom } from './draft-start';
import { emptyFields } from './validation';

const ID = 'd'.repeat(24);
const server: Draft = {
  id: ID,
  postId: null,
  title: 'Server copy',
  category: '',
  tags: [],
  content: '',
  imageCloudUrl: null,
  version: 4,
  createdAt: '2026-11-27T06:00:00.000Z',
  updatedAt: '2026-11-27T06:00:00.000Z',
};
const localFields = { ...emptyFields(), title: 'Local copy' };

test('nothing anywhere: an empty form and no draft yet', () => {
  expect(startFrom(null, null)).toEqual({
    fields: emptyFields(),
    server: { start: { id: null, version: 1 }, postId: null, saved: emptyFields() },
    restored: false,
  });
});

test('a local copy the server never got is restored and will be saved', () => {
  const start = startFrom({ fields: localFields, draftId: ID, version: 4, synced: false }, null);
  expect(start.fields).toEqual(localFields);
  expect(start.server.start).toEqual({ id: ID, version: 4 });
  expect(start.server.saved).toEqual(emptyFields());
  expect(start.restored).toBe(true);
});

test('a synced local copy is not saved again', () => {
  expect(
    startFrom({ fields: localFields, draftId: ID, version: 4, synced: true }, null).server.saved,
  ).toEqual(localFields);
});

test('the server copy wins unless this browser has newer changes of the same version', () => {
  expect(startFrom(null, server).fields.title).toBe('Server copy');
  // Another device saved since (version 4 vs 3): the server's copy.
  expect(
    startFrom({ fields: localFields, draftId: ID, version: 3, synced: false }, server).fields.title,
  ).toBe('Server copy');
  // Same version, changes written offline: this browser's copy, saved from version 4.
  const ahead = startFrom({ fields: localFields, draftId: ID, version: 4, synced: false }, server);
  expect(ahead.fields.title).toBe('Local copy');
  expect(ahead.server).toMatchObject({ start: { id: ID, version: 4 }, saved: { title: 'Server copy' } });
});
