// Cold rows of the api bench (`--cache=off`): one per read endpoint, each request drawing its page,
// user, tag and keyword at random from lists taken from the seeded database (printed at the start),
// so no run measures one URL over and over.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@cwt/api/db';
import { DEMO_PASSWORD } from '@cwt/api/seed';
import { selectRows } from './consistency';
import type { BenchDatabase } from './data';

/** What the cold rows draw from. */
export interface ColdLists {
  posts: number;
  /** Visible posts (detail, comments). */
  postIds: string[];
  /** Authors of visible posts (profile, author posts, followers). */
  authorIds: string[];
  categories: string[];
  tags: string[];
  /** Each in at least 30% of the visible posts. */
  commonWords: { word: string; posts: number }[];
  /** Each in 1 to 10 visible posts. */
  rareWords: { word: string; posts: number }[];
  /** Seeded (non-admin) users that sign in for the per-viewer rows. */
  usernames: string[];
}

export interface SignedIn {
  users: string[];
  admin: string;
  /** The Following feed's fixture member (the first drawn user; feed-fixture.ts). */
  feed: string;
}

/** A request of a cold row: the path, and whose token it carries (none, a drawn user, the admin). */
export interface ColdRequest {
  path: string;
  as?: 'user' | 'admin' | 'feed member';
}

export interface ColdEndpoint {
  name: string;
  draw: (lists: ColdLists) => ColdRequest;
}

const SAMPLE = 50;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** Pages 0-20: the targets hold for them. */
const page = () => Math.floor(Math.random() * 21);
/** Per-user lists are short (about 20 posts per author, a few bookmarks each): pages 0-2. */
const shortPage = () => Math.floor(Math.random() * 3);
const q = encodeURIComponent;

export const COLD_ENDPOINTS: ColdEndpoint[] = [
  { name: 'home list', draw: () => ({ path: `/api/posts?page=${page()}&size=6` }) },
  ...(['all', 'week', 'month', 'year'] as const).map((period) => ({
    name: `most-liked ${period}`,
    draw: () => ({
      path: `/api/posts/most-liked?${period === 'all' ? '' : `period=${period}&`}page=${page()}&size=6`,
    }),
  })),
  {
    name: 'category',
    draw: (l) => ({ path: `/api/posts?category=${q(pick(l.categories))}&page=${page()}&size=6` }),
  },
  { name: 'tag', draw: (l) => ({ path: `/api/posts?tag=${q(pick(l.tags))}&page=${page()}&size=6` }) },
  {
    name: 'author posts',
    draw: (l) => ({ path: `/api/posts/${pick(l.authorIds)}-posts?page=${shortPage()}&size=6` }),
  },
  {
    name: 'search, common word',
    draw: (l) => ({ path: `/api/posts/search?keyword=${q(pick(l.commonWords).word)}&page=${page()}&size=6` }),
  },
  {
    name: 'search, rare word',
    draw: (l) => ({ path: `/api/posts/search?keyword=${q(pick(l.rareWords).word)}&page=0&size=6` }),
  },
  { name: 'post detail', draw: (l) => ({ path: `/api/posts/${pick(l.postIds)}` }) },
  { name: 'comments', draw: (l) => ({ path: `/api/comments/${pick(l.postIds)}` }) },
  { name: 'profile', draw: (l) => ({ path: `/api/users/${pick(l.authorIds)}` }) },
  {
    name: 'followers',
    draw: (l) => ({ path: `/api/follows/${pick(l.authorIds)}/followers?page=${shortPage()}` }),
  },
  {
    name: 'following feed',
    draw: () => ({ path: `/api/feed/following?page=${page()}&size=6`, as: 'feed member' }),
  },
  { name: 'bookmarks', draw: () => ({ path: `/bookmarks?page=${shortPage()}`, as: 'user' }) },
  { name: 'notifications', draw: () => ({ path: `/api/notifications?page=${shortPage()}`, as: 'user' }) },
  { name: 'history', draw: () => ({ path: `/api/history?page=${shortPage() + 1}`, as: 'user' }) },
  { name: 'admin users', draw: () => ({ path: `/api/admin/users?page=${page()}&size=10`, as: 'admin' }) },
  { name: 'admin stats', draw: () => ({ path: '/api/admin/stats', as: 'admin' }) },
];

function sampleOf<T>(items: T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/**
 * Words and how many visible posts each finds, counted with the search's own text configuration.
 * Candidates come from `ts_stat` (lexemes with their document counts), then each is counted again
 * through `websearch_to_tsquery`, as the API parses a keyword, so the figure is what search sees.
 */
async function words(
  database: Database,
  visible: number,
): Promise<Pick<ColdLists, 'commonWords' | 'rareWords'>> {
  const stats = await selectRows<{ word: string; ndoc: number }>(
    database,
    `select word, ndoc::int as ndoc from ts_stat('select search from posts where not hidden')
     where word ~ '^[a-z]{4,}$' order by ndoc desc`,
  );
  const count = async (word: string) => {
    const [row] = await selectRows<{ n: number }>(
      database,
      `select count(*)::int as n from posts where not hidden and search @@ websearch_to_tsquery('cwt_search', '${word}')`,
    );
    return row?.n ?? 0;
  };
  const commonWords: ColdLists['commonWords'] = [];
  for (const s of stats.filter((x) => x.ndoc >= 0.3 * visible).slice(0, 12)) {
    const posts = await count(s.word);
    if (posts >= 0.3 * visible) commonWords.push({ word: s.word, posts });
  }
  const rareWords: ColdLists['rareWords'] = [];
  for (const s of stats.filter((x) => x.ndoc <= 10).slice(-40)) {
    const posts = await count(s.word);
    if (posts >= 1 && posts <= 10) rareWords.push({ word: s.word, posts });
  }
  return { commonWords, rareWords };
}

/** Words outside the seed's vocabulary, planted when the seeded posts have no rare word of their own. */
const PLANTED = ['quokka', 'axolotl', 'zeppelin', 'marimba', 'kumquat', 'origami', 'tundra', 'nebula'];

/**
 * The seed writes from templates, so every word of it is in many posts. For the rare-word row the
 * bench appends one of PLANTED to 1-8 visible posts each (a paragraph of its own; the search column
 * follows), once per database: the rows stay seeded, the word count is what search finds.
 */
async function plantRareWords(database: Database, postIds: string[]): Promise<void> {
  let next = 0;
  for (const [i, word] of PLANTED.entries()) {
    const ids = postIds.slice(next, next + i + 1);
    next += ids.length;
    await database.db.execute(
      `update posts set content = content || '<p>${word}</p>' where id in (${ids.map((id) => `'${id}'`).join(',')})`,
    );
  }
}

/** The lists for a bench database, computed once and kept beside it (`cold-lists.json`). */
export async function coldLists(db: BenchDatabase, database: Database): Promise<ColdLists> {
  const file = path.join(db.dataDir, 'cold-lists.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as ColdLists;
    if (kept.posts === db.size && kept.rareWords.length > 0) return kept;
  }
  const visible = await selectRows<{ id: string; author_id: string }>(
    database,
    'select id, author_id from posts where not hidden',
  );
  const categories = await selectRows<{ name: string }>(
    database,
    'select name from categories order by name',
  );
  const tags = await selectRows<{ name: string }>(
    database,
    'select t.name from tags t join post_tags pt on pt.tag_id = t.id group by t.name order by count(*) desc limit 40',
  );
  const users = await selectRows<{ username: string }>(
    database,
    `select username from users where role = 'USER' order by random() limit 20`,
  );
  let found = await words(database, visible.length);
  if (found.rareWords.length === 0) {
    await plantRareWords(
      database,
      sampleOf(
        visible.map((p) => p.id),
        64,
      ),
    );
    found = await words(database, visible.length);
  }
  const lists: ColdLists = {
    posts: db.size,
    postIds: sampleOf(
      visible.map((p) => p.id),
      SAMPLE * 20,
    ),
    authorIds: sampleOf([...new Set(visible.map((p) => p.author_id))], SAMPLE * 4),
    categories: categories.map((c) => c.name),
    tags: tags.map((t) => t.name),
    ...found,
    usernames: users.map((u) => u.username),
  };
  writeFileSync(file, `${JSON.stringify(lists, null, 1)}\n`);
  return lists;
}

/** Signs in the drawn users and the admin (once per run: password hashing is slow by design). */
export async function signIn(base: string, lists: ColdLists): Promise<SignedIn> {
  const login = async (username: string, password: string) => {
    const res = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
    return ((await res.json()) as { token: string }).token;
  };
  const users: string[] = [];
  for (const username of lists.usernames) users.push(await login(username, DEMO_PASSWORD));
  return { users, admin: await login('admin', 'admin12345'), feed: users[0]! };
}

export function describeLists(l: ColdLists): string {
  const short = (xs: string[], n = 8) =>
    `${xs.slice(0, n).join(', ')}${xs.length > n ? `, … (${xs.length})` : ''}`;
  return [
    `cold rows draw from: ${l.postIds.length} posts (${short(l.postIds, 3)}), ${l.authorIds.length} authors (${short(l.authorIds, 3)})`,
    `  categories: ${short(l.categories)}`,
    `  tags: ${short(l.tags, 12)}`,
    `  common words (>= 30% of ${l.posts} posts): ${l.commonWords.map((w) => `${w.word} (${w.posts})`).join(', ') || 'NONE'}`,
    `  rare words (1-10 posts): ${l.rareWords.map((w) => `${w.word} (${w.posts})`).join(', ') || 'NONE'}`,
    `  signed-in users: ${short(l.usernames)}`,
  ].join('\n');
}
