import { DEFAULT_CATEGORIES, isObjectId } from '@cwt/contracts';
import { newId } from '../src/db/ids';
import { generateSeed } from '../src/seed';

const now = new Date('2025-06-15T12:00:00Z');

describe('generateSeed', () => {
  test('is deterministic for a seed (rows, not ids)', () => {
    const strip = (d: ReturnType<typeof generateSeed>) =>
      d.posts.map((p) => [p.title, p.category, p.tags, p.content]);
    expect(strip(generateSeed({ seed: 7, now }))).toEqual(strip(generateSeed({ seed: 7, now })));
    expect(strip(generateSeed({ seed: 7, now }))).not.toEqual(strip(generateSeed({ seed: 8, now })));
  });

  test('scales to bench sizes with valid, unique ids and every category', () => {
    const data = generateSeed({ users: 50, posts: 2000, seed: 1, now });
    expect(data.users).toHaveLength(50);
    expect(data.posts).toHaveLength(2000);
    expect(data.users.filter((u) => u.role === 'ADMIN')).toHaveLength(1);
    expect(new Set(data.posts.map((p) => p.category))).toEqual(new Set(DEFAULT_CATEGORIES));
    const ids = [...data.users, ...data.posts, ...data.comments].map((r) => r.id);
    expect(ids.every(isObjectId)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of data.posts.slice(0, 20)) {
      expect(p.content.match(/<p>/g)!.length).toBeGreaterThanOrEqual(3);
      expect(p.wordCount).toBeGreaterThan(50);
    }
    const follows = new Set(data.follows.map((f) => `${f.followerId}:${f.followeeId}`));
    expect(follows.size).toBe(data.follows.length);
    expect(data.follows.every((f) => f.followerId !== f.followeeId)).toBe(true);
  });
});

test('newId makes 24-hex, time-prefixed ids', () => {
  const id = newId(new Date('2024-01-01T00:00:00Z'));
  expect(id).toMatch(/^[0-9a-f]{24}$/);
  expect(Number.parseInt(id.slice(0, 8), 16)).toBe(Date.UTC(2024, 0, 1) / 1000);
  expect(newId()).not.toBe(newId());
});
