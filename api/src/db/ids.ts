import { randomBytes } from 'node:crypto';
import { isObjectId } from '@cwt/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * ObjectId-like 24-hex ids: 4 bytes of seconds, 5 random bytes fixed per process, 3-byte counter.
 * Spec clients validate the 24-hex shape; the time prefix keeps ids roughly insertion-ordered,
 * which keeps b-tree inserts cheap.
 */
const processPart = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

export function newId(date: Date = new Date()): string {
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(date.getTime() / 1000) >>> 0;
  return seconds.toString(16).padStart(8, '0') + processPart + counter.toString(16).padStart(6, '0');
}

/**
 * Ids as one `text[]` parameter: one statement text however many ids, so it stays one prepared
 * statement (an IN list is a new text, parsed and planned again, for each length). Anything not
 * shaped like an id (24 hex digits) is left out, so the array literal needs no escaping.
 */
export function idArray(ids: Iterable<string>): SQL {
  return sql`${`{${[...ids].filter(isObjectId).join(',')}}`}::text[]`;
}

/** `column = any(<ids>)`, the ids as one array parameter (`idArray`). */
export function anyId(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${idArray(ids)})`;
}
