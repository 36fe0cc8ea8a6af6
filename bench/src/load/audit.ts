// The count audit: after the run, with the API stopped, every counter in the database must equal
// its rows, and the rows written by the virtual users must equal what they were told succeeded.
import type { Database } from '@cwt/api/db';
import { type CounterMismatch, counterMismatches, selectRows } from '../consistency';
import type { Ledger } from './ledger';

export interface Baseline {
  /** Per post: like and comment counters before the run. */
  counters: Map<string, { likes: number; comments: number }>;
  posts: number;
}

export interface AuditCheck {
  name: string;
  expected: number;
  actual: number;
  mismatches: number;
  samples: string[];
}

export interface AuditResult {
  ok: boolean;
  counterMismatches: CounterMismatch[];
  checks: AuditCheck[];
  uncertainPosts: number;
  uncertainCreates: number;
}

interface PostCounters {
  id: string;
  likes: number;
  comments: number;
}

const postCounters = (database: Database) =>
  selectRows<PostCounters>(
    database,
    // A post without its counters row reads as null, which never equals an expected number.
    `select p.id, pc.like_count::int as likes, pc.comment_count::int as comments
     from posts p left join post_counters pc on pc.post_id = p.id`,
  );

export async function takeBaseline(database: Database): Promise<Baseline> {
  const rows = await postCounters(database);
  return {
    counters: new Map(rows.map((r) => [r.id, { likes: r.likes, comments: r.comments }])),
    posts: rows.length,
  };
}

/** Compares two sets of keys; `expected` and `actual` are their sizes. */
function compareSets(
  name: string,
  expected: Set<string>,
  actual: Set<string>,
  skip: (key: string) => boolean,
) {
  const samples: string[] = [];
  let mismatches = 0;
  for (const key of expected)
    if (!actual.has(key) && !skip(key)) {
      mismatches += 1;
      samples.push(`missing ${key}`);
    }
  for (const key of actual)
    if (!expected.has(key) && !skip(key)) {
      mismatches += 1;
      samples.push(`unexpected ${key}`);
    }
  return { name, expected: expected.size, actual: actual.size, mismatches, samples: samples.slice(0, 10) };
}

export async function audit(
  database: Database,
  baseline: Baseline,
  ledger: Ledger,
  userIds: string[],
): Promise<AuditResult> {
  const uncertain = (key: string) => ledger.uncertainPosts.has(key.split(':')[0]!);
  const users = userIds.map((id) => `'${id}'`).join(',');
  const checks: AuditCheck[] = [];

  // Every post's counters against its starting value plus the acknowledged changes.
  const now = await postCounters(database);
  for (const [label, field, delta] of [
    ['post_counters.like_count = before + likes - unlikes', 'likes', ledger.likeDelta],
    ['post_counters.comment_count = before + comments - deletions', 'comments', ledger.commentDelta],
  ] as const) {
    const samples: string[] = [];
    let expectedSum = 0;
    let actualSum = 0;
    for (const post of now) {
      if (ledger.uncertainPosts.has(post.id)) continue;
      const expected = (baseline.counters.get(post.id)?.[field] ?? 0) + (delta.get(post.id) ?? 0);
      expectedSum += expected;
      actualSum += post[field];
      if (post[field] !== expected) samples.push(`${post.id}: stored ${post[field]}, expected ${expected}`);
    }
    checks.push({
      name: label,
      expected: expectedSum,
      actual: actualSum,
      mismatches: samples.length,
      samples: samples.slice(0, 10),
    });
  }

  const keys = (rows: { post_id: string; user_id: string }[]) =>
    new Set(rows.map((r) => `${r.post_id}:${r.user_id}`));
  const ids = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));
  checks.push(
    compareSets(
      'post_likes rows of the virtual users = acknowledged likes',
      ledger.likes,
      keys(await selectRows(database, `select post_id, user_id from post_likes where user_id in (${users})`)),
      uncertain,
    ),
    compareSets(
      'bookmarks rows of the virtual users = acknowledged bookmarks',
      ledger.bookmarks,
      keys(await selectRows(database, `select post_id, user_id from bookmarks where user_id in (${users})`)),
      uncertain,
    ),
  );
  const comments = await selectRows<{ id: string; post_id: string }>(
    database,
    `select id, post_id from comments where author_id in (${users})`,
  );
  checks.push(
    compareSets(
      'comments of the virtual users = acknowledged comments',
      ledger.comments,
      ids(comments),
      (id) => ledger.uncertainPosts.has(comments.find((c) => c.id === id)?.post_id ?? ''),
    ),
  );
  const created = ids(await selectRows(database, `select id from posts where author_id in (${users})`));
  checks.push(
    compareSets('posts of the virtual users = acknowledged new posts', ledger.posts, created, () => false),
    {
      name: 'posts in total = before + acknowledged new posts',
      expected: baseline.posts + ledger.posts.size,
      actual: now.length,
      mismatches: now.length === baseline.posts + ledger.posts.size ? 0 : 1,
      samples: [],
    },
  );

  const mismatches = await counterMismatches(database);
  // Strict even when some writes had no definite answer: a run with errors fails anyway, and the
  // report's uncertain counts then explain a created row the ledger could not know about.
  return {
    ok: mismatches.length === 0 && checks.every((c) => c.mismatches === 0),
    counterMismatches: mismatches,
    checks,
    uncertainPosts: ledger.uncertainPosts.size,
    uncertainCreates: ledger.uncertainCreates,
  };
}
