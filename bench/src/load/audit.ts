// The count audit: after the run, with the API stopped, every counter in the database must equal
// its rows, and the rows written by the virtual users must equal what they were told succeeded.
import type { Database } from '@cwt/api/db';
import { COMMENT_THREAD_LEVELS, mentionsToText } from '@cwt/contracts';
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
  const comments = await selectRows<CommentRow>(
    database,
    // A deleted comment kept for its replies (a tombstone) passes to the placeholder author.
    `select id, post_id, parent_id, depth::int as depth, content from comments where author_id in (${users})`,
  );
  const commentPost = new Map(comments.map((c) => [c.id, c.post_id]));
  const uncertainComment = (id: string) =>
    ledger.uncertainPosts.has(commentPost.get(id) ?? ledger.comments.get(id)?.postId ?? '');
  checks.push(
    compareSets(
      'comments and replies of the virtual users = acknowledged ones',
      new Set(ledger.comments.keys()),
      ids(comments),
      uncertainComment,
    ),
    ...threadChecks(ledger, comments, uncertainComment),
    await deletionCheck(database, ledger),
    await mentionCheck(database, ledger, users),
    await switchCheck(database, ledger, 'block', users),
    await switchCheck(database, ledger, 'mute', users),
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

  const mismatches = [...(await counterMismatches(database)), ...(await threadMismatches(database))];
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

interface CommentRow {
  id: string;
  post_id: string;
  parent_id: string | null;
  depth: number;
  content: string;
}

function check(name: string, expected: number, actual: number, problems: string[]): AuditCheck {
  return { name, expected, actual, mismatches: problems.length, samples: problems.slice(0, 10) };
}

/**
 * Per acknowledged comment: its parent and depth, its text (the last acknowledged edit; stored
 * mention links read back as `@name`), and the mention links it holds; per comment replied to, its
 * live replies by the virtual users against the acknowledged ones.
 */
function threadChecks(ledger: Ledger, rows: CommentRow[], uncertain: (id: string) => boolean): AuditCheck[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const placed: string[] = [];
  const texts: string[] = [];
  let replies = 0;
  const expectedReplies = new Map<string, number>();
  for (const [id, c] of ledger.comments) {
    const row = byId.get(id);
    if (!row || uncertain(id)) continue;
    if (c.parentId) {
      replies += 1;
      expectedReplies.set(c.parentId, (expectedReplies.get(c.parentId) ?? 0) + 1);
    }
    if (row.parent_id !== c.parentId || row.depth !== c.depth)
      placed.push(
        `${id}: parent ${row.parent_id} depth ${row.depth}, expected ${c.parentId} depth ${c.depth}`,
      );
    if (mentionsToText(row.content) !== c.text)
      texts.push(`${id}: stored "${row.content}", expected "${c.text}"`);
  }
  const actualReplies = new Map<string, number>();
  for (const r of rows)
    if (r.parent_id && !uncertain(r.id))
      actualReplies.set(r.parent_id, (actualReplies.get(r.parent_id) ?? 0) + 1);
  const counts: string[] = [];
  for (const parent of new Set([...expectedReplies.keys(), ...actualReplies.keys()])) {
    const expected = expectedReplies.get(parent) ?? 0;
    const actual = actualReplies.get(parent) ?? 0;
    if (expected !== actual) counts.push(`${parent}: ${actual} replies, expected ${expected}`);
  }
  const links: string[] = [];
  let linked = 0;
  for (const m of ledger.mentions) {
    const c = ledger.comments.get(m.commentId);
    const row = byId.get(m.commentId);
    // An edit's text names no one; a mention whose block changed during the write may be either.
    if (!c || !row || m.notice === null || !c.text.includes('@') || uncertain(m.commentId)) continue;
    const has = row.content.includes(`<a href="/profile/${m.mentionedId}" data-mention>`);
    if (m.notice) linked += 1;
    if (has !== m.notice)
      links.push(
        `${m.commentId}: ${has ? 'links' : 'does not link'} ${m.mentionedId}${m.notice ? '' : ' across a block'}`,
      );
  }
  return [
    check('replies: parent and depth = acknowledged', ledger.comments.size, rows.length, placed),
    check(
      'live replies of the virtual users per comment = acknowledged replies',
      replies,
      [...actualReplies.values()].reduce((a, b) => a + b, 0),
      counts,
    ),
    check('comment text = last acknowledged text (edits)', ledger.comments.size, rows.length, texts),
    check('mention links = acknowledged mentions not across a block', linked, linked - links.length, links),
  ];
}

/** An acknowledged deletion left no comment, or a tombstone (no text) while replies hang under it. */
async function deletionCheck(database: Database, ledger: Ledger): Promise<AuditCheck> {
  const deleted = [...ledger.deletedComments];
  const rows = deleted.length
    ? await selectRows<{ id: string; tombstone: boolean; replies: boolean; content: string }>(
        database,
        `select c.id, c.deleted_at is not null as tombstone, c.content,
                exists (select 1 from comments k where k.parent_id = c.id) as replies
         from comments c where c.id in (${deleted.map((id) => `'${id}'`).join(',')})`,
      )
    : [];
  const problems = rows
    .filter((r) => !r.tombstone || !r.replies || r.content !== '')
    .map(
      (r) =>
        `${r.id}: ${r.tombstone ? 'tombstone' : 'still live'}, ${r.replies ? 'with' : 'without'} replies`,
    );
  return check(
    'deleted comments: gone, or tombstones while replies hang under them',
    deleted.length,
    deleted.length - problems.length,
    problems,
  );
}

/**
 * One MENTION notification per mentioned user per acknowledged comment, and none when the two
 * blocked each other while it was written (nor to the writer: the virtual users never name
 * themselves, so any such row is unexpected). Mentions whose block changed during the write are
 * left out.
 */
async function mentionCheck(database: Database, ledger: Ledger, users: string): Promise<AuditCheck> {
  const expected = new Set<string>();
  const unsure = new Set<string>();
  for (const m of ledger.mentions) {
    const key = `${m.commentId}:${m.mentionedId}`;
    if (m.notice === null) unsure.add(key);
    else if (m.notice) expected.add(key);
  }
  const rows = await selectRows<{ target_id: string; recipient_id: string; actor_id: string; n: number }>(
    database,
    `select target_id, recipient_id, actor_id, count(*)::int as n from notifications
     where type = 'MENTION' and actor_id in (${users}) group by 1, 2, 3`,
  );
  const result = compareSets(
    'MENTION notifications = acknowledged mentions (one each, never to the writer, never across a block)',
    expected,
    new Set(rows.map((r) => `${r.target_id}:${r.recipient_id}`)),
    (key) => unsure.has(key),
  );
  for (const r of rows) {
    if (r.n > 1) result.samples.push(`${r.target_id}:${r.recipient_id}: ${r.n} notifications`);
    if (r.recipient_id === r.actor_id) result.samples.push(`${r.target_id}: told its own writer`);
    if (r.n > 1 || r.recipient_id === r.actor_id) result.mismatches += 1;
  }
  return result;
}

/** The virtual users' blocks or mutes rows = each pair's last acknowledged state. */
async function switchCheck(
  database: Database,
  ledger: Ledger,
  kind: 'block' | 'mute',
  users: string,
): Promise<AuditCheck> {
  const { on, unknown } = ledger.held(kind);
  const [table, from, to] =
    kind === 'block' ? ['blocks', 'blocker_id', 'blocked_id'] : ['mutes', 'muter_id', 'muted_id'];
  const rows = await selectRows<{ a: string; b: string }>(
    database,
    `select ${from} as a, ${to} as b from ${table} where ${from} in (${users})`,
  );
  return compareSets(
    `${table} rows of the virtual users = acknowledged final state per pair`,
    on,
    new Set(rows.map((r) => `${r.a}:${r.b}`)),
    (key) => unknown.has(key),
  );
}

/**
 * Every reply one level below its parent, and past level 3 anchored at its level-3 ancestor; every
 * grouped notification (likes, follows) counting its listed actors.
 */
async function threadMismatches(database: Database): Promise<CounterMismatch[]> {
  const rows = await selectRows<{ id: string; stored: number; counted: number }>(
    database,
    `select c.id, c.depth::int as stored, p.depth::int + 1 as counted
     from comments c join comments p on p.id = c.parent_id
     where c.depth <> p.depth + 1
        or (c.depth <= ${COMMENT_THREAD_LEVELS} and c.anchor_id is not null)
        or (c.depth > ${COMMENT_THREAD_LEVELS} and c.anchor_id is distinct from
            (case when p.depth = ${COMMENT_THREAD_LEVELS} then p.id else p.anchor_id end))`,
  );
  const groups = await selectRows<{ id: string; stored: number; counted: number }>(
    database,
    // Migration 0019: a like or follow group counts its actors not withdrawn; an emptied group goes.
    `select n.id, n.actor_count::int as stored, count(a.actor_id) filter (where not a.withdrawn)::int as counted
     from notifications n left join notification_actors a on a.notification_id = n.id
     where n.group_started_at is not null
     group by n.id having n.actor_count <> count(a.actor_id) filter (where not a.withdrawn)
        or n.actor_count < 1`,
  );
  return [
    ...rows.map((r) => ({ check: 'reply depth = parent depth + 1, anchored past level 3', ...r })),
    ...groups.map((r) => ({ check: 'notification groups: actor_count = actors not withdrawn (>= 1)', ...r })),
  ];
}
