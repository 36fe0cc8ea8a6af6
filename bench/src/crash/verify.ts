// After a crash or a shutdown: is every acknowledged write in the database, how many writes that
// were never acknowledged made it anyway, and does every counter still equal its rows?
import type { Database } from '@cwt/api/db';
import { counterMismatches, selectRows } from '../consistency';
import type { WriteLedger } from './writers';

export interface Verification {
  acknowledged: { posts: number; comments: number; likes: number };
  missing: { posts: string[]; comments: string[]; likes: string[] };
  /** Writes whose answer never arrived but whose rows are there (committed before the crash). */
  committedUnacknowledged: number;
  counterMismatches: number;
  ok: boolean;
}

const quoted = (ids: Iterable<string>) =>
  [...ids].map((id) => `'${id.replace(/'/g, "''")}'`).join(',') || `''`;

export async function verifyWrites(
  database: Database,
  ledger: WriteLedger,
  writerIds: string[],
): Promise<Verification> {
  const present = async (sql: string) =>
    new Set((await selectRows<{ k: string }>(database, sql)).map((r) => r.k));
  const posts = await present(`select id as k from posts where id in (${quoted(ledger.posts)})`);
  const comments = await present(`select id as k from comments where id in (${quoted(ledger.comments)})`);
  const likes = await present(
    `select post_id || ':' || user_id as k from post_likes where user_id in (${quoted(writerIds)})`,
  );
  const markers = await present(
    `select title as k from posts where title like 'crash-%' union all select content from comments where content like 'crash-%'`,
  );
  const missing = {
    posts: [...ledger.posts].filter((id) => !posts.has(id)),
    comments: [...ledger.comments].filter((id) => !comments.has(id)),
    likes: [...ledger.likes].filter((key) => !likes.has(key)),
  };
  const committedUnacknowledged =
    [...ledger.unacknowledgedMarkers].filter((m) => markers.has(m)).length +
    [...ledger.unacknowledgedLikes].filter((k) => !ledger.likes.has(k) && likes.has(k)).length;
  const mismatches = (await counterMismatches(database)).length;
  return {
    acknowledged: { posts: ledger.posts.size, comments: ledger.comments.size, likes: ledger.likes.size },
    missing,
    committedUnacknowledged,
    counterMismatches: mismatches,
    ok: missing.posts.length + missing.comments.length + missing.likes.length + mismatches === 0,
  };
}
